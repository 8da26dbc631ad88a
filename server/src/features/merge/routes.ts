/**
 * SPEC §7 merge calls: GET /api/download/start-merge, GET /api/download/status/{taskId},
 * HEAD and GET /api/download/file/{taskId}.
 */
import path from 'node:path';
import { START_MERGE_PATH } from '@dl/contract';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../env';
import { HttpError } from '../../errors';
import { enforce } from '../../services/rateLimit';
import { cleanGivenFilename } from '@dl/contract';
import { sendTaskFile } from './fileResponse';
import { ClusterMergeManager, MergeWorker } from './cluster';
import { LocalMergeManager } from './mergeManager';
import { viewOf, type MergeManager } from './task';
import { DbTaskStore } from './taskStore';

declare module 'fastify' {
  interface FastifyInstance {
    merges: MergeManager;
  }
}

const TASK_ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } as const;
const FORMAT_ID = { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_.+-]*$' } as const;
export const TASK_GONE = 'Task not found or expired';

export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const log = (obj: Record<string, unknown>, msg: string) => app.log.info(obj, msg);
    const diskBudgetBytes = config.mediaDiskBudgetMb * 1024 * 1024;
    const proxyUrl = () => app.egressProxy.start();
    let manager: MergeManager;
    if (app.redis) {
      // One of several instances: merges go through the queue; the records in the database are the truth.
      if (!app.hasDecorator('db')) throw new Error('Merges in a cluster (REDIS_URL) need the database for their task records.');
      const store = new DbTaskStore(app.db);
      const common = { redis: app.redis, store, mediaDir: config.mediaDir, retentionSeconds: config.fileRetentionSeconds, timeoutSeconds: config.mergeTimeoutSeconds, diskBudgetBytes, log };
      manager = new ClusterMergeManager({ ...common, queueLimit: config.mergeQueueLimit });
      if (config.mergeWorkerInApi) {
        const worker = new MergeWorker({ ...common, ffmpegPath: config.ffmpegPath, proxyUrl, fetcher: app.fetcher, concurrency: config.mergeConcurrency, lockSeconds: config.mergeJobLockSeconds });
        await worker.ready();
        app.addHook('preClose', async () => worker.stop(config.mergeShutdownGraceSeconds * 1000));
      }
    } else {
      const local = new LocalMergeManager({
        mediaDir: config.mediaDir,
        ffmpegPath: config.ffmpegPath,
        concurrency: config.mergeConcurrency,
        queueLimit: config.mergeQueueLimit,
        retentionSeconds: config.fileRetentionSeconds,
        timeoutSeconds: config.mergeTimeoutSeconds,
        diskBudgetBytes,
        proxyUrl,
        fetcher: app.fetcher,
        log,
        // With the database (the whole server), task ids survive a restart; the feature tests run without it.
        store: app.hasDecorator('db') ? new DbTaskStore(app.db) : undefined,
      });
      const restored = await local.restore();
      if (restored.failed || restored.restored) app.log.info(restored, 'merge tasks restored');
      manager = local;
    }
    app.decorate('merges', manager);
    const startLimiter = app.limiter('merge-start', config.mergeStartsPerMinute, 60_000);
    app.addHook('onClose', async () => manager.close());
    app.log.info(`merged files are kept in ${path.resolve(config.mediaDir)}`);

    app.get<{ Querystring: { task_id: string; video_format_id?: string; audio_format_id?: string } }>(
      START_MERGE_PATH,
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['task_id'],
            properties: { task_id: TASK_ID, video_format_id: FORMAT_ID, audio_format_id: FORMAT_ID },
          },
          response: { 200: { type: 'object', required: ['task_id'], properties: { task_id: { type: 'string' }, status: { type: 'string' } } } },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const q = req.query;
        const extraction = await app.extract.getExtraction(q.task_id);
        // Refuse sources the egress policy forbids (scheme, private or loopback address) with a clear 400 now,
        // rather than a task that fails later; the egress proxy still checks every request ffmpeg makes.
        for (const id of [q.video_format_id, q.audio_format_id]) {
          const source = id ? extraction?.info.formats.find((f) => f.format_id === id) : undefined;
          if (!source) continue;
          try {
            await app.fetcher.guard.check(app.fetcher.guard.parseUrl(source.url));
          } catch (err) {
            if (err instanceof HttpError && err.statusCode === 400) throw err;
          }
        }
        // One client cannot fill the merge queue and the disk budget for everyone (refused requests do not count).
        await enforce(startLimiter, req.ip, 'Too many videos started at once. Please wait a minute and try again.', 'merge.throttled');
        const task = await manager.start(extraction, q.video_format_id || null, q.audio_format_id || null);
        return { task_id: task.id, status: task.status };
      },
    );

    app.get<{ Params: { taskId: string } }>(
      '/api/download/status/:taskId',
      { schema: { params: { type: 'object', properties: { taskId: TASK_ID } } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const task = await manager.get(req.params.taskId);
        if (!task) throw new HttpError(404, TASK_GONE, 'merge.not_found');
        return viewOf(task);
      },
    );

    app.get<{ Params: { taskId: string }; Querystring: { name?: string } }>(
      '/api/download/file/:taskId',
      {
        config: { servesFiles: true },
        schema: {
          params: { type: 'object', properties: { taskId: TASK_ID } },
          // The name the browser saves the file under (the preview page's filename pattern), cleaned.
          querystring: { type: 'object', properties: { name: { type: 'string', maxLength: 300 } } },
        },
      },
      async (req, reply) => {
        const task = await manager.get(req.params.taskId);
        if (!task || task.status === 'error') throw new HttpError(404, 'This file has expired and is no longer available for download.', 'merge.file_gone');
        return sendTaskFile(req, reply, manager, task, req.query.name?.trim() ? cleanGivenFilename(req.query.name, task.platform) : task.filename);
      },
    );
  },
  { name: 'merge', dependencies: ['extract', 'fetch', 'cluster'] },
);
