/**
 * The tests' proxies (server/test/proxies.ts) work as proxies: a plain Node client reaches a local HTTP server through
 * each, they record what they opened and whom they refused, a stopped one refuses connections, and a closed one leaves
 * no file and no process behind.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import { startHttpsProxy, startSocks5Proxy, startTinyproxy, tinyproxyPath, type TestProxy } from './proxies';

const AUTH = { user: 'alice', pass: 's3cret' };
let origin: http.Server;
let originPort: number;
let tmpBefore: string[];

beforeAll(async () => {
  tmpBefore = fs.readdirSync(os.tmpdir());
  // Answers with the port the request came from: the proxy's outbound socket.
  origin = http.createServer((req, res) => res.writeHead(200, { Connection: 'close' }).end(String(req.socket.remotePort)));
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', () => r()));
  originPort = (origin.address() as net.AddressInfo).port;
});
afterAll(() => {
  origin.closeAllConnections();
  return new Promise<void>((r) => origin.close(() => r()));
});
// Every proxy a test started is closed, even when the test failed half-way (tinyproxy would keep Jest running).
const started: TestProxy[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((p) => p.close()));
});
async function start(proxy: Promise<TestProxy>): Promise<TestProxy> {
  const p = await proxy;
  started.push(p);
  return p;
}

/** GET / on the origin over an already open tunnel: the origin's view of the client's port. */
function getOver(socket: net.Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: originPort, path: '/', createConnection: () => socket }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve(Number(body)));
    });
    req.on('error', reject);
  });
}

/** Writes `data` and reads `n` bytes back (fewer if the peer closes first). */
function exchange(sock: net.Socket, data: number[] | Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    const done = () => {
      sock.off('data', onData);
      sock.off('close', done);
      resolve(buf);
    };
    const onData = (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length >= n) done();
    };
    sock.on('data', onData);
    sock.once('close', done);
    sock.write(Buffer.from(data));
  });
}

