/**
 * `npm run bench`: builds the apps (skipped when unchanged), then runs each benchmark against a baseline
 * measured in the same run and prints its figures, its ratio and whether the issue's budget is met.
 * `npm run bench -- api merge` runs only the named ones (frontend, lighthouse, federation, extract, proxy, merge, convert,
 * api, start, journey, challenge). `--smoke` (run by `npm test`) runs every benchmark once on small inputs, judging no budget: it proves each
 * still works, and fails on an error.
 * Figures and how to reproduce them are written up in bench/README.md.
 */
import os from 'node:os';
import { startSite, DEFAULT_DOMAIN } from '../e2e/support/site';
import { firstLoadJs, type ChunkSize } from './firstLoad';
import { heading, ratioLine } from './lib';

/** The smallest run of each benchmark; a variable already set wins. */
const SMOKE_SETTINGS: Record<string, string> = {
  BENCH_SMOKE: '1',
  BENCH_LIGHTHOUSE_RUNS: '1',
  BENCH_TTI_RUNS: '1',
  BENCH_EXTRACT_RUNS: '1',
  BENCH_PROXY_MIB: '64',
  BENCH_PROXY_RUNS: '1',
  BENCH_MERGE_SECONDS: '60',
  BENCH_CONVERT_SECONDS: '20',
  BENCH_CONVERT_RUNS: '1',
  BENCH_API_SECONDS: '1',
  BENCH_API_ROUNDS: '1',
  BENCH_START_RUNS: '1',
  BENCH_JOURNEY_VISITORS: '4',
  BENCH_JOURNEY_SECONDS: '60',
  BENCH_CHALLENGE_VERIFIES: '50',
  BENCH_CHALLENGE_SOLVES: '1',
  BENCH_CHALLENGE_RUNS: '2',
};

/**
 * Issue #21's budget for the first load of `/` with Module Federation's official runtime (the performance issue's was
 * 120 KB with a hand-written loader). The other pages are printed with the issue's estimate beside them (the tenth
 * round's figure plus the runtime's cost as the issue measured it), not judged.
 */
const BUDGET_HOME_GZIP = 150 * 1024;
const ESTIMATE_GZIP = { landing: 151 * 1024, preview: 165 * 1024 };
/** Issue #24: a language adds at most 6 KB gzip to a page's first load (against the same page in English). */
const BUDGET_LANGUAGE_GZIP = 6 * 1024;
const OTHER_LANGUAGES = ['es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar', 'hi'];

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

const sum = (chunks: ChunkSize[]) => chunks.reduce((n, c) => n + c.gzipBytes, 0);

/**
 * What each other language adds to a page's first load, against the page in English measured in the same run: the
 * largest is judged against issue #24's 6 KB. A smoke run measures one language. Every script the page loads counts,
 * whether fetched before or after the server's markup is on screen (the page's first render waits for its catalogs),
 * but the account menu's, which loads when the page is idle.
 */
async function languageCost(site: Awaited<ReturnType<typeof startSite>>, title: string, path: string, ready: string): Promise<boolean> {
  const langs = process.env.BENCH_SMOKE ? ['es'] : OTHER_LANGUAGES;
  const all = async (lang: string) => {
    const { first, deferred } = await firstLoadJs(site.url(path), ready, lang);
    return sum([...first, ...deferred].filter((c) => !c.url.startsWith('/mf/auth/')));
  };
  const english = await all('en-US');
  const added: [string, number][] = [];
  for (const lang of langs) added.push([lang, (await all(lang)) - english]);
  added.sort((a, b) => b[1] - a[1]);
  console.log(`  ${title} in another language adds: ${added.map(([l, n]) => `${l} ${(n / 1024).toFixed(1)}`).join(', ')} KB`);
  return ratioLine(`  the largest (${added[0][0]}) against issue #24's 6 KB`, added[0][1] / BUDGET_LANGUAGE_GZIP, { max: 1 });
}

async function benchFrontend(): Promise<boolean> {
  heading('Front end: first-load JavaScript in Chromium, production build served by the server');
  const site = await startSite({ default: DEFAULT_DOMAIN });
  try {
    const homeReady = 'main [data-remote-area="downloader"] h1';
    const home = await page(site, 'home page /', '/', homeReady);
    let met = ratioLine('home page / 150 KB budget', home / BUDGET_HOME_GZIP, { max: 1 });
    met = (await languageCost(site, 'home page /', '/', homeReady)) && met;
    const landing = await page(site, 'landing page /youtube-downloader', '/youtube-downloader', homeReady);
    console.log(`  landing page against the issue's estimate of about 151 KB: ratio ${(landing / ESTIMATE_GZIP.landing).toFixed(3)} (not judged)`);
    met = (await languageCost(site, 'landing page /youtube-downloader', '/youtube-downloader', homeReady)) && met;
    const previewReady = 'main [data-remote-area="preview"] :is(h1,h2,p)';
    const preview = await page(site, '/preview', '/preview', previewReady);
    console.log(`  /preview against the issue's estimate of about 165 KB: ratio ${(preview / ESTIMATE_GZIP.preview).toFixed(3)} (not judged)`);
    met = (await languageCost(site, '/preview', '/preview', previewReady)) && met;
    const contentReady = 'main [data-remote-area="content"] h1';
    await page(site, 'a content page /help-center', '/help-center', contentReady);
    met = (await languageCost(site, 'a content page /help-center', '/help-center', contentReady)) && met;
    return met;
  } finally {
    await site.stop();
  }
}

// Loaded when run: each module reads its settings (runs, sizes) as it loads, after --smoke has set them.
const BENCHES: Record<string, () => Promise<boolean>> = {
  frontend: benchFrontend,
  lighthouse: async () => (await import('./lighthouse')).benchLighthouse(),
  federation: async () => (await import('./federationCost')).benchFederationCost(),
  extract: async () => (await import('./extract')).benchExtract(),
  proxy: async () => (await import('./proxy')).benchProxy(),
  merge: async () => (await import('./merge')).benchMerge(),
  convert: async () => (await import('./convert')).benchConvert(),
  api: async () => (await import('./api')).benchApi(),
  start: async () => (await import('./start')).benchStart(),
  journey: async () => (await import('./journey')).benchJourney(),
  challenge: async () => (await import('./challenge')).benchChallenge(),
};

async function main() {
  const args = process.argv.slice(2);
  const smoke = args.includes('--smoke');
  if (smoke) for (const [k, v] of Object.entries(SMOKE_SETTINGS)) process.env[k] ??= v;
  const unknownFlag = args.find((a) => a.startsWith('-') && a !== '--smoke');
  if (unknownFlag) throw new Error(`Unknown option "${unknownFlag}". Known: --smoke`);
  const wanted = args.filter((a) => !a.startsWith('-'));
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
  const outcome = ([n, ok]: [string, boolean]) => (smoke ? `${n} ran` : `${n} ${ok ? 'met' : 'MISSED'}`);
  console.log(`\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s${smoke ? ', smoke run: no budget judged' : ''}): ${results.map(outcome).join(', ')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
