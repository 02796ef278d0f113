import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadServerConfig, type ServerConfig } from '../../config/server';
import { buildApp } from '../../server/app';
import type { JobQueue } from '../../server/plugins/jobs';
import type { Delivery, OutgoingMail } from '../../server/plugins/mailer';
import { createPostgresDatabase, createTestApp, openTestPglite, type TestApp } from './helpers';

/**
 * The job queue (pg-boss on the app's database) and mail as a job, on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL: jobs survive a restart, run once across processes, and a
 * failing mail is retried. No test waits on a clock: `app.jobs.drain()` runs what is queued.
 */
const baseUrl = process.env.TEST_DATABASE_URL;

declare module '../../server/plugins/jobs' {
  interface JobPayloads {
    'test.count': { n: number };
  }
}

interface Site {
  /** A new app (a process) on the site's one database. */
  app(config?: Partial<ServerConfig>): Promise<TestApp>;
  /** The outbox rows to `to`, read through a connection of the test's own. */
  outbox(to: string): Promise<Array<{ job_id: string | null; subject: string }>>;
  /** pg-boss's rows for a job name. */
  jobRows(name: string): Promise<Array<{ state: string; retry_count: number; wait_seconds: number }>>;
  close(): Promise<void>;
}

async function pgliteSite(): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-jobs-'));
  // PGlite on disk is one process's database: the test reads it through the app that has it open.
  let current: TestApp | null = null;
  const read = async <T>(text: string, values: unknown[]) => {
    if (!current) throw new Error('open an app on the site first');
    return (await current.database.executeSql(text, values)).rows as T[];
  };
  return {
    app: async (config = {}) => {
      const t = await createTestApp({ config: { dataDir, ...config } });
      current = t;
      return {
        ...t,
        close: async () => {
          await t.close();
          if (current === t) current = null;
        },
      };
    },
    outbox: async (to) => read(OUTBOX_ROWS, [to]),
    jobRows: async (name) => read(JOB_ROWS, [name]),
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresSite(url: string): Promise<Site> {
  const pgDb = await createPostgresDatabase(url, 'confetti_jobs');
  return {
    app: async (config = {}) => createTestApp({ config: { databaseUrl: pgDb.url, ...config } }),
    outbox: async (to) => {
      const client = await pgAdminFor(pgDb.url);
      try {
        return (await client.query(OUTBOX_ROWS, [to])).rows as Array<{ job_id: string | null; subject: string }>;
      } finally {
        await client.end();
      }
    },
    jobRows: async (name) => {
      const client = await pgAdminFor(pgDb.url);
      try {
        return (await client.query(JOB_ROWS, [name])).rows as Array<{ state: string; retry_count: number; wait_seconds: number }>;
      } finally {
        await client.end();
      }
    },
    close: () => pgDb.drop(),
  };
}

async function pgAdminFor(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

const OUTBOX_ROWS = 'select job_id::text as job_id, subject from outbox_emails where to_address = $1 order by id';
const JOB_ROWS = `select state::text as state, retry_count, extract(epoch from start_after - now())::float8 as wait_seconds from pgboss.job where name = $1 order by created_on`;

const mail = (to: string, subject = 'Hello'): OutgoingMail => ({ to, subject, text: `${subject}, ${to}` });

/** Wraps the app's mail delivery: counts the attempts per job, and lets a test make some fail. */
function spyOnDelivery(
  t: TestApp,
  behave: (attempt: number, deliver: () => Promise<Delivery>) => Promise<Delivery> = (_n, deliver) => deliver(),
) {
  const attempts: string[] = [];
  const original = t.app.mailer.deliver.bind(t.app.mailer);
  t.app.mailer.deliver = async (m, jobId, signal) => {
    attempts.push(jobId);
    return behave(attempts.length, () => original(m, jobId, signal));
  };
  return attempts;
}

const backends: Array<[string, () => Promise<Site>]> = [['PGlite', pgliteSite]];
if (baseUrl) backends.push(['PostgreSQL', () => postgresSite(baseUrl)]);

describe.each(backends)('the job queue on %s', (_name, openSite) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite();
  });
  afterAll(async () => site?.close());

  it('keeps a job enqueued before a restart and runs it in the next process', async () => {
    const first = await site.app({ jobWorkers: false });
    await first.app.mailer.send(mail('restart@example.com', 'Before the restart'));
    expect(await site.outbox('restart@example.com')).toEqual([]);
    await first.close();

    const second = await site.app();
    try {
      await second.app.jobs.drain();
      const rows = await site.outbox('restart@example.com');
      expect(rows.map((r) => r.subject)).toEqual(['Before the restart']);
      expect(rows[0]!.job_id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await second.close();
    }
  });

  it('writes a mail once when its process stopped after writing it but before recording the job done', async () => {
    const first = await site.app();
    spyOnDelivery(first, async (_n, deliver) => {
      await deliver();
      throw new Error('the process stopped');
    });
    await first.app.mailer.send(mail('midsend@example.com', 'Mid-send'));
    await first.app.jobs.drain();
    expect((await site.jobRows('mail.send')).map((r) => r.state)).toEqual(['retry']);
    await first.close();

    const second = await site.app();
    try {
      const attempts = spyOnDelivery(second);
      await second.app.jobs.drain({ includeDelayed: true });
      expect(attempts).toHaveLength(1);
      expect((await site.outbox('midsend@example.com')).map((r) => r.subject)).toEqual(['Mid-send']);
      // Its payload may hold a reset link: the job's row goes once the mail is out.
      expect(await site.jobRows('mail.send')).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('retries a failing mail with backoff until it is delivered', async () => {
    const t = await site.app();
    try {
      const attempts = spyOnDelivery(t, async (n, deliver) => {
        if (n <= 2) throw Object.assign(new Error('451 try again later'), { responseCode: 451 });
        return deliver();
      });
      await t.app.mailer.send(mail('flaky@example.com', 'Third time lucky'));
      await t.app.jobs.drain();
      expect(attempts).toHaveLength(1);
      const [waiting] = await site.jobRows('mail.send');
      // The first retry waits 15–30 s (15 s doubled per retry, randomised up to twice that).
      expect(waiting).toMatchObject({ state: 'retry', retry_count: 0 });
      expect(waiting!.wait_seconds).toBeGreaterThan(10);
      expect(waiting!.wait_seconds).toBeLessThanOrEqual(30);
      expect(await site.outbox('flaky@example.com')).toEqual([]);

      await t.app.jobs.drain({ includeDelayed: true });
      expect(attempts).toHaveLength(3);
      expect(new Set(attempts).size).toBe(1);
      expect((await site.outbox('flaky@example.com')).map((r) => r.subject)).toEqual(['Third time lucky']);
      expect(await site.jobRows('mail.send')).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('drops a second send with the same job id', async () => {
    const t = await site.app({ jobWorkers: false });
    try {
      const id = '5b0b2a52-9f4e-4d3a-8d1e-2f9c1a7b6e01';
      expect(await t.app.jobs.send('mail.send', mail('same-id@example.com'), { id })).toBe(id);
      expect(await t.app.jobs.send('mail.send', mail('same-id@example.com'), { id })).toBeNull();
      await t.app.jobs.drain();
      expect(await site.outbox('same-id@example.com')).toEqual([{ job_id: id, subject: 'Hello' }]);
    } finally {
      await t.close();
    }
  });
});

const describeOnPostgres = baseUrl ? describe : describe.skip;

describeOnPostgres('two processes on one PostgreSQL', () => {
  let site: Site;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    site = await postgresSite(baseUrl!);
    a = await site.app();
    b = await site.app();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await site?.close();
  });

  it('run each of 100 jobs exactly once between them', async () => {
    const ran: Array<[string, number]> = [];
    for (const [label, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await t.app.jobs.work(
        'test.count',
        { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 30, concurrency: 4 },
        async ({ n }) => {
          ran.push([label, n]);
        },
      );
    }
    // Half enqueued by each; each process wakes on its own sends and polls for the other's.
    await Promise.all(Array.from({ length: 100 }, (_, n) => (n % 2 ? a : b).app.jobs.send('test.count', { n })));
    await Promise.all([a.app.jobs.drain(), b.app.jobs.drain()]);
    expect(ran).toHaveLength(100);
    expect(new Set(ran.map(([, n]) => n)).size).toBe(100);
  });

  it('deliver each of 100 mails once between them', async () => {
    const attemptsA = spyOnDelivery(a);
    const attemptsB = spyOnDelivery(b);
    await Promise.all(Array.from({ length: 100 }, (_, n) => (n % 2 ? a : b).app.mailer.send(mail('many@example.com', `Mail ${n}`))));
    await Promise.all([a.app.jobs.drain(), b.app.jobs.drain()]);
    const attempts = [...attemptsA, ...attemptsB];
    expect(attempts).toHaveLength(100);
    expect(new Set(attempts).size).toBe(100);
    const rows = await site.outbox('many@example.com');
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.subject)).size).toBe(100);
  });
});

describe('mail over SMTP', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await fakeSmtp();
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const jobRows = async () => (await t.database.executeSql(JOB_ROWS, ['mail.send'])).rows as Array<{ state: string }>;

  it('retries after a temporary refusal and sends the mail with a Message-ID of its job', async () => {
    smtp.rcptReplies.push('451 4.3.0 mailbox busy, try later');
    await t.app.mailer.send(mail('smtp@example.com', 'Over SMTP'));
    await t.app.jobs.drain();
    expect((await jobRows()).map((r) => r.state)).toEqual(['retry']);
    expect(smtp.messages).toEqual([]);

    await t.app.jobs.drain({ includeDelayed: true });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/^Subject: Over SMTP$/m);
    expect(smtp.messages[0]).toMatch(/^Message-ID: <[0-9a-f-]{36}@mail\.confetti>$/m);
    expect(await jobRows()).toEqual([]);
  });

  it('does not retry a refusal for good (5xx)', async () => {
    smtp.rcptReplies.push('550 5.1.1 no such mailbox');
    const before = smtp.rcpts;
    await t.app.mailer.send(mail('nobody@example.com', 'Nobody home'));
    await t.app.jobs.drain({ includeDelayed: true });
    expect(smtp.rcpts - before).toBe(1);
    expect(smtp.messages.some((m) => m.includes('Nobody home'))).toBe(false);
    expect(await jobRows()).toEqual([]);
  });
});