/** A SOCKS5 client's handshake up to the CONNECT reply: its status byte and the open socket. */
async function socksConnect(proxy: TestProxy, port: number, auth?: { user: string; pass: string }): Promise<{ status: number; socket: net.Socket }> {
  const { port: proxyPort } = new URL(proxy.url);
  const socket = net.connect(Number(proxyPort), '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((r) => socket.once('connect', r));
  const method = await exchange(socket, [5, 1, auth ? 2 : 0], 2);
  if (auth) {
    const reply = await exchange(socket, [1, auth.user.length, ...Buffer.from(auth.user), auth.pass.length, ...Buffer.from(auth.pass)], 2);
    if (reply[1] !== 0) return { status: -reply[1]!, socket };
  } else if (method[1] !== 0) return { status: -1, socket };
  const request = Buffer.from([5, 1, 0, 1, 127, 0, 0, 1, 0, 0]);
  request.writeUInt16BE(port, 8);
  const reply = await exchange(socket, request, 10);
  return { status: reply[1]!, socket };
}

/** CONNECT 127.0.0.1:<origin> through an HTTP(S) proxy: the status and, on 200, the tunnel. */
function httpConnect(proxy: TestProxy, creds?: { user: string; pass: string }): Promise<{ status: number; socket: net.Socket }> {
  const url = new URL(proxy.url);
  const headers: Record<string, string> = creds ? { 'Proxy-Authorization': `Basic ${Buffer.from(`${creds.user}:${creds.pass}`).toString('base64')}` } : {};
  const opts = { method: 'CONNECT', host: '127.0.0.1', port: Number(url.port), path: `127.0.0.1:${originPort}`, headers };
  return new Promise((resolve, reject) => {
    const req = url.protocol === 'https:' ? https.request({ ...opts, ca: fs.readFileSync(proxy.caFile!) }) : http.request(opts);
    req.on('connect', (res: http.IncomingMessage, socket: net.Socket) => resolve({ status: res.statusCode!, socket }));
    req.on('response', (res: http.IncomingMessage) => {
      res.resume();
      resolve({ status: res.statusCode!, socket: res.socket as net.Socket });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether something accepts connections on the proxy's port. */
function accepts(proxy: TestProxy): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(Number(new URL(proxy.url).port), '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/** Processes whose command line names this test file's temporary folder (tinyproxy's config is in it). */
function processesUsingTmp(): string[] {
  const tmp = os.tmpdir();
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(tmp);
    } catch {
      return false;
    }
  });
}

async function expectStopsAndCleansUp(proxy: TestProxy): Promise<void> {
  await proxy.stop();
  expect(await accepts(proxy)).toBe(false);
  await proxy.close();
  expect(fs.readdirSync(os.tmpdir())).toEqual(tmpBefore);
  expect(processesUsingTmp()).toEqual([]);
}

describe('SOCKS5 proxy', () => {
  it('tunnels to the destination and records the outbound connection, without authentication', async () => {
    const proxy = await start(startSocks5Proxy());
    expect(proxy.url).toMatch(/^socks5:\/\/127\.0\.0\.1:\d+$/);
    expect(proxy.publicUrl).toBe(proxy.url);
    const { status, socket } = await socksConnect(proxy, originPort);
    expect(status).toBe(0);
    const seenPort = await getOver(socket);
    expect(await proxy.connections()).toEqual([{ target: `127.0.0.1:${originPort}`, localPort: seenPort }]);
    // A port nobody listens on: "connection refused" (0x05).
    const closed = await start(startSocks5Proxy());
    const deadPort = Number(new URL(closed.url).port);
    await closed.close();
    const refused = await socksConnect(proxy, deadPort);
    expect(refused.status).toBe(5);
    refused.socket.destroy();
    expect(await proxy.connections()).toHaveLength(1);
    expect(await proxy.refusals()).toBe(0);
    await expectStopsAndCleansUp(proxy);
  });

  it('takes the right username and password and refuses wrong ones', async () => {
    const proxy = await start(startSocks5Proxy({ auth: AUTH }));
    expect(proxy.url).toBe(`socks5://alice:s3cret@${new URL(proxy.publicUrl).host}`);
    const bad = await socksConnect(proxy, originPort, { user: 'alice', pass: 'nope' });
    expect(bad.status).toBe(-1);
    bad.socket.destroy();
    expect(await proxy.refusals()).toBe(1);
    const { status, socket } = await socksConnect(proxy, originPort, AUTH);
    expect(status).toBe(0);
    const seenPort = await getOver(socket);
    expect(await proxy.connections()).toEqual([{ target: `127.0.0.1:${originPort}`, localPort: seenPort }]);
    expect(await proxy.refusals()).toBe(1);
    await expectStopsAndCleansUp(proxy);
  });
});

describe('HTTPS proxy', () => {
  it('tunnels CONNECT over TLS with Basic credentials, refuses requests without them, and answers 405 to the rest', async () => {
    const proxy = await start(startHttpsProxy({ auth: AUTH }));
    expect(proxy.url).toBe(`https://alice:s3cret@${new URL(proxy.publicUrl).host}`);
    expect(fs.readFileSync(proxy.caFile!, 'utf8')).toContain('BEGIN CERTIFICATE');
    const missing = await httpConnect(proxy);
    expect(missing.status).toBe(407);
    missing.socket.destroy();
    const wrong = await httpConnect(proxy, { user: 'alice', pass: 'nope' });
    expect(wrong.status).toBe(407);
    wrong.socket.destroy();
    expect(await proxy.refusals()).toBe(2);
    const { status, socket } = await httpConnect(proxy, AUTH);
    expect(status).toBe(200);
    const seenPort = await getOver(socket);
    expect(await proxy.connections()).toEqual([{ target: `127.0.0.1:${originPort}`, localPort: seenPort }]);
    const plain = await new Promise<number>((resolve, reject) =>
      https.get(proxy.publicUrl, { ca: fs.readFileSync(proxy.caFile!) }, (res) => (res.resume(), resolve(res.statusCode!))).on('error', reject),
    );
    expect(plain).toBe(405);
    await expectStopsAndCleansUp(proxy);
  });
});

describe('tinyproxy', () => {
  it('is installed (bash scripts/setup.sh test)', () => {
    expect(tinyproxyPath()).not.toBeNull();
  });

  it('tunnels CONNECT with Basic credentials, and its log gives the connections and the refusals', async () => {
    const proxy = await start(startTinyproxy({ auth: AUTH }));
    expect(proxy.url).toBe(`http://alice:s3cret@${new URL(proxy.publicUrl).host}`);
    expect(proxy.caFile).toBeUndefined();
    // tinyproxy answers wrong credentials 401 (Unauthorized), missing ones 407: both are refusals.
    const wrong = await httpConnect(proxy, { user: 'alice', pass: 'nope' });
    expect(wrong.status).toBe(401);
    wrong.socket.destroy();
    const missing = await httpConnect(proxy);
    expect(missing.status).toBe(407);
    missing.socket.destroy();
    const { status, socket } = await httpConnect(proxy, AUTH);
    expect(status).toBe(200);
    await getOver(socket);
    expect(await proxy.connections()).toEqual([{ target: `127.0.0.1:${originPort}`, localPort: -1 }]);
    expect(await proxy.refusals()).toBe(2);
    await expectStopsAndCleansUp(proxy);
  });

  it('without authentication, tunnels every client', async () => {
    const proxy = await start(startTinyproxy());
    expect(proxy.url).toBe(proxy.publicUrl);
    const { status, socket } = await httpConnect(proxy);
    expect(status).toBe(200);
    await getOver(socket);
    expect(await proxy.connections()).toEqual([{ target: `127.0.0.1:${originPort}`, localPort: -1 }]);
    expect(await proxy.refusals()).toBe(0);
    await expectStopsAndCleansUp(proxy);
  });
});
