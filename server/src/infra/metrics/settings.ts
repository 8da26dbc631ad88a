/** The metrics' settings (server/src/infra/settings.ts says how settings are read). */
import net from 'node:net';
import { ConfigError, operationsLink, settings, text } from '../settings';

/** Where METRICS_LISTEN says to serve the metrics: `host:port`, `[ipv6]:port`, or a port alone (on 127.0.0.1). */
export interface MetricsAddress {
  host: string;
  port: number;
}

function metricsListen(raw: string): MetricsAddress | null {
  if (!raw) return null;
  const m = /^(?:(\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):)?(\d{1,5})$/.exec(raw);
  const host = m?.[1]?.replace(/^\[|\]$/g, '') ?? '127.0.0.1';
  const port = Number(m?.[2]);
  if (!m || port < 1 || port > 65535 || (m[1]?.startsWith('[') && net.isIPv6(host) === false)) {
    throw new ConfigError(`METRICS_LISTEN must be host:port, [IPv6]:port or a port (such as 127.0.0.1:9464), got "${raw}"`);
  }
  return { host, port };
}

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
    METRICS_LISTEN: text('', {
      trim: true,
      docDefault: 'empty',
      description:
        "A second address on which a process serves its metrics alone, at `/metrics` (`127.0.0.1:9464`, `[::1]:9464`, or a port alone on 127.0.0.1): for a scraper on a private network, no token asked unless `METRICS_TOKEN` is set. The merge workers (`npm run worker`), which serve no HTTP, serve theirs only there. Empty: none.",
    }),
  },
  read: (v) => ({
    /** The bearer token of GET /metrics; empty: the route is not served. */
    metricsToken: v.METRICS_TOKEN,
    /** The address of the metrics alone, or null. */
    metricsListen: metricsListen(v.METRICS_LISTEN),
  }),
});

export type MetricsSettings = ReturnType<typeof metricsSettings.read>;
