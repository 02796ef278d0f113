import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { QueueOptions } from './jobs';

/** A file sent with a mail (an RSVP's .ics): text content, as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on the couple's mail to guests): SMTP sends them; the outbox keeps them. */
  headers?: Record<string, string>;
}

/** What a delivery did: the job stores it as its output. */
export type Delivery = { delivered: true } | { delivered: false; reason: string };

export interface Mailer {
  /**
   * Queues the mail: a `mail.send` job delivers it (SMTP or the outbox) moments later, with retries.
   * Resolves once the job is stored, not when the mail is out. `id` names the job (a UUID).
   */
  send(mail: OutgoingMail, options?: { id?: string }): Promise<void>;
  /** Delivers now: what the `mail.send` job runs. Delivering twice under one job id writes the outbox once. */
  deliver(mail: OutgoingMail, jobId: string, signal?: AbortSignal): Promise<Delivery>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

declare module './jobs' {
  interface JobPayloads {
    'mail.send': OutgoingMail;
  }
}

/**
 * `mail.send`: 6 retries with backoff from 15 s (the last about 8–16 minutes after the fifth; up to
 * about half an hour in all), 2 minutes per attempt, 4 at once per process. Its payload holds reset
 * links and security codes, so the row is deleted once the mail is out (or failed for good).
 */
export const MAIL_QUEUE: QueueOptions = {
  retryLimit: 6,
  retryDelaySeconds: 15,
  retryBackoff: true,
  expireInSeconds: 120,
  concurrency: 4,
  deleteWhenDone: true,
};

/** An SMTP answer in the 5xx range: the server refused the mail for good, and sending it again would not help. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table (listed at /dev/outbox).
 * `send` enqueues; `deliver` is the job's work.
 */
export function createMailer(
  db: Db,
  smtpUrl: string | null,
  from: string,
  enqueue: (mail: OutgoingMail, id?: string) => Promise<unknown>,
): Mailer {
  const send = async (mail: OutgoingMail, options: { id?: string } = {}) => void (await enqueue(mail, options.id));
  if (smtpUrl) {
    // Timeouts inside the job's 2 minutes (nodemailer's defaults allow 10 minutes of silence); the URL's own settings win.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      send,
      deliver: async (mail, jobId, signal) => {
        try {
          // One Message-ID per job: a job sent again after a lost acknowledgement is recognisably the same mail.
          // nodemailer 10 aborts on `signal` (its types, 8.x, do not list it yet).
          const message: Parameters<typeof transport.sendMail>[0] & { signal?: AbortSignal } = {
            from,
            ...mail,
            messageId: `<${jobId}@mail.confetti>`,
            signal,
          };
          await transport.sendMail(message);
          return { delivered: true };
        } catch (err) {
          // A refusal for good (no such mailbox) ends the job; anything else (a timeout, a 4xx, no connection) is retried.
          if (isPermanent(err)) return { delivered: false, reason: err instanceof Error ? err.message : String(err) };
          throw err;
        }
      },
    };
  }
  return {
    send,
    deliver: async (mail, jobId) => {
      await db
        .insert(outboxEmails)
        .values({
          jobId,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          attachments: mail.attachments?.length ? mail.attachments : null,
          headers: mail.headers && Object.keys(mail.headers).length ? mail.headers : null,
        })
        .onConflictDoNothing({ target: outboxEmails.jobId });
      return { delivered: true };
    },
  };
}

export const mailerPlugin = fp(
  async (app) => {
    app.decorate(
      'mailer',
      createMailer(app.db, app.config.smtpUrl, app.config.mailFrom, (mail, id) => app.jobs.send('mail.send', mail, { id })),
    );
    // Through app.mailer at run time, so a test can replace deliver.
    await app.jobs.work('mail.send', MAIL_QUEUE, async (mail, job) => {
      // The job's row goes when it ends (its payload holds secrets): the log keeps who and what of a mail that never went.
      const lost = { jobId: job.id, to: mail.to, subject: mail.subject };
      const delivery = await app.mailer.deliver(mail, job.id, job.signal).catch((err: unknown) => {
        if (job.retriesLeft === 0) app.log.error({ err, ...lost }, 'mail not delivered after its last retry');
        throw err;
      });
      if (!delivery.delivered) app.log.error({ ...lost, reason: delivery.reason }, 'mail refused for good');
      return delivery;
    });
  },
  { name: 'mailer', dependencies: ['db', 'jobs'] },
);
