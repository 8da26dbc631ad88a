#!/usr/bin/env node
/**
 * `npm run dev`: the remotes' production builds served by the real server (on PORT, default 8080), and the
 * shell's development server with live reload on http://localhost:3000 proxying /api and /mf to it.
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
execFileSync('node', ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
// The server's log as readable lines (it is pino JSON wherever its output is not a terminal, unless LOG_FORMAT says).
const env = { ...process.env, APP_ENV: process.env.APP_ENV ?? 'development', LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' };
const children = [
  // The server as `npm start` runs it: scripts/serve.sh applies server/runtime.json, then execs node.
  spawn('bash', ['scripts/serve.sh'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['serve', '--mode', 'development'], { cwd: path.join(ROOT, 'shell'), stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
