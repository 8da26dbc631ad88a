import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../errors';

/** One error handler: 4xx with the human text for bad input, 5xx without internals, never a stack. */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
      if (err instanceof HttpError) {
        reply.headers(err.headers);
        return reply.code(err.statusCode).send({ error: err.message, code: err.code });
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
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
    });
  },
  { name: 'errors' },
);
