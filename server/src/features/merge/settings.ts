/**
 * The merges' settings: ffmpeg, the merged files' folder, retention and disk budget, the queue and its bounds, the
 * cluster's workers and the longest clips (server/src/infra/settings.ts says how settings are read).
 */
import path from 'node:path';
import { dataDirOf } from '../../infra/serverSettings';
import { integer, oneOf, optional, settings, text, tierPairs } from '../../infra/settings';

/** The longest clip per tier, in seconds; null: no limit. */
export interface ClipLimits {
  visitor: number | null;
  tiers: Record<string, number | null>;
  other: number | null;
}

const CLIP_MAX_DEFAULT = 'visitor=300,free=900,*=3600';

/** CLIP_MAX_SECONDS: `name=seconds` pairs, comma separated; a tier the list leaves out falls back to the default's. */
function clipMaxSeconds(raw: string): ClipLimits {
  const given = new Map([...tierPairs('CLIP_MAX_SECONDS', CLIP_MAX_DEFAULT, raw, 'seconds', ' (0: no limit)')].map(([name, seconds]) => [name, seconds === 0 ? null : seconds]));
  const tiers: Record<string, number | null> = {};
  for (const [name, seconds] of given) if (name !== 'visitor' && name !== '*') tiers[name] = seconds;
  return { visitor: given.get('visitor') ?? null, tiers, other: given.get('*') ?? null };
}

/** The longest clip a caller of this tier may cut (tier null: a visitor); null: no limit. */
export function clipLimitOf(limits: ClipLimits, tier: string | null): number | null {
  if (tier === null) return limits.visitor;
  return Object.prototype.hasOwnProperty.call(limits.tiers, tier) ? limits.tiers[tier] : limits.other;
}

const FILES = {
  FFMPEG_PATH: text('ffmpeg', { description: 'The ffmpeg program.' }),
  MEDIA_DIR: optional(
    text(undefined, {
      docDefault: '`<DATA_DIR>/media`',
      description: 'Folder of merged files; in a cluster a folder every instance and worker mounts (NFS, a shared volume).',
    }),
  ),
  FILE_RETENTION_SECONDS: integer(3600, 10, 7 * 24 * 3600, {
    description: 'How long merged files are kept; reported by `GET /api/config` as `file_retention_seconds`.',
  }),
  MEDIA_DISK_BUDGET_MB: integer(10_240, 1, 10_000_000, {
    description:
      'Disk space merged files may use together (finished and being written, on every instance sharing `MEDIA_DIR`); new merges are refused with a clear message beyond it, and of merges running at once that together outgrow it, the last started stops with the same message.',
  }),
};

const QUEUE = {
  MERGE_CONCURRENCY: integer(2, 1, 64, { description: 'ffmpeg merges running at once.' }),
  MERGE_QUEUE_LIMIT: integer(20, 0, 10_000, { description: 'Merges allowed to wait; beyond it 429.' }),
  MERGE_STARTS_PER_MINUTE: integer(20, 1, 100_000, { description: 'Merges one client IP may start per minute; beyond it 429 with `Retry-After`.' }),
  MERGE_TIMEOUT_SECONDS: integer(1800, 5, 6 * 3600, { description: 'Time limit of one merge.' }),
  MERGE_WORKER_IN_API: oneOf(['0', '1'], '1', {
    description: 'With `REDIS_URL`: `1` the API process also runs merge jobs (`MERGE_CONCURRENCY` at once); `0` an API-only instance (merges run in `npm run worker`).',
  }),
  MERGE_JOB_LOCK_SECONDS: integer(30, 1, 600, {
    description:
      'With `REDIS_URL`: a merge whose worker stopped renewing its job lock for this long (it died) is taken over by another worker, once; a second loss ends the task with "The server was restarted during processing. Please try again."',
  }),
  CLIP_MAX_SECONDS: text(CLIP_MAX_DEFAULT, {
    trim: true,
    description:
      "The longest clip per tier, as `tier=seconds` pairs: `visitor` for callers not signed in, a tier's name (`free`, `pro`, …) for its accounts, `*` for every other tier; `0` means no limit, and a tier left out keeps its default.",
  }),
};

export const mergeSettings = settings({
  properties: { ...FILES, ...QUEUE },
  read: (v, env) => ({
    ffmpegPath: v.FFMPEG_PATH,
    /** Folder of merged files; several instances may share it. */
    mediaDir: path.resolve(v.MEDIA_DIR ?? path.join(dataDirOf(env), 'media')),
    fileRetentionSeconds: v.FILE_RETENTION_SECONDS,
    mediaDiskBudgetMb: v.MEDIA_DISK_BUDGET_MB,
    mergeConcurrency: v.MERGE_CONCURRENCY,
    mergeQueueLimit: v.MERGE_QUEUE_LIMIT,
    mergeStartsPerMinute: v.MERGE_STARTS_PER_MINUTE,
    mergeTimeoutSeconds: v.MERGE_TIMEOUT_SECONDS,
    mergeWorkerInApi: v.MERGE_WORKER_IN_API === '1',
    mergeJobLockSeconds: v.MERGE_JOB_LOCK_SECONDS,
    /** The longest clip in seconds per tier: `visitor`, a tier's name, `*` for every other tier. */
    clipMaxSeconds: clipMaxSeconds(v.CLIP_MAX_SECONDS),
  }),
});

export type MergeSettings = ReturnType<typeof mergeSettings.read>;
