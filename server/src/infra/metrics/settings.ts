/** The metrics' settings (server/src/infra/settings.ts says how settings are read). */
import { operationsLink, settings, text } from '../settings';

export const metricsSettings = settings({
  properties: {
    METRICS_TOKEN: text('', {
      trim: true,
      docDefault: 'empty (no metrics)',
      pattern: '^$|^\\S{16,}$',
      errorMessage: 'METRICS_TOKEN must be at least 16 characters without spaces (or empty: no metrics)',
      description:
        "Serves the instance's metrics in Prometheus's text format at `GET /metrics` to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>` (anyone else gets 404): extractions by platform, extractor and outcome with their durations, merges and conversions by outcome with their durations and the queue, requests by route and status with their durations and bytes sent, refusals, and Node's process metrics. Empty: no metrics. See " +
        operationsLink('Metrics', 'metrics') +
        '.',
    }),
  },
  read: (v) => ({
    /** The bearer token of GET /metrics; empty: the route is not served. */
    metricsToken: v.METRICS_TOKEN,
  }),
});

export type MetricsSettings = ReturnType<typeof metricsSettings.read>;
