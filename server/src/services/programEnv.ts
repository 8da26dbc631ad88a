/**
 * The environment of a program the server starts (yt-dlp, ffmpeg): the server's own, less the start-up defaults
 * of server/runtime.json, which are for the server process alone. Its allocator setting keeps up to 64 MiB of
 * freed memory for reuse, which Node's streaming needs; a Python or ffmpeg child would only hold the memory.
 * A value the operator set to something else is theirs, and is passed on.
 */
import fs from 'node:fs';
import path from 'node:path';

const RUNTIME_FILE = path.resolve(__dirname, '..', '..', 'runtime.json');
const serverDefaults = (JSON.parse(fs.readFileSync(RUNTIME_FILE, 'utf8')) as { env: Record<string, string> }).env;

export function programEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env = { ...base };
  for (const [k, v] of Object.entries(serverDefaults)) if (env[k] === v) delete env[k];
  return env;
}
