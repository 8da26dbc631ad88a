/**
 * `npm run bench`: builds the apps (skipped when unchanged), then runs each benchmark against a baseline
 * measured in the same run and prints its figures, its ratio and whether the issue's budget is met.
 * `npm run bench -- api merge` runs only the named ones (frontend, lighthouse, federation, extract, proxy, merge,
 * api).
 * Figures and how to reproduce them are written up in bench/README.md.
 */
import os from 'node:os';
import { startSite, DEFAULT_DOMAIN } from '../e2e/support/site';
import { benchApi } from './api';
import { benchExtract } from './extract';
import { benchFederationCost } from './federationCost';
import { firstLoadJs, type ChunkSize } from './firstLoad';
import { heading, ratioLine } from './lib';
import { benchLighthouse } from './lighthouse';
import { benchMerge } from './merge';
import { benchProxy } from './proxy';

const BUDGET_HOME_GZIP = 120 * 1024;

function table(title: string, chunks: ChunkSize[]): number {
  const total = chunks.reduce((n, c) => n + c.gzipBytes, 0);
  console.log(`\n${title}: ${(total / 1024).toFixed(1)} KB gzip in ${chunks.length} scripts`);
  for (const c of chunks) console.log(`  ${(c.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${c.url}`);
  return total;
}

async function page(site: Awaited<ReturnType<typeof startSite>>, title: string, path: string, ready: string): Promise<number> {
  const { first, deferred } = await firstLoadJs(site.url(path), ready);
  const total = table(`First-load JavaScript, ${title}`, first);
  if (deferred.length) table(`  loaded after first paint (idle), ${title}`, deferred);
  return total;
}

async function benchFrontend(): Promise<boolean> {
  heading('Front end: first-load JavaScript in Chromium, production build served by the server');
  const site = await startSite({ default: DEFAULT_DOMAIN });
  try {
    const home = await page(site, 'home page /', '/', 'main [data-remote-area="downloader"] h1');
    const met = ratioLine('home page / 120 KB budget', home / BUDGET_HOME_GZIP, { max: 1 });
    await page(site, 'landing page /youtube-downloader', '/youtube-downloader', 'main [data-remote-area="downloader"] h1');
    await page(site, '/preview', '/preview', 'main [data-remote-area="preview"] :is(h1,h2,p)');
    return met;
  } finally {
    await site.stop();
  }
}

const BENCHES: Record<string, () => Promise<boolean>> = {
  frontend: benchFrontend,
  lighthouse: benchLighthouse,
  federation: benchFederationCost,
  extract: benchExtract,
  proxy: benchProxy,
  merge: benchMerge,
  api: benchApi,
};

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  for (const w of wanted) if (!BENCHES[w]) throw new Error(`Unknown benchmark "${w}". Known: ${Object.keys(BENCHES).join(', ')}`);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; Node ${process.version}`);
  const started = Date.now();
  const results: [string, boolean][] = [];
  for (const [name, run] of Object.entries(BENCHES)) {
    if (wanted.length && !wanted.includes(name)) continue;
    const t = Date.now();
    results.push([name, await run()]);
    console.log(`  (${name}: ${((Date.now() - t) / 1000).toFixed(0)} s)`);
  }
  console.log(`\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s): ${results.map(([n, ok]) => `${n} ${ok ? 'met' : 'MISSED'}`).join(', ')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
