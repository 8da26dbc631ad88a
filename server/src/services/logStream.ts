/**
 * Where a server process writes its log: pino's JSON lines (production, files, log collectors), or, with
 * LOG_FORMAT=pretty (the default when the output is a terminal, and under `npm run dev`), one readable line per
 * entry through pino-pretty: time, level, message and the fields. Both are written synchronously, so nothing is
 * lost when the process exits.
 */
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/** The destination for pino's `stream` (Fastify's `logger.stream`); undefined: pino's own JSON to stdout. */
export function logStream(format: LogFormat): DestinationStream | undefined {
  if (format === 'json') return undefined;
  return pretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
}
