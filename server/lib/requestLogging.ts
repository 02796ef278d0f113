import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Request ids: this process's random tag and a counter, unique across the stateless processes
 * behind one load balancer (logs from all of them land in one place) and cheaper than a random
 * number per request.
 */
export function requestIds(): () => string {
  const tag = randomBytes(3).toString('hex');
  let count = 0;
  return () => `${tag}-${++count}`;
}

/**
 * `childLoggerFactory`: a request's logger that becomes a pino child (bound to the request id) only
 * when it first logs at an enabled level. Every request gets a logger and almost none log at
 * `warn`, so each would otherwise build a child for nothing.
 */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  // A route with a log level of its own: its level decides, so the child is made at once.
  if (options.level !== undefined) return parent.child(bindings, options);
  return new LazyChildLogger(parent as LevelAwareLogger, bindings, options);
}

/** Fastify's logger is pino, which answers whether a level is on. */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: Level): boolean };
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;
  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  /** Before the child exists the parent's level is this logger's; setting a level makes the child. */
  #log(level: Level, args: LogArgs): void {
    if (this.#child || this.parent.isLevelEnabled(level)) this.#logger()[level](...args);
  }

  fatal(...args: LogArgs): void {
    this.#log('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#log('error', args);
  }
  warn(...args: LogArgs): void {
    this.#log('warn', args);
  }
  info(...args: LogArgs): void {
    this.#log('info', args);
  }
  debug(...args: LogArgs): void {
    this.#log('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#log('trace', args);
  }
  silent(): void {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}
