/** SPEC §7 /api/auth/download-history: a signed-in user's downloads, listed, added and cleared. */
import { BEARER, jsonReply } from '../../shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../infra/errors';
import { HistoryItemBody, HistoryQuerystring, MessageReply, SIGNED_OUT, accountErrors } from './schemas';

export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/download-history', { preHandler: app.requireUser, schema: { operationId: 'listDownloadHistory', summary: 'The signed-in user’s download history: paged, sorted, filtered', security: BEARER, querystring: HistoryQuerystring, response: { 200: jsonReply('One page of the history, and the paging'), ...accountErrors(`400 an invalid query, ${SIGNED_OUT}`) } } }, async (req) => {
    const q = req.query;
    // Ajv's coercion lets "1e400" through as Infinity: only whole numbers reach the database.
    if (!Number.isSafeInteger(q.page ?? 1) || !Number.isSafeInteger(q.limit ?? 20)) {
      throw new HttpError(400, 'Invalid request: querystring.page and limit must be whole numbers', 'request.invalid');
    }
    return app.history.list(req.account!.row.id, {
      page: q.page ?? 1,
      limit: q.limit ?? 20,
      sort: q.sort ?? 'date',
      order: q.order ?? 'desc',
      platform: q.platform || undefined,
      format: q.format || undefined,
      status: q.status || undefined,
    });
  });

  app.delete('/api/auth/download-history', { preHandler: app.requireUser, schema: { operationId: 'clearDownloadHistory', summary: 'Clears the download history', security: BEARER, response: { 200: MessageReply.ref, ...accountErrors(SIGNED_OUT) } } }, async (req) => {
    const removed = await app.history.clear(req.account!.row.id);
    return { message: `Download history cleared (${removed} item${removed === 1 ? '' : 's'}).` };
  });

  app.post('/api/auth/download-history', { preHandler: app.requireUser, schema: { operationId: 'addDownloadHistoryItem', summary: 'Records a download in the history (and counts it towards the daily limit)', security: BEARER, body: HistoryItemBody, response: { 201: jsonReply('`{ "id": … }`: recorded'), 202: jsonReply('`{ "id": null, "message": … }`: counted, not recorded (history is turned off in the preferences)'), ...accountErrors(`400 an invalid request (a body that is not JSON too), ${SIGNED_OUT}, 429 the daily download limit reached`) } } }, async (req, reply) => {
    const id = await app.history.recordDownload(req.account!.row, { ...req.body, quality: req.body.quality ?? null, file_size: req.body.file_size ?? null, thumbnail_url: req.body.thumbnail_url ?? null });
    if (id === null) return reply.code(202).send({ id: null, message: 'History is turned off in your preferences.' });
    return reply.code(201).send({ id });
  });
};
