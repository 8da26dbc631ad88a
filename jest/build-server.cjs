/**
 * The server projects' global set-up: the tests that start real server processes run the compiled server
 * (server/test/processes.ts), so it is built first (`node scripts/build.mjs server`: about a second, skipped when
 * nothing it is made of changed since the last build).
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = function buildServer() {
  const root = path.resolve(__dirname, '..');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
};
