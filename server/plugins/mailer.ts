import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table (listed at /dev/outbox). */
export function createMailer(db: Db, smtpUrl: string | null, from: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from, ...mail })) };
  }
  return {
    send: async (mail) => {
      await db.insert(outboxEmails).values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null });
    },
  };
}

export const mailerPlugin = fp(async (app) => {
  app.decorate('mailer', createMailer(app.db, app.config.smtpUrl, app.config.mailFrom));
}, { name: 'mailer', dependencies: ['db'] });
