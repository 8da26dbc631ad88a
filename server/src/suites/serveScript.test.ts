/**
 * scripts/serve.sh (`npm start`, `npm run serve`, `npm run worker`) starts the server as it is run in
 * production: with the Node flags and the environment defaults of server/runtime.json, a variable the operator
 * already set winning over its default. The entry here is a stand-in that prints what it was started with.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './support';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const runtime = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'runtime.json'), 'utf8')) as { nodeFlags: string[]; env: Record<string, string> };

let entry: string;

beforeAll(() => {
  entry = path.join(tempDir('serve-script-'), 'entry.ts');
  const names = JSON.stringify(Object.keys(runtime.env));
  fs.writeFileSync(entry, `console.log(JSON.stringify({ execArgv: process.execArgv, env: Object.fromEntries(${names}.map((k: string) => [k, process.env[k] ?? null])) }));\n`);
});

function serve(env: Record<string, string | undefined>): Promise<{ execArgv: string[]; env: Record<string, string | null> }> {
  const childEnv = { ...process.env, ...env };
  for (const k of Object.keys(childEnv)) if (childEnv[k] === undefined) delete childEnv[k];
  return new Promise((resolve, reject) => {
    execFile('bash', [path.join(ROOT, 'scripts', 'serve.sh'), entry], { env: childEnv, timeout: 30_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`serve.sh failed: ${err.message}\n${stderr}`));
      else resolve(JSON.parse(stdout.trim().split('\n').pop()!));
    });
  });
}

const unset = Object.fromEntries(Object.keys(runtime.env).map((k) => [k, undefined]));

test('the server starts with the Node flags and the environment defaults of server/runtime.json', async () => {
  expect(runtime.nodeFlags.length).toBeGreaterThan(0);
  expect(Object.keys(runtime.env).length).toBeGreaterThan(0);
  const started = await serve(unset);
  expect(started.execArgv).toEqual(expect.arrayContaining(runtime.nodeFlags));
  expect(started.env).toEqual(runtime.env);
});

test('a variable the operator set wins over its default', async () => {
  const [name] = Object.keys(runtime.env);
  const started = await serve({ ...unset, [name]: 'set-by-the-operator' });
  expect(started.env[name]).toBe('set-by-the-operator');
});
