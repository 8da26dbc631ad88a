import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { OneLineRequestLog } from './requestLog';

/** A server whose log lines (JSON) land in `lines`, at the given level, with the app's request logging. */
async function appLoggingAt(level: string, lines: Record<string, unknown>[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLineRequestLog() });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/noisy', async (req) => {
    req.log.info({ step: 1 }, 'working');
    req.log.warn({ step: 2 }, 'slow source');
    req.log.child({ part: 'engine' }).error('engine failed');
    return { level: req.log.level };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('request logging', () => {
  it('writes the enabled levels only, each line with its request id, the child lines too', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingAt('warn', lines);
    const res = await app.inject('/noisy');
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines.map((l) => l.msg)).toEqual(['slow source', 'engine failed']);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', step: 2, level: 40 });
    expect(lines[1]).toMatchObject({ reqId: 'req-1', part: 'engine', level: 50 });
    await app.close();
  });

  it('writes nothing for a quiet request at warn, and one line per request at info', async () => {
    const quiet: Record<string, unknown>[] = [];
    const warnApp = await appLoggingAt('warn', quiet);
    await warnApp.inject('/quiet');
    expect(quiet).toEqual([]);
    await warnApp.close();

    const lines: Record<string, unknown>[] = [];
    const infoApp = await appLoggingAt('info', lines);
    await infoApp.inject('/quiet?token=secret');
    await infoApp.inject('/noisy');
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ reqId: 'req-1', method: 'GET', path: '/quiet', status: 200 }),
      expect.objectContaining({ reqId: 'req-2', method: 'GET', path: '/noisy', status: 200 }),
    ]);
    expect(lines.find((l) => l.msg === 'working')).toMatchObject({ reqId: 'req-2', step: 1 });
    expect(JSON.stringify(lines)).not.toContain('secret');
    await infoApp.close();
  });

  it('logs a failed request as an error with its request id even at warn', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingAt('warn', lines);
    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect(lines).toEqual([expect.objectContaining({ level: 50, reqId: 'req-1', msg: 'boom', err: expect.objectContaining({ message: 'boom' }) })]);
    await app.close();
  });
});
