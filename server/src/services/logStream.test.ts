import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startApiProcess } from '../../test/processes';
import { readConfig } from '../env';
import { domainsDir, tempDir } from '../suites/support';

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
    const probe = `node --import tsx -e "console.log(require('./server/src/env').readConfig({}).logFormat)"`;
    const onTerminal = spawnSync('script', ['-qec', probe, '/dev/null'], { cwd: ROOT, encoding: 'utf8' });
    expect(onTerminal.stdout.trim()).toBe('pretty');
    const piped = spawnSync('sh', ['-c', probe], { cwd: ROOT, encoding: 'utf8' });
    expect(piped.stdout.trim()).toBe('json');
    expect(() => readConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be one of json, pretty, got "xml"');
  });
});
