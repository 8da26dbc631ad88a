#!/usr/bin/env node
/**
 * Builds the shell and the four remotes for production, one after another (the machine may have 2 cores), and the
 * server (compiled to JavaScript in server/dist: scripts/buildServer.mjs). A build whose inputs have not changed
 * since it was last made is skipped. Text assets are pre-compressed (.br and .gz) so the server sends them without
 * compressing on every request.
 *
 *   node scripts/build.mjs                 all five apps and the server
 *   node scripts/build.mjs mf-downloader   one app (OUT_DIR and BUILD_LABEL are honoured)
 *   node scripts/build.mjs server          the server alone
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildServer, SERVER_DIST, serverInputs } from './buildServer.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = ['shell', 'mf-downloader', 'mf-auth', 'mf-preview', 'mf-content'];
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const force = process.argv.includes('--force');
const targets = requested.length ? requested : [...APPS, 'server'];
for (const a of targets) if (![...APPS, 'server'].includes(a)) throw new Error(`Unknown app "${a}". Apps: ${APPS.join(', ')}, and server`);
const apps = targets.filter((a) => a !== 'server');

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('dist')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return '';
  }
}

function inputsHash(app) {
  const h = createHash('sha256');
  const files = [
    ...walk(path.join(ROOT, app)), // its sources, public files, build helpers (mf-content/markdown), config, package.json
    ...walk(path.join(ROOT, 'contract', 'src')),
    path.join(ROOT, 'contract', 'package.json'),
    ...walk(path.join(ROOT, 'shared-config', 'src')),
    path.join(ROOT, 'shared-config', 'package.json'), // its exports and sideEffects shape every app's bundle
    ...walk(path.join(ROOT, 'federation')).filter((f) => !/\.test\.[jt]sx?$/.test(f)), // what the bundler takes, runtime plugins, server render entries
    path.join(ROOT, 'rspack.base.ts'), // the one config factory
    path.join(ROOT, 'lingui.config.ts'), // its catalog folders are the server builds' texts
    path.join(ROOT, 'package-lock.json'),
  ].filter((f) => fs.existsSync(f)).sort();
  for (const f of files) h.update(path.relative(ROOT, f)).update('\0').update(fs.readFileSync(f)).update('\0');
  h.update(`${process.env.SHARED_VERSION_OVERRIDES ?? ''}|${process.env.BUILD_LABEL ?? ''}|${process.env.OUT_DIR ?? ''}|${gitHead()}`);
  return h.digest('hex');
}

function precompress(dir) {
  for (const f of walk(dir)) {
    if (!/\.(js|css|html|json|svg|txt|xml)$/.test(f)) continue;
    if (path.relative(dir, f).split(path.sep)[0] === 'server') continue; // the server build is never sent
    const buf = fs.readFileSync(f);
    if (buf.length < 1024) continue;
    fs.writeFileSync(`${f}.gz`, zlib.gzipSync(buf, { level: 9 }));
    fs.writeFileSync(`${f}.br`, zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

const rspack = path.join(ROOT, 'node_modules', '.bin', 'rspack');
/** The build tools are development packages: a deployment installed without them can serve a build, not make one. */
function requireBuildTools(app, tool = rspack) {
  if (fs.existsSync(tool)) return;
  console.error(
    `[build] ${app} needs building, but the build tools are not installed (npm installed the production packages only).\n` +
      '[build] Install them with `npm install --include=dev` and build again, or build before leaving them out (docs/operations.md, "Deploying").',
  );
  process.exit(1);
}
for (const app of apps) {
  const out = path.join(ROOT, app, process.env.OUT_DIR ?? 'dist');
  const stampFile = path.join(out, '.build-stamp');
  const hash = inputsHash(app);
  if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
    console.log(`[build] ${app}: unchanged, skipped`);
    continue;
  }
  requireBuildTools(app);
  const started = Date.now();
  execFileSync(rspack, ['build', '--mode', 'production'], { cwd: path.join(ROOT, app), stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  precompress(out);
  fs.writeFileSync(stampFile, hash);
  console.log(`[build] ${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The server, compiled by esbuild into server/dist (skipped when nothing it is made of changed). */
if (targets.includes('server')) {
  const stampFile = path.join(SERVER_DIST, '.build-stamp');
  const h = createHash('sha256');
  for (const f of serverInputs(walk).filter((f) => fs.existsSync(f)).sort()) h.update(path.relative(ROOT, f)).update('\0').update(fs.readFileSync(f)).update('\0');
  const hash = h.digest('hex');
  if (!force && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
    console.log('[build] server: unchanged, skipped');
  } else {
    requireBuildTools('server', path.join(ROOT, 'node_modules', 'esbuild', 'package.json'));
    const started = Date.now();
    await buildServer();
    fs.writeFileSync(stampFile, hash);
    console.log(`[build] server: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
