import http from 'node:http';
import net from 'node:net';
import { startFixtureServer, startSilentServer, type FixtureServer } from '../../../test/fixtureServer';
import { EgressGuard } from './egressGuard';
import { EgressProxy, EGRESS_REFUSAL } from './egressProxy';
import { FETCH_MESSAGES } from './errors';
import { GuardedFetcher } from './guardedFetcher';

/** A listener on a port that is NOT trusted: it must never receive a request. */
async function startTrap() {
  let hits = 0;
  const server = net.createServer((s) => {
    hits++;
    s.destroy();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { port: (server.address() as net.AddressInfo).port, hits: () => hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('GuardedFetcher and EgressProxy (real sockets)', () => {
  let fixture: FixtureServer;
  let trap: Awaited<ReturnType<typeof startTrap>>;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let fetcher: GuardedFetcher;
  let proxy: EgressProxy;
  let proxyUrl: URL;

  beforeAll(async () => {
    fixture = await startFixtureServer(null);
    trap = await startTrap();
    silent = await startSilentServer();
    fixture.route('/hello', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hello'));
    fixture.route('/to-private', (_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${trap.port}/secret` }).end());
    fixture.route('/to-metadata', (_req, res) => res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end());
    fixture.route('/to-decimal', (_req, res) => res.writeHead(307, { location: 'http://2130706433:' + trap.port + '/' }).end());
    fixture.route('/to-file', (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end());
    fixture.route('/loop', (req, res) => {
      const n = Number(new URL(req.url ?? '', fixture.origin).searchParams.get('n') ?? 0);
      res.writeHead(302, { location: `/loop?n=${n + 1}` }).end();
    });
    fixture.route('/hop', (req, res) => {
      const n = Number(new URL(req.url ?? '', fixture.origin).searchParams.get('n') ?? 0);
      if (n >= 5) res.writeHead(200).end('arrived');
      else res.writeHead(302, { location: `/hop?n=${n + 1}` }).end();
    });
    fixture.route('/big', (_req, res) => res.writeHead(200).end(Buffer.alloc(4096, 'a')));
    fixture.route('/echo', (req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, body, ua: req.headers['user-agent'] })));
    });
    fetcher = new GuardedFetcher(new EgressGuard([fixture.host, `127.0.0.1:${silent.port}`]), { timeoutMs: 800, idleTimeoutMs: 800 });
    proxy = new EgressProxy(fetcher, { connectTimeoutMs: 800, idleTimeoutMs: 2000 });
    proxyUrl = new URL(await proxy.start());
  });

  afterAll(async () => {
    await proxy.close();
    fetcher.close();
    await Promise.all([fixture.close(), trap.close(), silent.close()]);
  });

  it('fetches from a trusted fixture host', async () => {
    const res = await fetcher.fetchText(`${fixture.origin}/hello`, { maxBytes: 1024 });
    expect(res.status).toBe(200);
    expect(res.text).toBe('hello');
  });

  it.each(['/to-private', '/to-metadata', '/to-decimal'])('refuses a redirect (%s) to a private address; the target receives nothing', async (p) => {
    await expect(fetcher.request(`${fixture.origin}${p}`)).rejects.toMatchObject({ statusCode: 400, message: FETCH_MESSAGES.forbiddenAddress });
    expect(trap.hits()).toBe(0);
  });

  it('refuses a redirect to another scheme', async () => {
    await expect(fetcher.request(`${fixture.origin}/to-file`)).rejects.toThrow(FETCH_MESSAGES.badScheme);
  });

  it('follows at most 5 redirects', async () => {
    await expect(fetcher.fetchText(`${fixture.origin}/hop`, { maxBytes: 100 })).resolves.toMatchObject({ text: 'arrived' });
    await expect(fetcher.request(`${fixture.origin}/loop`)).rejects.toThrow(FETCH_MESSAGES.tooManyRedirects);
  });

  it('gives up on a server that never answers, within the limit', async () => {
    const started = Date.now();
    await expect(fetcher.request(`http://127.0.0.1:${silent.port}/`)).rejects.toMatchObject({ statusCode: 504, message: FETCH_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refuses bodies over the size limit', async () => {
    await expect(fetcher.fetchText(`${fixture.origin}/big`, { maxBytes: 1000 })).rejects.toThrow(FETCH_MESSAGES.tooLarge);
  });

  function viaProxy(options: http.RequestOptions, body?: string): Promise<{ status: number; message: string; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: proxyUrl.hostname, port: proxyUrl.port, ...options }, (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? '', body: data }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  it('egress proxy started by many callers at once listens on one port, and close stops it', async () => {
    const other = new EgressProxy(fetcher, { connectTimeoutMs: 800, idleTimeoutMs: 2000 });
    const urls = await Promise.all(Array.from({ length: 5 }, () => other.start()));
    expect(new Set(urls).size).toBe(1);
    const port = Number(new URL(urls[0]).port);
    const listening = () => new Promise<boolean>((resolve) => {
      const s = net.connect({ host: '127.0.0.1', port }, () => { s.destroy(); resolve(true); });
      s.on('error', () => resolve(false));
    });
    expect(await listening()).toBe(true);
    await other.close();
    expect(await listening()).toBe(false);
  });

  it('egress proxy forwards plain HTTP (with its body) to allowed targets', async () => {
    const res = await viaProxy({ method: 'POST', path: `${fixture.origin}/echo`, headers: { 'content-type': 'text/plain', 'user-agent': 'yt-dlp-test' } }, 'ping');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ method: 'POST', body: 'ping', ua: 'yt-dlp-test' });
  });

  it('egress proxy refuses plain HTTP to a private address', async () => {
    const res = await viaProxy({ method: 'GET', path: `http://127.0.0.1:${trap.port}/x` });
    expect(res.status).toBe(403);
    expect(res.message).toBe(EGRESS_REFUSAL);
    const spelled = await viaProxy({ method: 'GET', path: `http://0x7f000001:${trap.port}/x` });
    expect(spelled.status).toBe(403);
    expect(trap.hits()).toBe(0);
  });

  function connect(authority: string): Promise<{ status: string; socket: net.Socket }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(proxyUrl.port), proxyUrl.hostname, () => socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
      let head = '';
      const onData = (c: Buffer) => {
        head += c.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        if (end >= 0) {
          socket.off('data', onData);
          resolve({ status: head.split('\r\n')[0], socket });
        }
      };
      socket.on('data', onData);
      socket.on('error', reject);
    });
  }

  it('egress proxy tunnels CONNECT to allowed targets', async () => {
    const { status, socket } = await connect(fixture.host);
    expect(status).toBe('HTTP/1.1 200 Connection Established');
    const reply = await new Promise<string>((resolve) => {
      let data = '';
      socket.on('data', (c) => (data += c.toString()));
      socket.on('end', () => resolve(data));
      socket.write(`GET /hello HTTP/1.1\r\nHost: ${fixture.host}\r\nConnection: close\r\n\r\n`);
    });
    expect(reply).toMatch(/^HTTP\/1.1 200/);
    expect(reply).toContain("\r\nhello\r\n");
  });

  it.each(['127.0.0.1', '[::1]', '2130706433', '169.254.169.254'])('egress proxy refuses CONNECT to %s', async (host) => {
    const { status, socket } = await connect(`${host}:${trap.port}`);
    socket.destroy();
    expect(status).toBe(`HTTP/1.1 403 ${EGRESS_REFUSAL}`);
    expect(trap.hits()).toBe(0);
  });
});
