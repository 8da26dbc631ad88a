/**
 * How the server process is started in production: server/runtime.json's Node flags and environment defaults,
 * applied by scripts/serve.sh (npm start, serve, worker, dev) and, through server/test/processes.ts, by the tests
 * and benchmarks that start a server. Read once.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ServerRuntime {
  nodeFlags: string[];
  env: Record<string, string>;
}

export const SERVER_RUNTIME = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'runtime.json'), 'utf8')) as ServerRuntime;

/** The environment defaults `env` does not already set: a variable the operator set wins over its default. */
export function runtimeDefaults(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(Object.entries(SERVER_RUNTIME.env).filter(([k]) => env[k] === undefined));
}

/**
 * The environment of a program the server starts (yt-dlp, ffmpeg): the server's own, less the defaults above,
 * which are for the server process alone. Its allocator setting keeps up to 64 MiB of freed memory for reuse,
 * which Node's streaming needs; a Python or ffmpeg child would only hold the memory. A value the operator set to
 * something else is theirs, and is passed on.
 */
export function programEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env = { ...base };
  for (const [k, v] of Object.entries(SERVER_RUNTIME.env)) if (env[k] === v) delete env[k];
  return env;
}
