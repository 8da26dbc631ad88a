/**
 * Issue #51, point 3: the instance's metrics in Prometheus's text format, on the real server (buildApp, real yt-dlp and
 * ffmpeg), scraped by a real Prometheus (Debian's, server/test/prometheus.ts) through METRICS_TOKEN. After a
 * visitor's journey (extract, merge, download, a link that fails, one extraction too many) the counters a dashboard
 * and its alerts read have moved, with the labels they group by.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { freePort } from '../../test/processes';
import { promtoolPath, startPrometheus, type TestPrometheus } from '../../test/prometheus';
import { buildRealApp } from '../../test/support';

jest.setTimeout(120_000);

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN, nor for a scraper without the token', async () => {
    const off = await buildRealApp();
    const on = await buildRealApp({ METRICS_TOKEN: TOKEN });
    try {
      const unknown = await off.inject('/no-such-page');
      for (const res of [
        await off.inject('/metrics'),
        await off.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }),
        await on.inject('/metrics'),
        await on.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      }
      const res = await on.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(res.body).toContain('# TYPE mediagrab_extractions_total counter');
    } finally {
      await off.close();
      await on.close();
    }
  });

  it('refuses a token shorter than 16 characters or an address that is none at start, naming the variable', async () => {
    await expect(buildRealApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN must be at least 16 characters/);
    await expect(buildRealApp({ METRICS_LISTEN: 'localhost:99999' })).rejects.toThrow(/METRICS_LISTEN must be host:port/);
  });

  it('is served alone on METRICS_LISTEN, from the start to the close, and nothing else is', async () => {
    const port = await freePort();
    const app = await buildRealApp({ METRICS_LISTEN: String(port) });
    await app.ready();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^process_resident_memory_bytes \d+/m);
      expect((await fetch(`http://127.0.0.1:${port}/api/config`)).status).toBe(404);
      // Not on the site's own address: no token is set.
      expect((await app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('scraped by a real Prometheus after a journey', () => {
  let media: TestMedia;
  let fixture: FixtureServer;
  let app: FastifyInstance;
  let origin: string;
  let prometheus: TestPrometheus;

  beforeAll(async () => {
    media = await makeTestMedia();
    fixture = await startFixtureServer(media.dir);
    app = await buildRealApp({ METRICS_TOKEN: TOKEN, TRUSTED_FETCH_HOSTS: fixture.host, EXTRACT_CACHE_SECONDS: '0', EXTRACT_RATE_LIMIT_PER_MINUTE: '3' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    prometheus = await startPrometheus([{ job: 'api', url: `${origin}/metrics`, bearer: TOKEN }]);
  }, 90_000);

  afterAll(async () => {
    await prometheus?.close();
    await app?.close();
    await fixture?.close();
    media?.cleanup();
  });

  const extract = (path: string) =>
    fetch(`${origin}/api/download-video`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tweet_url: `${fixture.origin}/${path}` }) });

  /** The value of one series (the sum of those the query selects). */
  const value = async (promql: string) => Number((await prometheus.query(`sum(${promql})`))[0]?.value[1] ?? NaN);

  it('counts extractions, merges, bytes sent and refusals, by the labels an alert groups by', async () => {
    const single = await extract('clip.mp4');
    expect(single.status).toBe(200);
    const failed = await extract('no-such-clip.mp4');
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const hls = (await (await extract('hls/master.m3u8')).json()) as { formats: { url: string; is_audio_only: boolean }[] };
    const video = hls.formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
    const { task_id: taskId } = (await (await fetch(`${origin}${video.url}`)).json()) as { task_id: string };
    let status = '';
    for (let i = 0; i < 600 && status !== 'complete' && status !== 'error'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = ((await (await fetch(`${origin}/api/download/status/${taskId}`)).json()) as { status: string }).status;
    }
    expect(status).toBe('complete');
    const file = Buffer.from(await (await fetch(`${origin}/api/download/file/${taskId}`)).arrayBuffer());
    expect(file.length).toBeGreaterThan(10_000);
    // The fourth extraction of the minute, over the limit of three.
    expect((await extract('clip.mp4')).status).toBe(429);

    await prometheus.waitForScrapes(2);
    expect(await value('mediagrab_extractions_total{outcome="success"}')).toBe(2);
    const outcomes = await prometheus.query('mediagrab_extractions_total');
    expect(outcomes.every((s) => s.metric.platform && ['native', 'engine'].includes(s.metric.extractor!))).toBe(true);
    expect(outcomes.filter((s) => s.metric.outcome !== 'success').map((s) => s.metric.outcome)).toEqual([expect.stringMatching(/^[a-z_]+\.[a-z_]+$/)]);
    expect(await value('mediagrab_extraction_duration_seconds_count')).toBe(3);
    expect(await value('mediagrab_merges_total{kind="merge",outcome="complete"}')).toBe(1);
    expect(await value('mediagrab_merge_duration_seconds_sum{kind="merge"}')).toBeGreaterThan(0);
    expect(await value('mediagrab_merges_queued')).toBe(0);
    expect(await value('mediagrab_merges_running')).toBe(0);
    expect(await value('mediagrab_http_response_bytes_total{route="/api/download/file/:taskId"}')).toBeGreaterThan(file.length);
    expect(await value('mediagrab_http_requests_total{route="/api/download-video",status="200"}')).toBe(2);
    expect(await value('mediagrab_refusals_total{route="/api/download-video",reason="rate_limit"}')).toBe(1);
    expect(await value('process_resident_memory_bytes{job="api"}')).toBeGreaterThan(10_000_000);
    expect(await value('mediagrab_engine_workers{state="busy"}')).toBe(0);
    expect(await value('mediagrab_extractions_in_progress')).toBe(0);
  });

  it('holds every series the dashboard of docs/ draws, and Prometheus takes each of its queries', async () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'grafana-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    expect(exprs.length).toBeGreaterThanOrEqual(10);
    const exported = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const names = new Set([...exprs.join(' ').matchAll(/\b((?:mediagrab|process)_[a-z_]+?)(?:_bucket|_sum|_count)?\b/g)].map((m) => m[1]));
    expect([...names].filter((name) => !exported.includes(`# TYPE ${name} `))).toEqual([]);
    for (const expr of exprs) await expect(prometheus.query(expr)).resolves.toEqual(expect.any(Array));
  });
});

