import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client';
import { sha256 } from '../../lib/tokens';
import type { OutgoingMail } from '../../plugins/mailer';
import type { QueueOptions } from '../../plugins/jobs';
import { unsubscribeTokenFor } from './service';

/** `community.follow-digest`: the hourly mail of new replies in the threads a person follows. */
export interface FollowDigestJob {
  /** The hour ('YYYY-MM-DDTHH', UTC) the run is for. */
  hour: string;
}

declare module '../../plugins/jobs' {
  interface JobPayloads {
    'community.follow-digest': FollowDigestJob;
  }
}

const DIGEST_QUEUE: QueueOptions = { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 };
/** A digest lists at most this many threads (the newest activity first); the rest wait for the next hour. */
export const DIGEST_MAX_THREADS = 20;

/** A UUID named by a string (a second send of the same mail or run is the same job, which pg-boss drops). */
function namedUuid(name: string): string {
  const h = sha256(name);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const hourOf = (now: Date): string => now.toISOString().slice(0, 13);

interface Pending {
  thread_id: number;
  user_id: number;
  last_mailed_post_id: number;
  newest: number;
  replies: number;
  title: string;
  email: string;
  first_name: string;
}

/**
 * One digest run. For each follower with new published replies by others, a conditional update
 * moves their watermark (`last_mailed_post_id`) from what was read to the newest post: only one
 * process (and run) wins it, so each reply is mailed once whatever the number of API processes.
 * One mail per person, listing their threads. Answers how many mails were sent.
 */
export async function sendFollowDigests(app: FastifyInstance): Promise<{ mails: number }> {
  const pending = await queryRows<Pending>(
    app.db,
    sql`select f.thread_id, f.user_id, f.last_mailed_post_id, max(p.id)::int as newest, count(*)::int as replies,
          t.title, u.email, u.first_name
        from community_follows f
        join community_threads t on t.id = f.thread_id and t.status = 'PUBLISHED'
        join community_posts p on p.thread_id = f.thread_id and p.id > f.last_mailed_post_id
          and p.status = 'PUBLISHED' and p.author_id <> f.user_id
        join users u on u.id = f.user_id and u.disabled_at is null
        where not exists (select 1 from community_digest_opt_outs o where o.user_id = f.user_id)
        group by f.thread_id, f.user_id, f.last_mailed_post_id, t.title, u.email, u.first_name
        order by f.user_id, max(p.id) desc`,
  );
  const byUser = new Map<number, Pending[]>();
  for (const row of pending) {
    const list = byUser.get(row.user_id) ?? [];
    if (list.length < DIGEST_MAX_THREADS) list.push(row);
    byUser.set(row.user_id, list);
  }
  let mails = 0;
  for (const [userId, rows] of byUser) {
    const claimed: Pending[] = [];
    for (const row of rows) {
      const won = await queryRows<{ thread_id: number }>(
        app.db,
        sql`update community_follows set last_mailed_post_id = ${row.newest}
            where thread_id = ${row.thread_id} and user_id = ${userId} and last_mailed_post_id = ${row.last_mailed_post_id}
            returning thread_id`,
      );
      if (won.length) claimed.push(row);
    }
    const first = claimed[0];
    if (!first) continue;
    const key = claimed.map((c) => `${c.thread_id}:${c.newest}`).join(',');
    const unsubscribe = unsubscribeTokenFor(app.config.appSecret, userId);
    await app.mailer.send(digestMail(app.config.publicUrl, unsubscribe, first.email, first.first_name, claimed), {
      id: namedUuid(`community-digest:${userId}:${key}`),
    });
    mails += 1;
  }
  return { mails };
}

/** Where a digest's unsubscribe link leads: the page that asks (mail scanners open links), and the one-click endpoint (RFC 8058). */
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/community/unsubscribe?token=${token}`;
export const unsubscribeApiUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/web-api/v2/community/digest/unsubscribe?token=${token}`;

/**
 * The digest mail. It carries an unsubscribe link in its text and the List-Unsubscribe /
 * List-Unsubscribe-Post headers, so a mail client's "Unsubscribe" button stops it with one POST.
 */
export function digestMail(
  publicUrl: string,
  unsubscribeToken: string,
  to: string,
  firstName: string,
  threads: readonly Pick<Pending, 'thread_id' | 'title' | 'replies'>[],
): OutgoingMail {
  const total = threads.reduce((n, t) => n + t.replies, 0);
  return {
    to,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(publicUrl, unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    subject: total === 1 ? 'A new reply in a thread you follow' : `${total} new replies in threads you follow`,
    text: [
      `Hi ${firstName},`,
      '',
      'There is news in the community threads you follow:',
      ...threads.map(
        (t) =>
          `- ${t.title}: ${t.replies === 1 ? '1 new reply' : `${t.replies} new replies`} ${publicUrl}/community/threads/${t.thread_id}`,
      ),
      '',
      'You get this mail because you follow these threads. Unfollow a thread on its page, or stop these mails:',
      unsubscribePageUrl(publicUrl, unsubscribeToken),
    ].join('\n'),
  };
}

/** The next run: the start of the next hour. */
export function nextDigestAt(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 3_600_000) + 1) * 3_600_000);
}

async function queueNextRun(app: FastifyInstance, now: Date): Promise<void> {
  const at = nextDigestAt(now);
  await app.jobs.send(
    'community.follow-digest',
    { hour: hourOf(at) },
    { id: namedUuid(`community-digest-run:${hourOf(at)}`), startAfterSeconds: Math.ceil((at.getTime() - now.getTime()) / 1000) },
  );
}

export async function registerCommunityJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('community.follow-digest', DIGEST_QUEUE, async () => {
    const sent = await sendFollowDigests(app);
    await queueNextRun(app, new Date(Date.now() + 60_000));
    return sent;
  });
  app.addHook('onReady', async () => {
    await queueNextRun(app, new Date());
  });
}
