/**
 * SPEC §7 merge calls: GET /api/download/start-merge, GET /api/download/status/{taskId},
 * HEAD and GET /api/download/file/{taskId}.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { START_MERGE_PATH } from '@dl/contract';
import type { FastifyRequest } from 'fastify';
import type { ClipLimits } from './settings';
import { HttpError } from '../../infra/errors';
import { OPTIONAL_API_KEY, PUBLIC, errorReplies, fileReply } from '../../shared/schemas';
import { MergeStatusReply, MergeTaskReply } from './schemas';
import type { MediaLinkSigner } from '../media-proxy';
import { registerClipRoutes } from './clipRoutes';
import { StartMergeQuerystring, TaskId, formatsRequestOf } from './mergeRequest';
import { enforceClient } from '../../infra/rateLimit';
import { oneCallRoute } from './oneCallRoute';
import { sendTaskFile } from './fileResponse';
import { MERGE_TEXT, viewOf, type MergeManager } from './task';

// A path parameter is always there; the schema checks its form.
const TaskParams = Type.Object({ taskId: Type.Optional(TaskId) });
// The name the browser saves the file under (the preview page's filename pattern): its stem, cleaned (taskFilename).
const FileQuerystring = Type.Object({ name: Type.Optional(Type.String({ maxLength: 300 })) });

export const TASK_GONE = 'Task not found or expired';

export interface MergeRouteOptions {
  manager: MergeManager;
  startsPerMinute: number;
  /** Verifies the signed links a clip may be cut from. */
  signer: MediaLinkSigner;
  clipLimits: ClipLimits;
}

export const mergeRoutes: FastifyPluginAsyncTypebox<MergeRouteOptions> = async (app, { manager, startsPerMinute, signer, clipLimits }) => {
  const startLimiter = app.limiter('merge-start', startsPerMinute, 60_000);
  // One client cannot fill the merge queue and the disk budget for everyone (refused requests do not count).
  const enforceStarts = (req: FastifyRequest) => enforceClient(req, startLimiter, 'Too many videos started at once. Please wait a minute and try again.', 'merge.throttled');
  registerClipRoutes(app, { manager, signer, limits: clipLimits, enforceStarts });
  await app.register(oneCallRoute, { manager, enforceStarts });

  const startMergeSchema = {
    operationId: 'startMerge',
    summary: 'Starts (or joins) the merge of a video and an audio format of an extraction, or the conversion of an audio format',
    security: OPTIONAL_API_KEY,
    querystring: StartMergeQuerystring,
    response: { 200: MergeTaskReply.ref, ...errorReplies('400 an invalid request or formats that do not go together, 401 a wrong or revoked API key (`api_key.invalid`), 403 a bot check is required first (`challenge.required`), 404 or 410 an extraction that is gone, 429 too many started at once') },
  };
  app.get(START_MERGE_PATH, { schema: startMergeSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    await app.requirePass(req);
    const request = await formatsRequestOf(app, req.query);
    // Refused requests do not count against the client's starts.
    await enforceStarts(req);
    const task = await manager.start(request);
    return { task_id: task.id, status: task.status };
  });

  const statusSchema = {
    operationId: 'getMergeStatus',
    summary: 'A merge’s status and progress',
    security: PUBLIC,
    params: TaskParams,
    response: { 200: MergeStatusReply.ref, ...errorReplies('400 not a task id, 404 no such task (or it expired)') },
  };
  app.get('/api/download/status/:taskId', { schema: statusSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const task = await manager.get(req.params.taskId!);
    if (!task) throw new HttpError(404, TASK_GONE, 'merge.not_found');
    return viewOf(task);
  });

  const fileSchema = {
    operationId: 'downloadMergedFile',
    summary: 'A merged file (streamed while it is written, Range once it is complete)',
    security: PUBLIC,
    params: TaskParams,
    querystring: FileQuerystring,
    response: {
      200: fileReply('The file (MP4, WebM, MP3, M4A, …)', ['video/*', 'audio/*']),
      206: fileReply('The part of the complete file the `Range` header asked for', ['video/*', 'audio/*']),
      ...errorReplies('400 not a task id, 404 no such file (expired, or the merge failed), 416 a range outside the file'),
    },
  };
  app.get('/api/download/file/:taskId', { config: { servesFiles: true }, schema: fileSchema }, async (req, reply) => {
    const task = await manager.get(req.params.taskId!);
    if (!task || task.status === 'error') throw new HttpError(404, MERGE_TEXT.fileGone, 'merge.file_gone');
    return sendTaskFile(req, reply, manager, task, req.query.name);
  });
};