describe("the alert rules docs/operations.md gives", () => {
  const operations = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'operations.md'), 'utf8');
  const rules = /```yaml\n(groups:[\s\S]*?)```/.exec(operations)![1]!;
  let dir: string;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-'))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const promtool = (...args: string[]) => execFileSync(promtoolPath()!, args, { cwd: dir, encoding: 'utf8' });

  it('are valid rules for Prometheus (promtool check rules)', () => {
    fs.writeFileSync(path.join(dir, 'rules.yml'), rules);
    expect(promtool('check', 'rules', 'rules.yml')).toMatch(/SUCCESS: 3 rules found/);
  });

  it("fire for a platform whose extractions fail, and not for visitors' private or removed links", () => {
    fs.writeFileSync(path.join(dir, 'rules.yml'), rules);
    // Per minute for 40 minutes: YouTube succeeds 6 times and fails 4 (a blocked server); SoundCloud succeeds 6 times
    // and gets 6 links that are private or removed.
    const series = (labels: string, perMinute: number) => `      - series: 'mediagrab_extractions_total{${labels}}'\n        values: '0+${perMinute}x40'`;
    const test = [
      'rule_files: [rules.yml]',
      'evaluation_interval: 1m',
      'tests:',
      '  - interval: 1m',
      '    input_series:',
      series('platform="YouTube",extractor="engine",outcome="success"', 6),
      series('platform="YouTube",extractor="engine",outcome="extract.failed"', 4),
      series('platform="SoundCloud",extractor="engine",outcome="success"', 6),
      series('platform="SoundCloud",extractor="engine",outcome="extract.private"', 3),
      series('platform="SoundCloud",extractor="engine",outcome="extract.removed"', 3),
      '    alert_rule_test:',
      '      - eval_time: 35m',
      '        alertname: PlatformExtractionsFailing',
      '        exp_alerts: [{ exp_labels: { platform: YouTube } }]',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'test.yml'), `${test}\n`);
    expect(promtool('test', 'rules', 'test.yml')).toMatch(/SUCCESS/);
  });
});