describe('closing the app', () => {
  it('lets a running job finish before the database closes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-jobs-close-'));
    try {
      // As main.ts runs it: the app opens its database and closes it last.
      const config = loadServerConfig({ APP_ENV: 'test', DIST_DIR: '/nonexistent' }, { dataDir });
      const app = await buildApp(config);
      await app.ready();
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const deliver = app.mailer.deliver.bind(app.mailer);
      app.mailer.deliver = async (m, jobId, signal) => {
        started();
        await gate;
        return deliver(m, jobId, signal);
      };
      // The job is released only once the queue has begun to stop (and the database is still open).
      const jobs = app.jobs as JobQueue;
      const stop = jobs.stop.bind(jobs);
      jobs.stop = async () => {
        const stopped = stop();
        release();
        return stopped;
      };
      await app.mailer.send(mail('closing@example.com', 'Sent while closing'));
      await running;
      await app.close();

      const database = await openTestPglite(dataDir);
      try {
        expect((await database.executeSql(OUTBOX_ROWS, ['closing@example.com'])).rows).toMatchObject([{ subject: 'Sent while closing' }]);
        expect((await database.executeSql(JOB_ROWS, ['mail.send'])).rows).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('hand-written SQL on PGlite', () => {
  it('rolls back a script that fails halfway, leaving the connection usable', async () => {
    const database = await openTestPglite();
    try {
      await database.executeSql('create table probe (n int)');
      await expect(database.executeSql('BEGIN; insert into probe values (1); select 1/0; COMMIT;')).rejects.toThrow('division by zero');
      expect((await database.executeSql('select count(*)::int as n from probe', [])).rows).toEqual([{ n: 0 }]);
      expect((await database.executeSql('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });
});

interface FakeSmtp {
  url: string;
  /** Replies to RCPT TO, used in order; then 250. */
  rcptReplies: string[];
  rcpts: number;
  /** Each accepted message, headers and body. */
  messages: string[];
  close(): Promise<void>;
}

/** Just enough of an SMTP server for nodemailer: plain text, no auth, one reply per command. */
async function fakeSmtp(): Promise<FakeSmtp> {
  const state: FakeSmtp = { url: '', rcptReplies: [], rcpts: 0, messages: [], close: async () => undefined };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('220 fake.test ESMTP\r\n');
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            state.messages.push(data.join('\n'));
            data = null;
            socket.write('250 2.0.0 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') {
          state.rcpts += 1;
          socket.write(`${state.rcptReplies.shift() ?? '250 2.1.5 ok'}\r\n`);
        } else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else
          socket.write(
            verb === 'EHLO' || verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP' ? '250 ok\r\n' : '502 not here\r\n',
          );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}
