import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Builds the apps (skipped when unchanged) and a second, "staging" build of the downloader remote. */
export default function globalSetup() {
  execFileSync('node', ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('node', ['scripts/build.mjs', 'mf-downloader'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUILD_LABEL: 'staging', OUT_DIR: 'dist-staging' },
  });
}
