/**
 * Real proxies for the tests of the server's upstream proxies (UPSTREAM_PROXIES), one per scheme, all on 127.0.0.1 on
 * ports the system chooses: a SOCKS5 server (RFC 1928, with RFC 1929's username/password), an HTTPS proxy (CONNECT
 * over TLS, with a self-signed certificate made for the run) and Debian's tinyproxy (an HTTP proxy, the real program).
 * Each records the connections it opened to destinations and the clients it refused for their credentials.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findProgram, freePort, stopChild } from './processes';

const ROOT = path.resolve(__dirname, '..', '..');

export interface ProxyConnection {
  /** 'host:port' as the client asked ('[::1]:80' for an IPv6 address). */
  target: string;
  /** The local port of the proxy's outbound socket to the target; -1 when unknown (tinyproxy). */
  localPort: number;
}

export interface TestProxy {
  /** The URL to put in UPSTREAM_PROXIES, with credentials when auth was asked: 'http://u:p@127.0.0.1:1234'. */
  url: string;
  /** The same without credentials (what logs may show). */
  publicUrl: string;
  /** Every outbound connection the proxy opened to a destination, in order (tinyproxy: parsed from its log file). */
  connections(): Promise<ProxyConnection[]>;
  /** Clients the proxy refused for bad or missing credentials. */
  refusals(): Promise<number>;
  /** For https proxies: the PEM of the proxy's self-signed certificate (a CA file the server is given). */
  caFile?: string;
  /** Stops listening and drops every connection (the port then refuses: a "dead" proxy); the temp files stay until close. */
  stop(): Promise<void>;
  /** Stops, and removes every temp file and folder it made. */
  close(): Promise<void>;
}

export interface ProxyOptions {
  auth?: { user: string; pass: string };
}

function proxyUrls(scheme: string, port: number, auth: ProxyOptions['auth']): { url: string; publicUrl: string } {
  const publicUrl = `${scheme}://127.0.0.1:${port}`;
  const creds = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : '';
  return { url: `${scheme}://${creds}127.0.0.1:${port}`, publicUrl };
}

function hostPort(host: string, port: number): string {
  return net.isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
}

