import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

/** Log levels at which the per-request info line is not written (skip building it). */
const QUIET = new Set(['fatal', 'error', 'warn', 'silent']);

/**
 * One log line per request, written when it completes: method, path (never the query, which may carry
 * signed media URLs or tokens), status and time.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && QUIET.has(reply.log.level)) return;
    const line = { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];
type LogFn = FastifyBaseLogger['info'];
/** Fastify's logger type leaves out pino's `isLevelEnabled`, which every pino logger has. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that becomes pino's child logger (with the request id bound) only when the request logs
 * something at an enabled level. Most requests log nothing at the production level (warn), and making the
 * child — which serializes its bindings — was a few per cent of the time of a small API answer.
 */
class LazyRequestLogger {
  #real: PinoLogger | undefined;
  readonly #parent: PinoLogger;
  readonly #bindings: Bindings;
  readonly #opts: ChildLoggerOptions;

  constructor(parent: PinoLogger, bindings: Bindings, opts: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#opts = opts;
  }

  #child(): PinoLogger {
    return (this.#real ??= this.#parent.child(this.#bindings, this.#opts) as PinoLogger);
  }

  #log(level: Level, args: Parameters<LogFn>): void {
    if (this.#real) this.#real[level](...args);
    else if (this.#parent.isLevelEnabled(level)) this.#child()[level](...args);
  }

  get level(): string {
    return this.#real ? this.#real.level : this.#parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  // One method per level, on the prototype (a closure per level and request cost more than pino's own child).
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  static {
    for (const level of LEVELS) {
      Object.defineProperty(this.prototype, level, {
        value: function (this: LazyRequestLogger, ...args: Parameters<LogFn>) {
          this.#log(level, args);
        },
      });
    }
  }
  silent(): void {}

  isLevelEnabled(level: string): boolean {
    return (this.#real ?? this.#parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, opts);
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child per request. A route with a log level of its own gets a real
 * child at once (its level differs from the parent's, which the lazy one reads).
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger {
  if (opts.level) return logger.child(bindings, opts);
  return new LazyRequestLogger(logger as PinoLogger, bindings, opts) as unknown as FastifyBaseLogger;
}
