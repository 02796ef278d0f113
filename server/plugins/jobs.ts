import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * Each job's payload, by job name. A module that adds a job declares its payload here:
 * `declare module '../plugins/jobs' { interface JobPayloads { 'mail.send': OutgoingMail } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}
export type JobName = Extract<keyof JobPayloads, string>;

/** How a job name's queue treats its jobs (stored on pg-boss's queue row; kept in step on every start). */
export interface QueueOptions {
  /** Retries after the first attempt. */
  retryLimit: number;
  /**
   * Seconds before a retry. With backoff, pg-boss waits between d·2^n/2 and d·2^n after the n-th
   * failure (d = this): 1–2 d, then 2–4 d, 4–8 d…
   */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** An attempt may run this long: then its signal aborts and it counts as a failure (and is retried). */
  expireInSeconds: number;
  /** Jobs of this name one process runs at once (default 1). */
  concurrency?: number;
  /** 'short': at most one job per singleton key waits to start; a send with the key of a waiting job is dropped. */
  policy?: 'standard' | 'short';
  /**
   * The payload holds secrets (reset links, security codes): the job's row is deleted once it is done
   * or has failed for good, instead of kept (pg-boss keeps finished jobs 12 hours, then archives them for 7 days).
   */
  deleteWhenDone?: boolean;
}

export interface SendOptions {
  /** The job's id (a UUID): a second send with the same id and name is dropped (send answers null). */
  id?: string;
  /** With a 'short' queue: a send while a job with this key waits to start is dropped (send answers null). */
  singletonKey?: string;
  /** Overrides of the queue's retry options for this job. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** Runs no sooner than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobContext {
  id: string;
  name: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Retries left should this attempt fail. */
  retriesLeft: number;
  /** Aborted when the attempt runs out of time or the process stops; handlers pass it on where they can (SMTP). */
  signal: AbortSignal;
}

/** Runs one job. What it resolves to is stored as the job's output; a throw is a failure, retried while retries are left. */
export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobContext) => Promise<unknown>;

export interface Jobs {
  /** Registers the handler of a job name and its queue's options (before the app is ready, or after: tests). */
  work<N extends JobName>(name: N, options: QueueOptions, handler: JobHandler<N>): Promise<void>;
  /** Enqueues a job; answers its id, or null when the send was dropped (the same id, or a waiting job's singleton key). */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /**
   * For tests: runs every job that is due, in this process, until none is left, and waits for those
   * already running (so jobs that jobs enqueue run too). `includeDelayed` also runs, now, jobs waiting
   * for a retry or a later start. No polling: each pass asks the database.
   */
  drain(options?: { includeDelayed?: boolean }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * How often an idle worker asks for jobs. A job sent by this process wakes its worker at once, so the
 * interval bounds only how soon a retry that has come due, a job sent by another process, or one left
 * by a stopped process starts. One empty poll is one indexed statement per job name, measured at about
 * 0.3 ms of CPU on PGlite (0.6–0.9 ms wall on a busy 2-core machine) and a 0.8–2 ms round trip to
 * PostgreSQL: with two job names, about 0.1 ms of PGlite's time per second (it runs one statement at a
 * time, so this is what requests wait for), where pg-boss's own 2 s default would be 0.3 ms.
 */
export const POLL_INTERVAL_MS = 5_000;
/** pg-boss's maintenance (fail jobs past their time, archive and drop old ones), once per interval across all processes. */
const MAINTENANCE_INTERVAL_SECONDS = 120;
/** On close, how long running jobs may take to finish before they are aborted (and failed, so retried elsewhere). */
const STOP_GRACE_MS = 10_000;

type Handler = (data: unknown, job: JobContext) => Promise<unknown>;

interface Queue {
  name: string;
  options: QueueOptions;
  handler: Handler;
  loop: Promise<void> | null;
  /** Set when a send or stop wakes the worker; the loop then skips its wait. */
  woken: boolean;
  wake: (() => void) | null;
}

/**
 * The job queue: pg-boss on the app's database (its tables live in the `pgboss` schema, which pg-boss
 * creates and migrates itself on start), with workers of our own rather than pg-boss's work(): they
 * wake when this process sends, stop before the database closes, and let tests drain the queue.
 */
export class JobQueue implements Jobs {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Queue>();
  /** Every fetch-and-run in progress (workers' and drain's): stop and drain wait for them. */
  private readonly running = new Set<Promise<unknown>>();
  /** Each running attempt's controller: aborted when the process stops and the grace period ends. */
  private readonly attempts = new Set<AbortController>();
  private state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';

  constructor(
    executeSql: Database['executeSql'],
    private readonly log: FastifyBaseLogger,
    private readonly runWorkers: boolean,
  ) {
    this.boss = new PgBoss({
      db: { executeSql },
      // No cron schedules yet: without them pg-boss runs no clock-skew checks and no cron queue poll.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    });
    // Unhandled, an 'error' event would throw. Maintenance racing a closing database is expected.
    this.boss.on('error', (err) => {
      if (this.state === 'started') this.log.error({ err }, 'job queue: maintenance failed');
      else this.log.warn({ err }, 'job queue: maintenance failed while stopping');
    });
  }

  async work<N extends JobName>(name: N, options: QueueOptions, handler: JobHandler<N>): Promise<void> {
    if (this.queues.has(name)) throw new Error(`A handler for the job ${name} is already registered`);
    const queue: Queue = { name, options, handler: handler as Handler, loop: null, woken: false, wake: null };
    this.queues.set(name, queue);
    if (this.state === 'started') await this.open(queue);
  }

  async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}): Promise<string | null> {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`No job named ${name} is registered`);
    if (this.state !== 'started' && this.state !== 'stopping')
      throw new Error(`The job queue is ${this.state === 'new' ? 'not started yet' : 'stopped'}`);
    const id = await this.boss.send(name, data as object, {
      ...(options.id ? { id: options.id } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
      ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    if (id && !options.startAfterSeconds) this.wake(queue);
    return id;
  }

  async drain(options: { includeDelayed?: boolean } = {}): Promise<void> {
    for (;;) {
      await this.settled();
      let ran = 0;
      for (const queue of this.queues.values()) ran += await this.runBatch(queue, options.includeDelayed ?? false);
      if (ran === 0 && this.running.size === 0) return;
    }
  }

  /** Installs or migrates pg-boss's schema, creates each queue, then starts the workers. */
  async start(): Promise<void> {
    if (this.state !== 'new') return;
    await this.boss.start();
    this.state = 'started';
    for (const queue of this.queues.values()) await this.open(queue);
  }

  /**
   * Stops the workers: each finishes the jobs it is running (for up to STOP_GRACE_MS; then their
   * signals abort and they are failed, so another process retries them), then pg-boss's maintenance
   * stops. The database stays open: the app closes it after this.
   */
  async stop(): Promise<void> {
    if (this.state !== 'started') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopping';
    for (const queue of this.queues.values()) this.wake(queue);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), STOP_GRACE_MS)));
    const finished = Promise.all([this.settled(), ...[...this.queues.values()].map((queue) => queue.loop)]).then(() => 'done' as const);
    if ((await Promise.race([finished, graceOver])) === 'timeout') {
      this.log.warn({ jobs: this.attempts.size }, 'job queue: aborting the jobs still running at shutdown');
      for (const attempt of this.attempts) attempt.abort(new Error('The server is shutting down'));
      await finished;
    }
    clearTimeout(timer);
    await this.boss.stop({ graceful: false, close: false });
    this.state = 'stopped';
  }

  /** Creates the queue (or brings its options in step with the code) and starts its worker. */
  private async open(queue: Queue): Promise<void> {
    const { options } = queue;
    const queueOptions: PgBoss.Queue = {
      name: queue.name,
      policy: options.policy ?? 'standard',
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireInSeconds,
    };
    await this.boss.createQueue(queue.name, queueOptions);
    await this.boss.updateQueue(queue.name, queueOptions);
    if (this.runWorkers) queue.loop = this.loop(queue);
  }

  /** A worker: runs what is due, and when nothing is, waits for a send (wake) or the poll interval. */
  private async loop(queue: Queue): Promise<void> {
    while (this.state === 'started') {
      queue.woken = false;
      const ran = await this.runBatch(queue, false);
      if (ran > 0 || queue.woken || this.state !== 'started') continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, POLL_INTERVAL_MS);
        function done() {
          clearTimeout(timer);
          queue.wake = null;
          resolve();
        }
        queue.wake = done;
      });
    }
  }

  private wake(queue: Queue): void {
    queue.woken = true;
    queue.wake?.();
  }

  /** Fetches up to `concurrency` due jobs (all waiting ones with `ignoreStartAfter`) and runs them; answers how many. */
  private runBatch(queue: Queue, ignoreStartAfter: boolean): Promise<number> {
    const batch = (async () => {
      // pg-boss's fetch answers [] when the database fails; the worker then tries again after the interval.
      const jobs = await this.boss.fetch<unknown>(queue.name, {
        batchSize: queue.options.concurrency ?? 1,
        includeMetadata: true,
        ignoreStartAfter,
      });
      await Promise.all(jobs.map((job) => this.runJob(queue, job)));
      return jobs.length;
    })();
    this.running.add(batch);
    const forget = () => this.running.delete(batch);
    batch.then(forget, forget);
    return batch;
  }

  private async runJob(queue: Queue, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const controller = new AbortController();
    const seconds = Number(job.expireInSeconds) || queue.options.expireInSeconds;
    const timer = setTimeout(() => controller.abort(new Error(`The job ran past its ${seconds} s`)), seconds * 1000);
    this.attempts.add(controller);
    const context: JobContext = {
      id: job.id,
      name: queue.name,
      attempt: job.retryCount + 1,
      retriesLeft: job.retryLimit - job.retryCount,
      signal: controller.signal,
    };
    const log = { job: queue.name, jobId: job.id, attempt: context.attempt };
    try {
      const output = await untilAborted(queue.handler(job.data, context), controller.signal);
      if (queue.options.deleteWhenDone) await this.boss.deleteJob(queue.name, job.id);
      else if (typeof output === 'object' && output !== null) await this.boss.complete(queue.name, job.id, output);
      else await this.boss.complete(queue.name, job.id);
    } catch (err) {
      const final = context.retriesLeft <= 0;
      if (final) this.log.error({ err, ...log }, 'job failed for good');
      else this.log.warn({ err, ...log, retriesLeft: context.retriesLeft }, 'job failed; it will be retried');
      await (
        final && queue.options.deleteWhenDone
          ? this.boss.deleteJob(queue.name, job.id)
          : this.boss.fail(queue.name, job.id, errorOutput(err))
      ).catch((error: unknown) =>
        // The job stays active until its time runs out; pg-boss's maintenance then fails it and it is retried.
        this.log.error({ err: error, ...log }, 'job queue: could not record a failure'),
      );
    } finally {
      clearTimeout(timer);
      this.attempts.delete(controller);
    }
  }

  /** Resolves once nothing fetched is still running. */
  private async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/** The handler's result, or the abort's reason as soon as the signal aborts (a handler that ignores it runs on, unawaited). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('The job was aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const errorOutput = (err: unknown): object => (err instanceof Error ? { name: err.name, message: err.message } : { message: String(err) });

/**
 * `app.jobs`: the job queue on the app's database. Started when the app is ready; stopped when it
 * closes, before the database (onClose hooks run in reverse order of registration, and this one is
 * registered after the db plugin's).
 */
export const jobsPlugin = fp<{ database: Database }>(
  async (app, opts) => {
    const queue = new JobQueue(opts.database.executeSql, app.log, app.config.jobWorkers);
    app.decorate('jobs', queue as Jobs);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
