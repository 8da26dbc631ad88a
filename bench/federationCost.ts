/**
 * Federation cost: time to interactive of the composed site (the shell loading the four remotes at run time)
 * against a single-bundle build of the same pages without Module Federation, both served by the real server
 * and measured by Lighthouse (mobile defaults, simulated throttling), `interactive` metric, median of RUNS
 * loads of `/` each, the two builds interleaved. Budget: composed / single ≤ 1.15.
 *
 * The single bundle is the shell's production config (rspack.base.ts) with the federation plugin removed,
 * the entry bench/single-bundle/index.ts (the shell's own entry) and the shell's module around the
 * federation runtime (@dl/federation/runtime) replaced by bench/single-bundle/runtime.ts, which imports every exposed module of
 * the remotes statically.
 * It is built with @rspack/core's JS API into a temp folder laid out like the repository (shell/dist), and a
 * second server process gets that folder as APPS_DIR, so both builds get the same HTML head, headers,
 * pre-compressed assets and /api.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { REMOTE_AREAS } from '@dl/shared-config';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createAppConfig } from '../rspack.base';
import { describe, withLighthouse, type LhFigures } from './lighthouse';
import { heading, median, ratioLine, ROOT, startServer } from './lib';

const RUNS = Number(process.env.BENCH_TTI_RUNS ?? 5);
const BUDGET = 1.15;

/** The same pre-compression as scripts/build.mjs (gzip 9 and brotli 11 beside every text asset ≥ 1 KiB). */
function precompress(dir: string): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(e.parentPath, e.name);
    if (!e.isFile() || !/\.(js|css|html|json|svg|txt|xml)$/.test(file)) continue;
    const buf = fs.readFileSync(file);
    if (buf.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(buf, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

function singleBundleConfig(outDir: string): Configuration {
  const shellDir = path.join(ROOT, 'shell');
  const config = createAppConfig({ name: 'shell', dir: shellDir, port: 3000, publicDir: path.join(shellDir, 'public') }, { mode: 'production' });
  config.entry = { main: path.join(ROOT, 'bench', 'single-bundle', 'index.ts') };
  config.output = { ...config.output, path: outDir };
  // The content remote's blog posts are Markdown, converted by its loader (see mf-content/rspack.config.ts).
  config.module!.rules!.push({ test: /\.md$/, loader: path.join(ROOT, 'mf-content', 'markdown', 'markdown-loader.cjs'), type: 'javascript/auto' });
  // The shell's entry loads its start-up behind import() because the federated build must (a shared module
  // cannot be used from the entry's own chunk); in one bundle they are part of the entry, as a single-bundle
  // app would have them, and its evaluation keeps the same three tasks.
  config.module!.rules!.push({ test: path.join(ROOT, 'shell', 'src', 'index.ts'), parser: { dynamicImportMode: 'eager' } });
  // No federation: no federation plugin, and the shell's thin module around the runtime answered from the bundle.
  config.plugins = (config.plugins ?? []).filter((p) => !(p instanceof ModuleFederationPlugin));
  config.plugins.push(new rspack.NormalModuleReplacementPlugin(/^@dl\/federation\/runtime$/, path.join(ROOT, 'bench', 'single-bundle', 'runtime.ts')));
  return config;
}

export interface SingleBundle {
  /** Folder to pass as APPS_DIR: shell/dist is the single bundle, mf-<area>/dist link to the real builds. */
  appsDir: string;
  /** gzip bytes of the initial JavaScript (the entry's chunks). */
  initialGzip: number;
  buildMs: number;
  cleanup(): void;
}

export async function buildSingleBundle(): Promise<SingleBundle> {
  const appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-single-'));
  const outDir = path.join(appsDir, 'shell', 'dist');
  const started = Date.now();
  const compiler = rspack(singleBundleConfig(outDir));
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((err, s) => {
      compiler.close(() => undefined);
      if (err || !s) reject(err ?? new Error('rspack returned no stats'));
      else resolve(s);
    }),
  );
  if (stats.hasErrors()) throw new Error(`single-bundle build failed:\n${stats.toString({ all: false, errors: true })}`);
  const json = stats.toJson({ all: false, entrypoints: true });
  const initial = (json.entrypoints?.main?.assets ?? []).map((a) => a.name).filter((n) => n.endsWith('.js'));
  precompress(outDir);
  const initialGzip = initial.reduce((n, f) => n + fs.statSync(path.join(outDir, `${f}.gz`)).size, 0);
  // Both builds get the same server-rendered first paint: the shell's server build is not a federation matter.
  const shellServer = path.join(ROOT, 'shell', 'dist', 'server');
  if (fs.existsSync(shellServer)) fs.symlinkSync(shellServer, path.join(outDir, 'server'));
  // The server reads the remotes' build-time data (blog index, FAQ) from mf-<area>/dist; the pages don't load them.
  for (const area of REMOTE_AREAS) {
    const real = path.join(ROOT, `mf-${area}`, 'dist');
    fs.mkdirSync(path.join(appsDir, `mf-${area}`));
    if (fs.existsSync(real)) fs.symlinkSync(real, path.join(appsDir, `mf-${area}`, 'dist'));
  }
  return { appsDir, initialGzip, buildMs: Date.now() - started, cleanup: () => fs.rmSync(appsDir, { recursive: true, force: true }) };
}

const sec = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;

function summary(label: string, runs: LhFigures[]): number {
  const tti = median(runs.map((r) => r.tti));
  console.log(`  ${label}: TTI median ${sec(tti)} of ${runs.length} (${runs.map((r) => (r.tti / 1000).toFixed(2)).join(', ')})`);
  console.log(`    medians: score ${median(runs.map((r) => r.score))}, FCP ${sec(median(runs.map((r) => r.fcp)))}, LCP ${sec(median(runs.map((r) => r.lcp)))}, TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`);
  return tti;
}

export async function benchFederationCost(): Promise<boolean> {
  heading(`Federation cost: time to interactive of / , composed site against a single-bundle build (Lighthouse mobile, median of ${RUNS})`);
  const single = await buildSingleBundle();
  console.log(`  single-bundle build: ${sec(single.buildMs)}, initial JavaScript ${(single.initialGzip / 1024).toFixed(1)} KB gzip (every page of every remote included)`);
  const composed = await startServer();
  const bundled = await startServer({ APPS_DIR: single.appsDir });
  try {
    const { c, s } = await withLighthouse(async (run) => {
      // Warm-up of both servers and of Chromium; the runs below alternate so load on the machine hits both alike.
      await run(`${composed.origin}/`);
      await run(`${bundled.origin}/`);
      const c: LhFigures[] = [];
      const s: LhFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        c.push(await run(`${composed.origin}/`));
        s.push(await run(`${bundled.origin}/`));
      }
      return { c, s };
    });
    const cTti = summary('composed (shell + remotes, Module Federation)', c);
    const sTti = summary('single bundle (same pages, no federation)    ', s);
    console.log(`  a typical run of each: composed ${describe(c[0])}`);
    console.log(`                         single   ${describe(s[0])}`);
    return ratioLine('TTI composed / single bundle', cTti / sTti, { max: BUDGET });
  } finally {
    await composed.stop();
    await bundled.stop();
    single.cleanup();
  }
}
