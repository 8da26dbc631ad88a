import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
