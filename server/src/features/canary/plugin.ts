/**
 * The canary feature: decorates the app with `canary` (features/canary/canary.ts), runs its schedule while the
 * server runs (stopped, with its round, when the server closes), counts the visitors' own extractions
 * (./traffic.ts) and answers GET /api/status, the public live status of every platform (contract/src/platformStatus.ts) that the /status page and the URL form read.
 */
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { STATUS_API_PATH } from '@dl/contract';
import { KEY_REFUSED, PUBLIC, errorReplies, named } from '../../shared/schemas';
import type { CanarySettings } from './settings';
import { Canary } from './canary';
import { CanaryStore } from './store';
import { MemoryTrafficStore, RedisTrafficStore, Traffic, visitorCounter } from './traffic';

declare module 'fastify' {
  interface FastifyInstance {
    canary: Canary;
  }
}

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const TrafficWindowReply = Type.Object({
  counted: Type.Integer(),
  succeeded: Type.Integer(),
  enough: Type.Boolean(),
  success_share: Type.Union([Type.Number(), Type.Null()]),
  median_ms: Type.Union([Type.Integer(), Type.Null()]),
});
const StatusReply = named(
  'StatusReport',
  Type.Object(
  {
  generated_at: Type.String({ format: 'date-time' }),
  platforms: Type.Array(
    Type.Object({
      id: Type.String(),
      state: Type.Union([Type.Literal('working'), Type.Literal('degraded'), Type.Literal('failing'), Type.Literal('unknown')]),
      since: Nullable(Type.String({ format: 'date-time' })),
      median_ms: Type.Union([Type.Integer(), Type.Null()]),
      last_checked: Nullable(Type.String({ format: 'date-time' })),
      checks_24h: Type.Integer(),
      failures_24h: Type.Integer(),
      traffic: Type.Object({
        hour: TrafficWindowReply,
        day: TrafficWindowReply,
        last_success: Nullable(Type.String({ format: 'date-time' })),
        last_failure: Nullable(Type.String({ format: 'date-time' })),
      }),
    }),
  ),
  },
  { description: 'The live status of every enabled platform (`contract/src/platformStatus.ts`).' },
  ),
);

export interface CanaryPluginOptions {
  config: CanarySettings;
  /** Tests: the records' clock, and whether the schedule starts with the server (default: it does). */
  now?: () => number;
  schedule?: boolean;
}

export default fp<CanaryPluginOptions>(
  async (app, { config, now, schedule = true }) => {
    // The visitors' own extractions, by platform (./traffic.ts): counted by every instance, in Redis in a cluster.
    const traffic = new Traffic(app.redis ? new RedisTrafficStore(app.redis) : new MemoryTrafficStore(), now);
    app.extract.observe(visitorCounter(traffic, (err) => app.log.warn({ feature: 'status', err: err.message }, 'an extraction was not counted')));
    const canary = new Canary({
      traffic,
      store: new CanaryStore(app.db),
      links: config.canaryLinks,
      intervalMs: config.canaryIntervalSeconds * 1000,
      extract: (url) => app.extract.extractUncached(url),
      redis: app.redis,
      log: app.log,
      now,
    });
    app.decorate('canary', canary);
    if (canary.enabled) app.log.info({ feature: 'canary' }, `canary: ${config.canaryLinks.map((l) => l.platform).join(', ')} every ${config.canaryIntervalSeconds} s`);
    if (schedule) app.addHook('onReady', async () => canary.start());
    // Before the extraction service's engine and the database close (registered after them): the round ends first.
    app.addHook('onClose', async () => canary.close());

    app.addSchema(StatusReply.schema);
    // It takes no input and no credentials: its one 4xx is a wrong API key's, sent all the same.
    const statusSchema = {
      operationId: 'getPlatformStatus',
      summary: "The live status of every platform, from the canary's extractions and the visitors' own of the last 24 hours",
      security: PUBLIC,
      response: { 200: StatusReply.ref, ...errorReplies(KEY_REFUSED) },
    };
    app.get(STATUS_API_PATH, { schema: statusSchema }, async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return canary.status();
    });
  },
  { name: 'canary', dependencies: ['db', 'extract', 'cluster'] },
);
