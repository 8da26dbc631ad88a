/**
 * Slow clients (issue 49): the real server (buildApp) listening on a free loopback port with a short request time limit
 * (REQUEST_TIMEOUT_SECONDS=1). A request whose headers or body never finish is cut (408, or the connection closed) instead
 * of holding its connection for ever, while a download whose answer takes longer than the limit still arrives whole.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../settings';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { buildRealApp } from '../../test/support';

let app: FastifyInstance;
let fixture: FixtureServer;
let port = 0;
const MEDIA = crypto.randomBytes(96 * 1024);
/** Far longer than the limit and Node's check of it: a connection still open then was never cut. */
const GIVE_UP_MS = 15_000;

beforeAll(async () => {
  fixture = await startFixtureServer(null);
  // A source that sends its file slowly: 24 pieces, one every 150 ms (3.6 s in all, over three times the limit).
  fixture.route('/slow.mp4', (_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(MEDIA.length) });
    let sent = 0;
    const piece = MEDIA.length / 24;
    const timer = setInterval(() => {
      res.write(MEDIA.subarray(sent, sent + piece));
      sent += piece;
      if (sent >= MEDIA.length) {
        clearInterval(timer);
        res.end();
      }
    }, 150);
    res.on('close', () => clearInterval(timer));
  });
  app = await buildRealApp({ TRUSTED_FETCH_HOSTS: fixture.host, REQUEST_TIMEOUT_SECONDS: '1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await fixture?.close();
});

/**
 * Sends `head` on a new connection, then `trickle` (if any) one byte every 200 ms, and resolves with what the server
 * answered once it closed the connection, or null when it was still open after GIVE_UP_MS.
 */
function sendAndWait(head: string, trickle = ''): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const drip = setInterval(() => {
      if (i < trickle.length && socket.writable) socket.write(trickle[i++]);
    }, 200);
    const giveUp = setTimeout(() => finish(null), GIVE_UP_MS);
    function finish(result: string | null) {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(result);
    }
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(answer));
    socket.write(head);
  });
}

/** A cut request: the connection closed, with a 408 or no answer at all. */
function expectCut(answer: string | null): void {
  expect(answer).not.toBeNull();
  if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
}

describe('a request has a time limit of its own (REQUEST_TIMEOUT_SECONDS)', () => {
  it('cuts a body that never finishes, one that trickles, and headers that never end', async () => {
    const post = (length: number) => `POST /api/download-video HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    const cut = await Promise.all([
      // The body stops after its first bytes.
      sendAndWait(`${post(100)}{"tweet_url":`),
      // The body keeps coming, one byte at a time, far slower than the limit allows: an idle limit would never fire.
      sendAndWait(post(100), `{"tweet_url":"${'x'.repeat(90)}"}`),
      // The headers never end.
      sendAndWait('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n', 'X-More: 1\r\n'.repeat(20)),
    ]);
    cut.forEach(expectCut);
    // The server goes on answering.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('lets a download whose answer takes longer than the limit arrive whole', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/proxied_download?url=${encodeURIComponent(`${fixture.origin}/slow.mp4`)}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(MEDIA)).toBe(true);
  });

  it('is at most 60 s by default; a bad value stops the server, naming the variable', () => {
    expect(readConfig({}).requestTimeoutSeconds).toBeLessThanOrEqual(60);
    expect(() => readConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow('REQUEST_TIMEOUT_SECONDS must be an integer from 1 to 600, got "0"');
  });
});
