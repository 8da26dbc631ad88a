import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort, serverCommand, startApiProcess } from '../../test/processes';
import { readConfig } from '../settings';
import { domainsDir, tempDir } from '../../test/support';

jest.setTimeout(60_000);
const ROOT = path.resolve(__dirname, '..', '..', '..');

async function serverLog(env: Record<string, string>): Promise<string> {
  const server = await startApiProcess({ DATA_DIR: tempDir('log-data-'), DOMAINS_DIR: domainsDir(), DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', ...env });
  await fetch(`${server.base}/api/health`);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return server.output();
}

describe('the server log', () => {
  it('is pino JSON, one object a line, where the output is not a terminal (production)', async () => {
    const lines = (await serverLog({})).split('\n').filter((l) => l.startsWith('{'));
    const entries = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(entries.some((e) => e.level === 30 && /^Site ready on http:\/\//.test(e.msg))).toBe(true);
    expect(entries.some((e) => e.msg === 'request')).toBe(true);
  });

  it('is a readable line per entry with LOG_FORMAT=pretty (npm run dev), the request line included', async () => {
    const out = await serverLog({ LOG_FORMAT: 'pretty' });
    expect(out).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: Site ready on http:\/\/localhost:\d+ \(Node\.js v\d+\.\d+\.\d+\)$/m);
    expect(out).toMatch(/^\[[\d:.]+\] INFO: request\n(\s+reqId: .*\n)?\s+method: "GET"\n\s+path: "\/api\/health"\n\s+status: 200/m);
    expect(out).not.toMatch(/^\{"level"/m);
  });

  it('is readable by default on a terminal, and a bad LOG_FORMAT is refused', () => {
    const probe = `node --import tsx -e "console.log(require('./server/src/settings').readConfig({}).logFormat)"`;
    const onTerminal = spawnSync('script', ['-qec', probe, '/dev/null'], { cwd: ROOT, encoding: 'utf8' });
    expect(onTerminal.stdout.trim()).toBe('pretty');
    const piped = spawnSync('sh', ['-c', probe], { cwd: ROOT, encoding: 'utf8' });
    expect(piped.stdout.trim()).toBe('json');
    expect(() => readConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be one of json, pretty, got "xml"');
  });

  it('takes in, one JSON entry each, what the process prints beside it: console, Node\'s warnings, an error nothing handled', () => {
    // What libraries print (Lingui's warning about a text its catalog lacks, an error they log), Node's own warnings,
    // and an error thrown where nothing catches it, in a process whose output the log owns.
    const script = [
      "const log = require('pino')({ level: 'debug' });",
      "require('./server/src/infra/logStream').logProcessOutput(log);",
      "console.log('one %s', 'two');",
      "console.warn('Uncompiled message detected! Message:\\n\\n> msg.signIn\\n');",
      "console.error(new Error('boom'));",
      "console.table([{ a: 1 }]);",
      "process.emitWarning('a warning', 'DeprecationWarning', 'DEP0999');",
      "setTimeout(() => { throw new Error('nothing handled this'); }, 20);",
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const entries = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { level: number; msg: string; warning?: string; err?: { stack: string } });
    expect(entries.map(({ level, msg, warning }) => ({ level, msg: msg.split('\n')[0], ...(warning ? { warning } : {}) }))).toEqual([
      { level: 30, msg: 'one two' },
      { level: 40, msg: 'Uncompiled message detected! Message:' },
      { level: 50, msg: 'Error: boom' },
      { level: 30, msg: '┌─────────┬───┐' },
      { level: 40, msg: 'a warning', warning: 'DeprecationWarning' },
      { level: 60, msg: 'stopping on an error nothing handled: nothing handled this' },
    ]);
    expect(entries[1].msg).toContain('> msg.signIn');
    expect(entries[5].err?.stack).toMatch(/^Error: nothing handled this\n\s+at /);
  });

  it('says in its format why the server could not start', async () => {
    const server = serverCommand('main');
    const env = { ...process.env, ...server.env, PORT: String(await freePort()), HOST: '127.0.0.1', APP_ENV: 'production', LOG_FORMAT: 'json' };
    const child = spawn(process.execPath, server.args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, APPS_DIR: tempDir('no-apps-'), DATA_DIR: tempDir('log-data-'), DOMAINS_DIR: domainsDir() } });
    const out = { stdout: '', stderr: '' };
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out.stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out.stderr += d));
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect({ code, stderr: out.stderr }).toEqual({ code: 1, stderr: '' });
    const entries = out.stdout.trim().split('\n').map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.filter((e) => e.level === 60).map((e) => e.msg)).toEqual([expect.stringMatching(/^The shell build is missing \(.+\)\. Run "npm run build" first, or "npm start", which builds\.$/)]);
  });
});

