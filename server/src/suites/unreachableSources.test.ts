/**
 * Sources that cannot be reached (issue 49): what the image proxy, the media proxy (signed and plain links, GET and
 * HEAD) and the preview's probe answer when a link's name does not resolve, its port refuses or resets the connection,
 * it never answers, or its TLS handshake fails. Every one is the guarded fetcher's FetchError, the same on every route:
 * a name that does not resolve is the visitor's link (422), the others the source's fault (502, or 504 for the time
 * limit), each with `{ error, code }`. The real server (buildApp), the system's resolver and real sockets on 127.0.0.1.
 */
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { FETCH_MESSAGES } from '../features/fetch';
import { startSilentServer } from '../../test/fixtureServer';
import { selfSignedCertificate } from '../../test/proxies';
import { buildRealApp, startCountingListener, tempDir, type CountingListener } from '../../test/support';

let app: FastifyInstance;
let silent: Awaited<ReturnType<typeof startSilentServer>>;
let resetting: CountingListener;
let tls: https.Server;
let plain: http.Server;
let closedPort = 0;
let certDir = '';

const listen = async (server: net.Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  silent = await startSilentServer();
  resetting = await startCountingListener('127.0.0.1');
  const closed = net.createServer();
  closedPort = await listen(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  certDir = tempDir('unreachable-tls-');
  const { keyFile, certFile } = await selfSignedCertificate(certDir);
  tls = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) }, (_req, res) => res.end('never trusted'));
  plain = http.createServer((_req, res) => res.end('plain http'));
  const ports = [silent.port, resetting.port, closedPort, await listen(tls), await listen(plain)];
  app = await buildRealApp({ TRUSTED_FETCH_HOSTS: ports.map((p) => `127.0.0.1:${p}`).join(','), FETCH_TIMEOUT_SECONDS: '1' });
});

afterAll(async () => {
  await app?.close();
  await silent?.close();
  await resetting?.close();
  tls?.close();
  plain?.close();
  fs.rmSync(certDir, { recursive: true, force: true });
});

/** Every route that fetches a visitor's (or a signed) link, asked for `source`. */
function routes(source: string): [string, InjectOptions][] {
  const signed = app.mediaLinks.sign('/api/proxied_download', { url: source, filename: 'clip.mp4' });
  const tiktok = app.mediaLinks.sign('/api/tiktok_proxy', { url: source, filename: 'clip.mp4' });
  return [
    ['image proxy', { url: `/api/image-proxy?url=${encodeURIComponent(source)}` }],
    ['plain link', { url: `/api/proxied_download?url=${encodeURIComponent(source)}` }],
    ['plain link (HEAD)', { method: 'HEAD', url: `/api/proxied_download?url=${encodeURIComponent(source)}` }],
    ['signed link', { url: signed }],
    ['signed link (HEAD)', { method: 'HEAD', url: signed }],
    ['TikTok link', { url: tiktok }],
    ['preview probe', { url: `/api/preview?url=${encodeURIComponent(signed)}` }],
  ];
}

/** Asks every route at once for `source`; each must answer `status` with `{ error, code }` (HEAD: no body). */
async function expectAnswer(source: string, status: number, error: string, code: string): Promise<void> {
  const asked = routes(source);
  const answers = await Promise.all(asked.map(([, request]) => app.inject(request)));
  asked.forEach(([route, request], i) => {
    expect(`${route}: ${answers[i].statusCode}`).toBe(`${route}: ${status}`);
    if (request.method !== 'HEAD') expect(answers[i].json()).toEqual({ error, code });
  });
}

describe('a source that cannot be reached, on every route that fetches one', () => {
  it('a name that does not resolve: 422, the site could not be found (the visitor’s link, not a server fault)', async () => {
    // `.invalid` never resolves (RFC 6761), whether or not the machine has a name server.
    await expectAnswer('http://media.scanner.invalid/thumb.jpg', 422, FETCH_MESSAGES.hostNotFound, 'fetch.host_not_found');
    const extract = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: 'https://video.scanner.invalid/watch?v=1' } });
    expect(extract.statusCode).toBe(422);
    expect(extract.json()).toEqual({ error: FETCH_MESSAGES.hostNotFound, code: 'fetch.host_not_found' });
  });

  it('a refused or reset connection, and a failed TLS handshake: 502, could not connect to the source', async () => {
    const tlsPort = (tls.address() as AddressInfo).port;
    const plainPort = (plain.address() as AddressInfo).port;
    const sources = [
      `http://127.0.0.1:${closedPort}/a.jpg`, // nothing listens
      `http://127.0.0.1:${resetting.port}/a.jpg`, // accepts, then drops the connection
      `https://127.0.0.1:${tlsPort}/a.jpg`, // a certificate nobody signed
      `https://127.0.0.1:${plainPort}/a.jpg`, // no TLS at all
    ];
    await Promise.all(sources.map((source) => expectAnswer(source, 502, FETCH_MESSAGES.unreachable, 'fetch.unreachable')));
  });

  it('a source that never answers: 504 once FETCH_TIMEOUT_SECONDS is over, the source did not respond in time', async () => {
    await expectAnswer(`http://127.0.0.1:${silent.port}/a.jpg`, 504, FETCH_MESSAGES.timeout, 'fetch.timeout');
  });
});
