/**
 * Lighthouse (the npm `lighthouse` package) driving Debian's Chromium through chrome-launcher: the performance
 * category with Lighthouse's default settings, i.e. the mobile form factor (Moto G Power emulation) and
 * simulated throttling (150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown). Benchmark 1b: the score of `/`,
 * `/youtube-downloader` and `/preview?url=…` of the production build served by the real server, budget ≥ 98.
 * The federation-cost benchmark (federationCost.ts) reuses `withLighthouse` for time to interactive.
 */
import type { RunnerResult } from 'lighthouse';
import { startFixtureServer } from '../server/test/fixtureServer';
import { makeTestMedia } from '../server/test/media';
import { type VideoInfo } from '@dl/shared-config';
import { previewHref } from '@dl/contract';
import { heading, hostCosts, median, startServer, verdict, type BenchServer } from './lib';

export const LH_CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const BUDGET_SCORE = 98;
/** Lighthouse runs per page; the run with the median score is reported, as Lighthouse's docs advise. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** The pages to measure (home, landing, preview; all by default): `BENCH_LIGHTHOUSE_PAGES=preview`. */
const ONLY = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').map((p) => p.trim()).filter(Boolean);
const ATTEMPTS = 3;
/** `BENCH_LIGHTHOUSE_TASKS=1`: the median run's long tasks are printed too (Lighthouse's long-tasks audit). */
const PRINT_TASKS = process.env.BENCH_LIGHTHOUSE_TASKS === '1';

export interface LhFigures {
  /** Performance score, 0–100. */
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  tti: number;
  /** Lighthouse's own warnings about the run (for example an unsettled page). */
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The main thread's tasks of 50 ms or more (simulated, at the CPU slowdown): the script they are counted to. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
}

export type LhRun = (url: string) => Promise<LhFigures>;

function figures(result: RunnerResult | undefined, url: string): LhFigures {
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
  const metric = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return v;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
  return {
    score: Math.round(score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    tti: metric('interactive'),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longTasks: ((lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? []).map((t) => ({
      url: (t.url ?? '').replace(new URL(url).origin, ''),
      startMs: Math.round(t.startTime ?? 0),
      durationMs: Math.round(t.duration ?? 0),
    })),
  };
}

/**
 * Starts one Chromium (CHROMIUM_PATH, default /usr/bin/chromium) for a series of Lighthouse runs. Each run
 * is a fresh navigation; Lighthouse clears the origin's cache and storage before it (its default).
 */
export async function withLighthouse<T>(fn: (run: LhRun) => Promise<T>): Promise<T> {
  // Both packages are ESM-only; the bench runs as CommonJS under tsx, hence the dynamic imports.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const launch = () =>
    chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: LH_CHROME_FLAGS, logLevel: 'silent' });
  let chrome = await launch();
  try {
    return await fn(async (url) => {
      // Now and then a run records no usable trace (NO_FCP, NO_NAVSTART: "please run Lighthouse again"),
      // more often on a busy machine. It is run again in a freshly started Chromium, up to ATTEMPTS times,
      // and each failure is printed. The page paints in about 1 s, so 15 s without a paint is a failed run.
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], maxWaitForFcp: 15_000 });
          return figures(result, url);
        } catch (e) {
          if (attempt >= ATTEMPTS) throw e;
          console.log(`    (run failed, run again in a new Chromium: ${e instanceof Error ? e.message.split('\n')[0].slice(0, 120) : String(e)})`);
          chrome.kill();
          chrome = await launch();
        }
      }
    });
  } finally {
    chrome.kill();
  }
}

const s = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;

export function describe(f: LhFigures): string {
  return `score ${f.score}  FCP ${s(f.fcp)}  LCP ${s(f.lcp)}  TBT ${f.tbt.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}  SI ${s(f.si)}  TTI ${s(f.tti)}`;
}

/** The run whose score is the median (ties: the one with the median LCP), so the metrics printed belong together. */
function medianRun(runs: LhFigures[]): LhFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcp - b.lcp);
  return sorted[(sorted.length - 1) >> 1];
}

/**
 * The /preview link the home page opens for a local clip: the clip is extracted by the server (a direct media
 * link), and its first video format, with the server's signed proxy URL, becomes the preview's query.
 */
async function previewPath(server: BenchServer, clipUrl: string): Promise<string> {
  const res = await fetch(`${server.origin}/api/download-video`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tweet_url: clipUrl }) });
  const info = (await res.json()) as VideoInfo;
  const format = info.formats?.find((f) => !f.is_audio_only) ?? info.formats?.[0];
  if (!res.ok || !format) throw new Error(`extraction of ${clipUrl} failed: ${res.status} ${JSON.stringify(info).slice(0, 300)}`);
  return previewHref({ format, info, sourceUrl: clipUrl, host: '127.0.0.1' });
}

export async function benchLighthouse(): Promise<boolean> {
  heading(`Lighthouse performance, mobile (default form factor and simulated throttling), median of ${RUNS} runs per page`);
  const host = hostCosts();
  console.log(`  host: a fresh 4 KiB page of memory costs ${host.pageFaultUs.toFixed(1)} µs at its first write, a system call ${host.syscallUs.toFixed(1)} µs (typically about 1 or less: see hostCosts in lib.ts)`);
  const media = await makeTestMedia();
  const fixture = await startFixtureServer(media.dir);
  // The preview plays a real clip through the server's proxy; the fixture host is trusted like in the tests.
  const server = await startServer({ TRUSTED_FETCH_HOSTS: fixture.host });
  let allMet = true;
  try {
    const pages = ([
      ['home', '/'],
      ['landing', '/youtube-downloader'],
      ['preview', await previewPath(server, `${fixture.origin}/clip.mp4`)],
    ] as [string, string][]).filter(([name]) => !ONLY.length || ONLY.includes(name));
    await withLighthouse(async (run) => {
      await run(`${server.origin}/`); // warm-up: the server's first responses and Chromium's first start
      for (const [name, path] of pages) {
        const runs: LhFigures[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await run(`${server.origin}${path}`));
        const m = medianRun(runs);
        const met = m.score >= BUDGET_SCORE;
        allMet &&= met;
        console.log(`  ${name.padEnd(8)} ${path.length > 40 ? `${path.slice(0, 40)}…` : path}`);
        console.log(`    median run: ${describe(m)}`);
        console.log(`    scores of the ${RUNS} runs: ${runs.map((r) => r.score).join(', ')}; TTI median ${s(median(runs.map((r) => r.tti)))}; CPU benchmark index median ${median(runs.map((r) => r.benchmarkIndex)).toFixed(0)}`);
        const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
        for (const w of warnings) console.log(`    Lighthouse warning: ${w}`);
        if (PRINT_TASKS) for (const t of m.longTasks) console.log(`    long task at ${s(t.startMs)}: ${t.durationMs} ms, ${t.url || 'no script'}`);
        console.log(`    budget: score ≥ ${BUDGET_SCORE}, ratio ${(m.score / BUDGET_SCORE).toFixed(3)} ${verdict(met)}`);
      }
    });
    return allMet;
  } finally {
    await server.stop();
    await fixture.close();
    media.cleanup();
  }
}
