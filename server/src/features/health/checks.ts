/**
 * What readiness means for one instance: each part it needs, checked, with what is wrong in words when it fails
 * (never a secret: no URL with credentials, no stack).
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { EngineLocation } from '../extract';
import type { MergeSettings } from '../merge';

/** What the readiness checks look at: the programs and the merged files' folder. */
export type HealthConfig = Pick<EngineLocation, 'denoPath' | 'ytdlpPath'> & Pick<MergeSettings, 'ffmpegPath' | 'mediaDir' | 'mediaDiskBudgetMb'>;
import { findProgram } from '../../infra/programs';
import { redisWhere } from '../../infra/redis';
import { diskUsed } from '../merge';

/** Null when the part is ready, otherwise why not. */
export type Check = () => Promise<string | null>;

const MB = 1024 * 1024;

export function readinessChecks(app: FastifyInstance, config: HealthConfig): Record<string, Check> {
  const program = (what: string, file: string): Check => async () => (findProgram(file) ? null : `${what} not found (${file})`);
  const checks: Record<string, Check> = {
    database: async () => {
      await sql`select 1`.execute(app.db);
      return null;
    },
    engine: program('the extraction engine', config.ytdlpPath),
    ffmpeg: program('ffmpeg', config.ffmpegPath),
    media_disk: async () => {
      const used = diskUsed(config.mediaDir);
      const budget = config.mediaDiskBudgetMb * MB;
      return used >= budget ? `the media disk budget is used up (${Math.round(used / MB)} of ${config.mediaDiskBudgetMb} MB)` : null;
    },
  };
  if (config.denoPath) checks.engine_runtime = program("the engine's JavaScript runtime", config.denoPath);
  // The canary (features/canary) counts only when every platform it watches fails: the server's own egress is then
  // the likelier cause than the platforms. One failing platform leaves the instance ready.
  if (app.hasDecorator('canary') && app.canary.enabled) {
    const canary = app.canary;
    checks.canary = async () => {
      const failing = await canary.allFailing();
      return failing ? `every platform's canary extraction fails (${failing.join(', ')})` : null;
    };
  }
  if (app.redis) {
    const redis = app.redis;
    checks.redis = async () => ((await redis.client.ping()) === 'PONG' ? null : `Redis at ${redisWhere(redis.url)} did not answer PONG`);
  }
  return checks;
}