/** A listener of our own (node:net or node:tls) whose every socket, in and out, `stop` ends. */
function ownServer(server: net.Server, dir: string | null, auth: ProxyOptions['auth'], scheme: string) {
  const sockets = new Set<net.Socket>();
  const connections: ProxyConnection[] = [];
  let refused = 0;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  server.on('connection', track);
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    }));
  return {
    track,
    /** Connects to a destination for a client, recording the connection once made. */
    connect(host: string, port: number): net.Socket {
      const out = net.connect({ host, port });
      track(out);
      out.once('connect', () => connections.push({ target: hostPort(host, port), localPort: out.localPort ?? -1 }));
      return out;
    },
    refuse: () => void refused++,
    async listen(caFile?: string): Promise<TestProxy> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
      const { port } = server.address() as net.AddressInfo;
      return {
        ...proxyUrls(scheme, port, auth),
        connections: async () => [...connections],
        refusals: async () => refused,
        caFile,
        stop,
        close: async () => {
          await stop();
          if (dir) await fsp.rm(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** Pipes a client and its destination both ways, each end ending the other. */
function splice(a: net.Socket, b: net.Socket): void {
  a.pipe(b);
  b.pipe(a);
  a.on('error', () => b.destroy());
  b.on('error', () => a.destroy());
  a.once('close', () => b.destroy());
  b.once('close', () => a.destroy());
}

/** Reads exact byte counts off a socket, then hands it back paused with what came beyond them. */
function byteReader(sock: net.Socket) {
  let buf = Buffer.alloc(0);
  let want: { n: number; resolve: (b: Buffer) => void; reject: (e: Error) => void } | null = null;
  const pump = () => {
    if (!want || buf.length < want.n) return;
    const w = want;
    want = null;
    const chunk = buf.subarray(0, w.n);
    buf = buf.subarray(w.n);
    w.resolve(chunk);
  };
  const onData = (d: Buffer) => {
    buf = Buffer.concat([buf, d]);
    pump();
  };
  const onClose = () => want?.reject(new Error('the client went away'));
  sock.on('data', onData);
  sock.once('close', onClose);
  return {
    read: (n: number) =>
      new Promise<Buffer>((resolve, reject) => {
        want = { n, resolve, reject };
        pump();
      }),
    async byte(): Promise<number> {
      return (await this.read(1))[0]!;
    },
    release(): Buffer {
      sock.pause();
      sock.off('data', onData);
      sock.off('close', onClose);
      return buf;
    },
  };
}

/** The SOCKS5 address of a bound socket (IPv4, as every socket here is on 127.0.0.1): type, bytes, port. */
function socksBound(address: string | undefined, port: number | undefined): Buffer {
  const ip = address && net.isIPv4(address) ? address.split('.').map(Number) : [0, 0, 0, 0];
  const reply = Buffer.from([1, ...ip, 0, 0]);
  reply.writeUInt16BE(port ?? 0, 5);
  return reply;
}

function ipv6Text(b: Buffer): string {
  const words: string[] = [];
  for (let i = 0; i < 16; i += 2) words.push(b.readUInt16BE(i).toString(16));
  return new net.SocketAddress({ address: words.join(':'), family: 'ipv6' }).address;
}

/** A SOCKS5 proxy (CONNECT only; no authentication, or username/password when `auth` is given). */
export async function startSocks5Proxy(opts: ProxyOptions = {}): Promise<TestProxy> {
  const { auth } = opts;
  const server = net.createServer();
  const own = ownServer(server, null, auth, 'socks5');
  server.on('connection', (client) => {
    client.on('error', () => client.destroy());
    socksSession(client, own, auth).catch(() => client.destroy());
  });
  return own.listen();
}

async function socksSession(client: net.Socket, own: ReturnType<typeof ownServer>, auth: ProxyOptions['auth']): Promise<void> {
  const r = byteReader(client);
  if ((await r.byte()) !== 5) return void client.destroy();
  const methods = [...(await r.read(await r.byte()))];
  const method = auth ? 2 : 0;
  if (!methods.includes(method)) {
    if (auth) own.refuse();
    return void client.end(Buffer.from([5, 0xff]));
  }
  client.write(Buffer.from([5, method]));
  if (auth) {
    await r.byte(); // the sub-negotiation's version (1)
    const user = (await r.read(await r.byte())).toString();
    const pass = (await r.read(await r.byte())).toString();
    if (user !== auth.user || pass !== auth.pass) {
      own.refuse();
      return void client.end(Buffer.from([1, 1]));
    }
    client.write(Buffer.from([1, 0]));
  }
  const [, cmd, , atyp] = [...(await r.read(4))];
  let host: string;
  if (atyp === 1) host = [...(await r.read(4))].join('.');
  else if (atyp === 3) host = (await r.read(await r.byte())).toString();
  else if (atyp === 4) host = ipv6Text(await r.read(16));
  else return void client.end(Buffer.from([5, 8, 0, 1, 0, 0, 0, 0, 0, 0]));
  const port = (await r.read(2)).readUInt16BE(0);
  if (cmd !== 1) return void client.end(Buffer.from([5, 7, 0, 1, 0, 0, 0, 0, 0, 0]));
  const rest = r.release();
  const out = own.connect(host, port);
  let connected = false;
  out.on('error', (e: NodeJS.ErrnoException) => {
    if (!connected) client.end(Buffer.from([5, e.code === 'ECONNREFUSED' ? 5 : 4, 0, 1, 0, 0, 0, 0, 0, 0]));
  });
  out.once('connect', () => {
    connected = true;
    client.write(Buffer.concat([Buffer.from([5, 0, 0]), socksBound(out.localAddress, out.localPort)]));
    if (rest.length) out.write(rest);
    splice(client, out);
  });
}

/** A self-signed certificate for IP 127.0.0.1 and DNS localhost, with its key, in `dir`. */
export async function selfSignedCertificate(dir: string): Promise<{ keyFile: string; certFile: string }> {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  await promisify(execFile)('/usr/bin/openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile,
  ]);
  return { keyFile, certFile };
}

/** Splits a CONNECT request's 'host:port' ('[v6]:port' too). */
function parseAuthority(authority: string): { host: string; port: number } | null {
  const m = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(authority);
  return m ? { host: (m[1] ?? m[2])!, port: Number(m[3]) } : null;
}

/** An HTTPS proxy: CONNECT over a TLS listener, with Basic proxy authentication when `auth` is given. */
export async function startHttpsProxy(opts: ProxyOptions = {}): Promise<TestProxy> {
  const { auth } = opts;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'test-https-proxy-'));
  const { keyFile, certFile } = await selfSignedCertificate(dir);
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) });
  const own = ownServer(server, dir, auth, 'https');
  const expected = auth ? `Basic ${Buffer.from(`${auth.user}:${auth.pass}`).toString('base64')}` : null;
  server.on('request', (_req, res) => res.writeHead(405, { Allow: 'CONNECT', Connection: 'close' }).end());
  server.on('connect', (req, client: net.Socket, head: Buffer) => {
    own.track(client);
    client.on('error', () => client.destroy());
    if (expected && req.headers['proxy-authorization'] !== expected) {
      own.refuse();
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test proxy"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    const target = parseAuthority(req.url ?? '');
    if (!target) return void client.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    const out = own.connect(target.host, target.port);
    let connected = false;
    out.on('error', () => {
      if (!connected) client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
    out.once('connect', () => {
      connected = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) out.write(head);
      splice(client, out);
    });
  });
  return own.listen(certFile);
}

/** Debian's tinyproxy: on the PATH, in /usr/bin or /usr/sbin, else the copy `bash scripts/setup.sh test` unpacks. */
export function tinyproxyPath(): string | null {
  return findProgram('tinyproxy', ['/usr/bin/tinyproxy', '/usr/sbin/tinyproxy', path.join(ROOT, '.tools', 'tinyproxy', 'tinyproxy')]);
}

/**
 * What tinyproxy's log (LogLevel Info) says of its connections. It logs no line of its own when it refuses credentials
 * (407 when they are missing, 401 when wrong): a request it went on with is followed by its upstream choice ("No
 * upstream proxy for …"), one it refused is not, so its refusals are the requests it read ("Request (file descriptor
 * N): …") less the requests it went on with (every request the tests send is well-formed). A connection is an
 * "opensock: opening connection to host:port" line followed by 'Established connection to host "host" using file
 * descriptor N.' (paired by host, first in first out; "opensock: Could not …" drops a failed one).
 */
function parseTinyproxyLog(log: string): { connections: ProxyConnection[]; refusals: number } {
  const connections: ProxyConnection[] = [];
  const opening: { host: string; target: string }[] = [];
  let requests = 0;
  let forwarded = 0;
  for (const line of log.split('\n')) {
    const msg = /^\S+\s+\w{3}\s+\d+ [\d:.]+ \[\d+\]: (.*)$/.exec(line)?.[1];
    if (msg === undefined) continue;
    let m: RegExpExecArray | null;
    if (/^Request \(file descriptor \d+\): /.test(msg)) requests++;
    else if (/^(No upstream proxy for |Found upstream proxy )/.test(msg)) forwarded++;
    else if ((m = /^opensock: opening connection to (.+):(\d+)$/.exec(msg))) opening.push({ host: m[1]!, target: hostPort(m[1]!, Number(m[2])) });
    else if ((m = /^opensock: Could not (?:establish a connection|retrieve address info) (?:to|for) (.+?):(\d+)/.exec(msg))) {
      const target = hostPort(m[1]!, Number(m[2]));
      const i = opening.findIndex((o) => o.target === target);
      if (i >= 0) opening.splice(i, 1);
    } else if ((m = /^Established connection to host "(.+)" using file descriptor \d+\.$/.exec(msg))) {
      const host = m[1]!;
      const i = opening.findIndex((o) => o.host === host);
      connections.push({ target: i >= 0 ? opening.splice(i, 1)[0]!.target : host, localPort: -1 });
    }
  }
  return { connections, refusals: requests - forwarded };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Debian's tinyproxy as an HTTP proxy on 127.0.0.1, with BasicAuth when `auth` is given. */
export async function startTinyproxy(opts: ProxyOptions = {}): Promise<TestProxy> {
  const { auth } = opts;
  const bin = tinyproxyPath();
  if (!bin) throw new Error('tinyproxy is not installed: `bash scripts/setup.sh test` provides it (in .tools/tinyproxy).');
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'test-tinyproxy-'));
  const logFile = path.join(dir, 'tinyproxy.log');
  const readLog = () => fsp.readFile(logFile, 'utf8').catch(() => '');
  let lastError = '';
  // The port is chosen free, then handed to tinyproxy: another program may take it in between, then a new one is tried.
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const conf = path.join(dir, 'tinyproxy.conf');
    await fsp.rm(logFile, { force: true });
    await fsp.writeFile(
      conf,
      [
        `Port ${port}`,
        'Listen 127.0.0.1',
        'Allow 127.0.0.1',
        `LogFile "${logFile}"`,
        'LogLevel Info',
        'MaxClients 100',
        'Timeout 60',
        'DisableViaHeader Yes',
        ...(auth ? [`BasicAuth ${auth.user} ${auth.pass}`] : []),
        '',
      ].join('\n'),
    );
    let output = '';
    const child = spawn(bin, ['-d', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 5000;
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      if ((await readLog()).includes('Accepting connections.')) return tinyproxyHandle(child, exited, dir, port, auth, readLog);
      await sleep(20);
    }
    lastError = `${output}${await readLog()}`;
    await stopChild(child, exited);
  }
  await fsp.rm(dir, { recursive: true, force: true });
  throw new Error(`tinyproxy did not start:\n${lastError}`);
}

function tinyproxyHandle(
  child: ChildProcess,
  exited: Promise<void>,
  dir: string,
  port: number,
  auth: ProxyOptions['auth'],
  readLog: () => Promise<string>,
): TestProxy {
  const stop = () => stopChild(child, exited);
  return {
    ...proxyUrls('http', port, auth),
    connections: async () => parseTinyproxyLog(await readLog()).connections,
    refusals: async () => parseTinyproxyLog(await readLog()).refusals,
    stop,
    close: async () => {
      await stop();
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}
