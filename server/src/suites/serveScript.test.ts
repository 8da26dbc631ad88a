/**
 * scripts/serve.sh (`npm start`, `npm run serve`, `npm run worker`) starts the server as it is run in
 * production: with the Node flags and the environment defaults of server/runtime.json, a variable the operator
 * already set winning over its default, and no loader: the entry is JavaScript (the compiled server) run by plain
 * node. The entry here is a stand-in that prints what it was started with.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_RUNTIME } from '../infra/serverRuntime';
import { tempDir } from '../../test/support';

jest.setTimeout(30_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');

let dir: string;
let entry: string;

beforeAll(() => {
  dir = tempDir('serve-script-');
  entry = path.join(dir, 'entry.js');
  const names = JSON.stringify(Object.keys(SERVER_RUNTIME.env));
  fs.writeFileSync(entry, `console.log(JSON.stringify({ execArgv: process.execArgv, argv: process.argv.slice(2), env: Object.fromEntries(${names}.map((k) => [k, process.env[k] ?? null])) }));\n`);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function serve(env: Record<string, string | undefined>, args: string[] = []): Promise<{ execArgv: string[]; argv: string[]; env: Record<string, string | null> }> {
  const childEnv = { ...process.env, ...env };
  for (const k of Object.keys(childEnv)) if (childEnv[k] === undefined) delete childEnv[k];
  return new Promise((resolve, reject) => {
    execFile('bash', [path.join(ROOT, 'scripts', 'serve.sh'), entry, ...args], { env: childEnv, timeout: 30_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`serve.sh failed: ${err.message}\n${stderr}`));
      else resolve(JSON.parse(stdout.trim().split('\n').pop()!));
    });
  });
}

const unset = Object.fromEntries(Object.keys(SERVER_RUNTIME.env).map((k) => [k, undefined]));

test('the server starts with the Node flags and the environment defaults of server/runtime.json', async () => {
  expect(SERVER_RUNTIME.nodeFlags.length).toBeGreaterThan(0);
  expect(Object.keys(SERVER_RUNTIME.env).length).toBeGreaterThan(0);
  const started = await serve(unset, ['--port-file', 'a b']);
  expect(started.execArgv).toEqual(expect.arrayContaining(SERVER_RUNTIME.nodeFlags));
  expect(started.execArgv).not.toContain('tsx');
  expect(started.env).toEqual(SERVER_RUNTIME.env);
  expect(started.argv).toEqual(['--port-file', 'a b']);
});

test('npm start, npm run serve and npm run worker all start through scripts/serve.sh', () => {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  expect(scripts.serve).toBe('bash scripts/serve.sh');
  expect(scripts.worker).toBe('bash scripts/serve.sh server/dist/worker.js');
  expect(scripts.start).toBe('bash scripts/start.sh');
  expect(fs.readFileSync(path.join(ROOT, 'scripts', 'start.sh'), 'utf8')).toMatch(/^exec bash scripts\/serve\.sh$/m);
});

test('glibc knows every allocator setting the server starts with (it ignores a name it does not know)', () => {
  const tunables = SERVER_RUNTIME.env.GLIBC_TUNABLES;
  if (!tunables) return;
  const loader = ['/lib64/ld-linux-x86-64.so.2', '/lib/ld-linux-aarch64.so.1'].find((f) => fs.existsSync(f));
  if (!loader) {
    console.warn('Not checking GLIBC_TUNABLES: this system has no glibc loader, so the setting does not apply here.');
    return;
  }
  const listed = execFileSync(loader, ['--list-tunables'], { env: { GLIBC_TUNABLES: tunables } }).toString();
  for (const setting of tunables.split(':')) {
    const [name, value] = setting.split('=');
    const shown = new RegExp(`^${name.replace(/\./g, '\\.')}: (0x[0-9a-f]+)`, 'm').exec(listed)?.[1];
    expect({ name, value: shown === undefined ? 'unknown to glibc' : BigInt(shown).toString() }).toEqual({ name, value });
  }
});

test('a variable the operator set wins over its default', async () => {
  const [name] = Object.keys(SERVER_RUNTIME.env);
  const started = await serve({ ...unset, [name]: 'set-by-the-operator' });
  expect(started.env[name]).toBe('set-by-the-operator');
});
