/**
 * The instance's metrics (issue #51): one prom-client registry per server (tests build many in a process), Node's
 * process metrics, and the instruments the features feed through `app.metrics`. GET /metrics serves them in
 * Prometheus's text format to a scraper holding METRICS_TOKEN (./plugin.ts).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsAddress } from './settings';

/** Seconds: from a cached answer (milliseconds) to a long engine run or merge (minutes). */
const SECONDS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** How an extraction ended: `success`, or the code of the error its client got (`extract.private`, …). */
export interface ExtractionFacts {
  /** The platform's name as detected (`YouTube`). */
  platform: string;
  /** A visitor's link (or an item of a list a visitor asked for), or the server's own canary. */
  source: 'visitor' | 'canary';
  extractor: 'native' | 'engine';
  outcome: string;
  seconds: number;
}

/** How a merge, a conversion or a clip ended. */
export interface MergeFacts {
  kind: string;
  outcome: 'complete' | 'error';
  seconds: number;
}

/**
 * The instance's instruments. `served`: the metrics are scraped (METRICS_TOKEN set), so Node's process metrics are
 * collected too (their event-loop and GC observers run only then).
 */
export function createMetrics({ served }: { served: boolean }) {
  const registry = new Registry();
  if (served) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const extractions = new Counter({ name: 'mediagrab_extractions_total', help: 'Extractions by platform, extractor (native or engine) and outcome (success or the error code).', labelNames: ['platform', 'extractor', 'outcome'], registers });
  const extractionSeconds = new Histogram({ name: 'mediagrab_extraction_duration_seconds', help: 'Time an extraction took, cached answers excluded.', labelNames: ['platform', 'extractor', 'outcome'], buckets: SECONDS, registers });
  const merges = new Counter({ name: 'mediagrab_merges_total', help: 'Merges, conversions and clips that ended, by kind and outcome.', labelNames: ['kind', 'outcome'], registers });
  const mergeSeconds = new Histogram({ name: 'mediagrab_merge_duration_seconds', help: 'Time from a merge task starting to its end, by kind and outcome.', labelNames: ['kind', 'outcome'], buckets: SECONDS, registers });
  const requests = new Counter({ name: 'mediagrab_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers });
  const requestSeconds = new Histogram({ name: 'mediagrab_http_request_duration_seconds', help: 'Time to answer an HTTP request (a streamed body to its end), by method and route pattern.', labelNames: ['method', 'route'], buckets: SECONDS, registers });
  const bytesSent = new Counter({ name: 'mediagrab_http_response_bytes_total', help: 'Bytes sent in answers (headers and body), by route pattern: the media proxy and the file routes are the streamed ones.', labelNames: ['route'], registers });
  const engineExits = new Counter({ name: 'mediagrab_engine_worker_exits_total', help: "The engine's warm workers that went: retired (their jobs or memory done, idle) or replaced (crashed, timed out, aborted).", labelNames: ['event'], registers });
  const refusals = new Counter({ name: 'mediagrab_refusals_total', help: 'Requests refused for their client, by route pattern and reason: rate_limit (429), api_key (a wrong or revoked API key, 401), challenge (a costly call without a pass where the domain asks for the bot check, 403).', labelNames: ['route', 'reason'], registers });
  /** A gauge read at each scrape (`read` gives its value: a queue's length, a pool's workers). */
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(await read());
      },
    });
  /** A gauge of several series by one label, read at each scrape (`read` gives each label value's number). */
  const gauges = (name: string, help: string, label: string, read: () => Record<string, number>) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers,
      collect() {
        for (const [value, n] of Object.entries(read())) this.set({ [label]: value }, n);
      },
    });
  return {
    registry,
    requests,
    requestSeconds,
    bytesSent,
    refusals,
    /** Counts an extraction that ran (an answer from the cache is none). */
    extracted({ platform, extractor, outcome, seconds }: ExtractionFacts): void {
      extractions.inc({ platform, extractor, outcome });
      extractionSeconds.observe({ platform, extractor, outcome }, seconds);
    },
    /** Counts an engine worker that went (`retired` or `replaced`). */
    engineWorkerExited(event: 'retired' | 'replaced'): void {
      engineExits.inc({ event });
    },
    /** Counts a merge task that ended. */
    merged({ kind, outcome, seconds }: MergeFacts): void {
      merges.inc({ kind, outcome });
      mergeSeconds.observe({ kind, outcome }, seconds);
    },
    /** The merge queue as an API instance sees it (in a cluster, the whole queue's), read at each scrape. */
    watchMergeQueue(counts: () => Promise<{ running: number; queued: number }>): void {
      gauge('mediagrab_merges_running', 'Merge tasks running (conversions and clips included).', async () => (await counts()).running);
      gauge('mediagrab_merges_queued', 'Merge tasks waiting for a free slot.', async () => (await counts()).queued);
    },
    /** A merge worker's own merges running now. */
    watchWorker(running: () => number): void {
      gauge('mediagrab_merges_running', 'Merge tasks this worker is running.', running);
    },
    /** The extractions running and waiting for a slot (EXTRACT_CONCURRENCY, EXTRACT_QUEUE_LIMIT). */
    watchExtractionSlots(stats: () => { running: number; waiting: number }): void {
      gauges('mediagrab_extractions_in_progress', 'Extractions by state: running, or waiting for a free slot.', 'state', () => {
        const { running, waiting } = stats();
        return { running, waiting };
      });
    },
    /** The engine's warm workers, busy or idle, and the extractions waiting for one. */
    watchEngine(stats: () => { busy: number; idle: number; waiting: number }): void {
      gauges('mediagrab_engine_workers', "The engine's warm workers, by state: busy (extracting) or idle.", 'state', () => {
        const { busy, idle } = stats();
        return { busy, idle };
      });
      gauge('mediagrab_engine_waiting', 'Extractions waiting for an engine worker.', () => stats().waiting);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics (server/src/infra/metrics). */
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** Why the request was refused for its client, when not over a rate limit: the `reason` of the refusals counted. */
    refusal: 'api_key' | 'challenge' | null;
  }
}

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function holdsToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

/**
 * Serves `metrics` alone on METRICS_LISTEN's address: `GET /metrics` (with the bearer token when `token` is set), 404
 * for anything else. Resolves once it listens; the server it returns is closed by the caller.
 */
export async function serveMetrics(metrics: Metrics, { host, port }: MetricsAddress, token: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics' || (token && !holdsToken(req.headers.authorization, token))) {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}
