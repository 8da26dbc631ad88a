import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from './errors';
import { ErrorBody } from '../shared/schemas';

export const DB_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * Whether an error means the database cannot be reached right now (connection refused or cut, the database
 * shutting down or refusing connections, SQLite busy or unable to open its file), or cannot answer in time (a
 * statement cancelled by the statement or lock timeout while another connection holds a lock), rather than a bug.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  // PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention), 53300 (too many
  // connections), 3D000 (no such database), 55000 with "does not allow connections".
  // 57014 (query_canceled: statement_timeout) and 55P03 (lock_not_available: lock_timeout), see db/connect.ts.
  if (/^(08...|57P0[1-4]|53300|3D000|57014|55P03)$/.test(code)) return true;
  if (code === '55000' && /not (?:currently )?accepting connections|does not allow connections/i.test(message)) return true;
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|SQLITE_BUSY(?:_[A-Z]+)?|SQLITE_CANTOPEN|SQLITE_IOERR.*|SQLITE_FULL)$/.test(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection (?:is )?(?:closed|terminated)|does not allow connections/i.test(message);
}

/**
 * Whether an error means Redis (REDIS_URL: rate limits, the extraction cache, the merge queue) cannot be reached
 * right now: ioredis gave up retrying a command, or its connection is closed.
 */
export function isRedisUnavailable(err: unknown): boolean {
  const e = err as { name?: unknown; message?: unknown } | null;
  if (e?.name === 'MaxRetriesPerRequestError') return true;
  return typeof e?.message === 'string' && /max retries per request limit|^Connection is closed\.?$|Stream isn't writeable/i.test(e.message);
}

/** One error handler: 4xx with the human text for bad input, 5xx without internals, never a stack. */
export default fp(
  async (app) => {
    // The shape of every error answer below, named for the routes' schemas and the API's description.
    app.addSchema(ErrorBody.schema);
    app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
      if (err instanceof HttpError) {
        reply.headers(err.headers);
        return reply.code(err.statusCode).send({ ...err.extra, error: err.message, code: err.code });
      }
      const fe = err as FastifyError;
      if (fe.validation) {
        const first = fe.validation[0];
        const where = first?.instancePath ? `${fe.validationContext ?? 'body'}${first.instancePath.replace(/\//g, '.')}` : fe.validationContext ?? 'request';
        return reply.code(400).send({ error: `Invalid request: ${where} ${first?.message ?? 'is invalid'}`, code: 'request.invalid' });
      }
      const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
      if (status < 500) {
        const message = fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large.'
          : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type.'
          : fe.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError ? 'Request body is not valid JSON.'
          : fe.message;
        return reply.code(status).send({ error: message, code: 'request.invalid' });
      }
      const redisDown = isRedisUnavailable(err);
      if (redisDown || isDatabaseUnavailable(err)) {
        req.log.warn({ err: (err as Error).message }, redisDown ? 'redis unavailable' : 'database unavailable');
        return reply.code(503).header('retry-after', '5').send({ error: DB_UNAVAILABLE, code: 'service.unavailable' });
      }
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
    });
  },
  { name: 'errors' },
);
