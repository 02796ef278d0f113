import { eq, inArray } from 'drizzle-orm';
import { outboxEmails, stdRecipients, stdSends } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { LEASE_SECONDS, processSend } from '../../server/modules/saveTheDate/service';
import type { Mailer } from '../../server/plugins/mailer';
import type { SendDetail } from '../../src/contracts/saveTheDate';
import { createPostgresTestApp, createTestApp, TestClient, type TestApp } from './helpers';
import { addHouseholds, designOf, weddingIdOf, wordingFor } from './saveTheDateHelpers';

/**
 * "No recipient mailed twice", on a real PostgreSQL (TEST_DATABASE_URL): two API processes work one
 * send side by side; a worker is killed mid-send and another process finishes after its lease.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const B = '/web-api/v2/wedding/save-the-dates';

describeOnPostgres('digital save-the-dates on a real PostgreSQL', () => {
  let a: TestApp & { url: string };
  let b: TestApp;
  let sam: TestClient;
  let ids: number[];
  let design: { slug: string; colourway: string };

  beforeAll(async () => {
    a = await createPostgresTestApp(baseUrl!, 'confetti_std', { poolSize: 6, config: { jobWorkers: false, authRateLimitPerMinute: 1000 } });
    b = await createTestApp({ config: { databaseUrl: a.url, jobWorkers: false } });
    const weddingId = await weddingIdOf(a.database.db, 'sam-and-riley');
    ids = (await addHouseholds(a.database.db, weddingId, 'pg', { withEmail: 60 })).ids;
    design = await designOf(a.database.db, 'SAVE_THE_DATE');
    sam = new TestClient(a.app);
    expect((await sam.post('/website-nav/web-api/v1/auth/login', { email: 'sam@confetti.test', password: DEMO_PASSWORD })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function newSend(householdIds: number[]): Promise<SendDetail> {
    const res = await sam.post<SendDetail>(B, {
      card_type: 'SAVE_THE_DATE',
      design: design.slug,
      colourway: design.colourway,
      animated: false,
      wording: wordingFor(),
      recipients: { mode: 'PICK', household_ids: householdIds },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** Counts each process's deliveries by mail id. */
  function counting(app: TestApp['app'], calls: Map<string, number>): () => void {
    const deliver = app.mailer.deliver;
    app.mailer.deliver = (mail, id, signal) => {
      calls.set(id, (calls.get(id) ?? 0) + 1);
      return deliver(mail, id, signal);
    };
    return () => {
      app.mailer.deliver = deliver;
    };
  }

  async function outboxOf(sendId: number) {
    const rows = await a.database.db.select().from(stdRecipients).where(eq(stdRecipients.sendId, sendId));
    const mails = await a.database.db
      .select({ jobId: outboxEmails.jobId })
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.jobId,
          rows.map((r) => r.mailId),
        ),
      );
    return { rows, mails };
  }

  it('two processes working one send at once deliver each recipient once', async () => {
    const send = await newSend(ids.slice(0, 30));
    const calls = new Map<string, number>();
    const restoreA = counting(a.app, calls);
    const restoreB = counting(b.app, calls);
    try {
      const [ra, rb] = await Promise.all([processSend(a.app, send.id), processSend(b.app, send.id)]);
      expect(ra.delivered + rb.delivered).toBe(30);
    } finally {
      restoreA();
      restoreB();
    }
    expect(calls.size).toBe(30);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    const { rows, mails } = await outboxOf(send.id);
    expect(rows.every((r) => r.state === 'DELIVERED' && r.attempts === 1)).toBe(true);
    expect(mails).toHaveLength(30);
    const [s] = await a.database.db.select().from(stdSends).where(eq(stdSends.id, send.id));
    expect(s!.status).toBe('DONE');
  });

  it('a worker killed mid-send: the restarted process finishes after the lease, and no one gets two mails', async () => {
    const send = await newSend(ids.slice(30, 60));
    const kill = new AbortController();
    const deliver = a.app.mailer.deliver;
    let written = 0;
    // Process A dies just after its 10th mail reached the outbox, before it could mark the row delivered.
    a.app.mailer.deliver = (async (mail, id, signal) => {
      const outcome = await deliver(mail, id, signal);
      written += 1;
      if (written === 10) {
        kill.abort(new Error('killed'));
        throw kill.signal.reason;
      }
      return outcome;
    }) satisfies Mailer['deliver'];
    const now = new Date();
    try {
      await expect(processSend(a.app, send.id, { clock: () => now, signal: kill.signal })).rejects.toThrow('killed');
    } finally {
      a.app.mailer.deliver = deliver;
    }
    const midway = await outboxOf(send.id);
    expect(midway.mails).toHaveLength(10);
    expect(midway.rows.filter((r) => r.state === 'DELIVERED')).toHaveLength(9);
    expect(midway.rows.filter((r) => r.state === 'SENDING').length).toBeGreaterThan(0);

    // The restarted process (B) waits for the dead worker's lease, then finishes.
    const calls = new Map<string, number>();
    const restore = counting(b.app, calls);
    try {
      // A had claimed one batch (CLAIM_BATCH = 25): B sends the 5 it never claimed, and leaves A's rows to its lease.
      expect(await processSend(b.app, send.id, { clock: () => now })).toEqual({ delivered: 5, retryInSeconds: LEASE_SECONDS });
      const later = new Date(now.getTime() + (LEASE_SECONDS + 1) * 1000);
      expect(await processSend(b.app, send.id, { clock: () => later })).toEqual({ delivered: 16, retryInSeconds: null });
    } finally {
      restore();
    }
    const { rows, mails } = await outboxOf(send.id);
    expect(rows.every((r) => r.state === 'DELIVERED')).toBe(true);
    expect(mails).toHaveLength(30);
    // The 9 rows A settled were not touched again.
    expect(calls.size).toBe(21);
  });
});
