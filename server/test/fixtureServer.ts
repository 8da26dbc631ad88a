/**
 * A local HTTP server on 127.0.0.1 (OS-chosen port) for tests: serves files of a folder with Range and HEAD
 * support, plus routes a test defines (pages whose HTML needs the server's origin, redirects, errors).
 * It records every request it receives.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export type RouteHandler = (req: http.IncomingMessage, res: http.ServerResponse, origin: string) => void;

export interface FixtureServer {
  origin: string;
  host: string;
  port: number;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[];
  /** The peer's port of every connection it accepted, in order (who connected: a proxy's outbound socket, or not). */
  peers: number[];
  route(pathname: string, handler: RouteHandler): void;
  /** From now on, answers 403 to every request `allows` refuses, files and routes alike (a members-only site). */
  gate(allows: (req: http.IncomingMessage) => boolean): void;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4', '.mp3': 'audio/mpeg', '.jpg': 'image/jpeg', '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t', '.mpd': 'application/dash+xml', '.m4s': 'video/iso.segment', '.html': 'text/html; charset=utf-8',
  '.xml': 'application/rss+xml; charset=utf-8',
};

function serveFile(file: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const size = fs.statSync(file).size;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (range) {
    if (range[1] === '' && range[2] !== '') {
      start = Math.max(0, size - Number(range[2]));
    } else {
      start = Number(range[1]);
      if (range[2] !== '') end = Math.min(Number(range[2]), size - 1);
    }
    if (start > end || start >= size) {
      res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
      return;
    }
    status = 206;
  }
  const headers: Record<string, string> = {
    'content-type': type,
    'content-length': String(end - start + 1),
    'accept-ranges': 'bytes',
    'last-modified': new Date(0).toUTCString(),
  };
  if (status === 206) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file, { start, end }).pipe(res);
}

export async function startFixtureServer(root: string | null): Promise<FixtureServer> {
  const routes = new Map<string, RouteHandler>();
  const requests: FixtureServer['requests'] = [];
  const sockets = new Set<net.Socket>();
  const peers: number[] = [];
  let origin = '';
  let allows: ((req: http.IncomingMessage) => boolean) | null = null;
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    if (allows && !allows(req)) return void res.writeHead(403, { 'content-type': 'text/plain' }).end('Sign in to see this');
    const pathname = new URL(req.url ?? '/', origin).pathname;
    const handler = routes.get(pathname);
    if (handler) return handler(req, res, origin);
    if (root) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return void res.writeHead(404).end();
      }
      const file = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
      if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return serveFile(file, req, res);
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<html><head><title>Not found</title></head><body>Not found</body></html>');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    peers.push(s.remotePort ?? -1);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    port,
    requests,
    peers,
    route: (p, h) => void routes.set(p, h),
    gate: (check) => void (allows = check),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A server that accepts connections and never answers; counts them. */
export async function startSilentServer(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((s) => {
    count++;
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves the HLS stream of `hlsDir` again under `/slow/…`; while `stalled()` is true every segment after the
 * first sends 1 KB and then nothing more, so merges of it stay in progress. `onStall` hears each answer so held.
 */
export function routeStallingHls(fixture: FixtureServer, hlsDir: string, stalled: () => boolean, onStall?: () => void): void {
  for (const name of fs.readdirSync(hlsDir)) {
    const body = fs.readFileSync(path.join(hlsDir, name));
    fixture.route(`/slow/${name}`, (_req, res) => {
      res.writeHead(200, { 'content-type': name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t', 'content-length': String(body.length) });
      if (!stalled() || name.endsWith('.m3u8') || name.endsWith('_000.ts')) res.end(body);
      else {
        res.write(body.subarray(0, 1024));
        onStall?.();
      }
    });
  }
}

/**
 * One segment of the HLS fixture (by default the video's second, `seg_0_001.ts`; `seg_1_001.ts` is the audio's) sent
 * half at once and half after `delayMs`, so a merge of it stays in progress that long after ffmpeg has begun writing.
 */
export function routeLateSegment(fixture: FixtureServer, hlsDir: string, delayMs: number, segment = 'seg_0_001.ts'): void {
  const late = fs.readFileSync(path.join(hlsDir, segment));
  fixture.route(`/hls/${segment}`, (_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': String(late.length) });
    res.write(late.subarray(0, late.length >> 1));
    setTimeout(() => res.end(late.subarray(late.length >> 1)), delayMs);
  });
}

/** The rest of a streamed HTTP body, after the chunk already read, as one buffer. */
export async function readRest(reader: ReadableStreamDefaultReader<Uint8Array>, first: Uint8Array): Promise<Buffer> {
  const chunks = [Buffer.from(first)];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(Buffer.from(value));
  }
}
