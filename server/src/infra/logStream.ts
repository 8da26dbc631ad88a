/**
 * Where a server process writes its log: pino's JSON lines (production, files, log collectors), or, with
 * LOG_FORMAT=pretty (the default when the output is a terminal, and under `npm run dev`), one readable line per
 * entry through pino-pretty: time, level, message and the fields. Both are written synchronously, so nothing is
 * lost when the process exits.
 */
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import pino, { type BaseLogger, type DestinationStream } from 'pino';

export type LogFormat = 'json' | 'pretty';

/**
 * The destination for pino's `stream` (Fastify's `logger.stream`); undefined: pino's own JSON to stdout. pino-pretty is
 * loaded only for the readable format, so a production start does not pay for it.
 */
export async function logStream(format: LogFormat): Promise<DestinationStream | undefined> {
  if (format === 'json') return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
}

type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error';

/** The log level of each of `console`'s methods that print something. */
const CONSOLE_LEVELS: Record<string, ConsoleLevel> = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  dir: 'info',
  dirxml: 'info',
  table: 'info',
  count: 'info',
  group: 'info',
  groupCollapsed: 'info',
  timeEnd: 'info',
  timeLog: 'info',
  warn: 'warn',
  error: 'error',
  trace: 'error',
  assert: 'error',
};

/**
 * Everything a server process would print beside its log goes into it, so that a LOG_FORMAT=json log stays one JSON
 * object a line (issue #49): what is written with `console` (libraries warn with it: Lingui of a text its catalog lacks,
 * ioredis of an error no one listens to, BullMQ of a Redis setting), one entry a call at the method's level, worded as
 * `console` would have printed it; Node's process warnings (a deprecation, a listener leak), whose own printer goes;
 * and an error nothing handled, logged before the process stops as it would have. For a process's entry point
 * (main.ts, worker.ts) once its logger exists: the process's output is theirs.
 */
export function logProcessOutput(log: Pick<BaseLogger, ConsoleLevel | 'fatal'>): void {
  let written = '';
  const sink = new Writable({
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      written += chunk;
      done();
    },
  });
  // A console of its own words each call (placeholders, objects, tables, assertions, groups) as Node's would.
  const wording = new Console({ stdout: sink, stderr: sink, colorMode: false }) as unknown as Record<string, (...args: unknown[]) => void>;
  const printing = console as unknown as Record<string, (...args: unknown[]) => void>;
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    printing[method] = (...args: unknown[]) => {
      wording[method](...args);
      const text = written.replace(/\n$/, '');
      written = '';
      if (text) log[level]({ source: 'console' }, text);
    };
  }
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error & { code?: string }) => log.warn({ source: 'node', warning: warning.name, code: warning.code }, warning.message));
  process.on('uncaughtException', (err: unknown, origin) => {
    log.fatal({ err, origin }, `stopping on an error nothing handled: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}

/**
 * A process that could not start (a build missing, its port taken) says why in its log's format, as each of its other
 * lines, and exits 1. A configuration error is said before: the log's format may be what is wrong (settings.ts).
 */
export async function exitOnStartFailure(format: LogFormat, e: unknown): Promise<never> {
  const log = pino({ level: 'info' }, await logStream(format));
  log.fatal(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
