import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Builds the apps and the server (each skipped when unchanged), a second, "staging" build of the downloader remote, one built as if
 * against an older React (to check that the version mismatch is reported and the page keeps working), and the
 * fixture remote that takes more of React Router than the shell's lean copy has (e2e/fixtures/wide-router).
 */
export default function globalSetup() {
  execFileSync('node', ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('node', ['scripts/build.mjs', 'mf-downloader'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUILD_LABEL: 'staging', OUT_DIR: 'dist-staging' },
  });
  execFileSync('node', ['scripts/build.mjs', 'mf-downloader'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BUILD_LABEL: 'mismatch', OUT_DIR: 'dist-mismatch', SHARED_VERSION_OVERRIDES: 'react=19.0.0,react-dom=19.0.0' },
  });
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: path.join(ROOT, 'e2e', 'fixtures', 'wide-router'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', BUILD_LABEL: 'wide-router' },
  });
}
