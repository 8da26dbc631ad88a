/**
 * Where a server process writes its log: pino's JSON lines (production, files, log collectors), or, with
 * LOG_FORMAT=pretty (the default when the output is a terminal, and under `npm run dev`), one readable line per
 * entry through pino-pretty: time, level, message and the fields. Both are written synchronously, so nothing is
 * lost when the process exits.
 */
import type { DestinationStream } from 'pino';

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
