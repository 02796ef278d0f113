import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { defineRoute } from '../../lib/route';
import { latestOutboxMails } from './service';

const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2430}article{border:1px solid #e2ddd5;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#545a68}';
/** The page's one inline style, allowed by its hash; nothing else loads or runs in it. */
const OUTBOX_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

/**
 * Development only: /dev/outbox lists the mail the product "sent" (when no SMTP is configured),
 * so a person can follow a reset link locally. Never registered in production.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.env === 'production' || app.config.env === 'staging') return;
  defineRoute(app, {
    method: 'GET',
    url: '/dev/outbox',
    handler: async (_input, _request, reply) => {
      const items = (await latestOutboxMails(app.db))
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()}</p>${Object.entries(
              m.headers ?? {},
            )
              .map(([k, v]) => `<p class="meta">${escapeHtml(k)}: ${escapeHtml(v)}</p>`)
              .join('')}<pre>${linkify(m.textBody)}</pre></article>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', OUTBOX_CSP);
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox | Confetti (development)</title>
<style>${STYLE}</style></head>
<body><main><h1>Development outbox</h1><p>Mail sent while no SMTP server is configured. Newest first.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`;
    },
  });
}
