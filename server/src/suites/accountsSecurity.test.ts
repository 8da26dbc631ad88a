/**
 * Accounts security suite (issue 9, part 5), adding to accounts.test.ts only what it does not cover: the
 * tokens of a deleted user, no user enumeration through answer texts and timing of register, login,
 * forgot-password and resend-verification (medians compared loosely), and the Content-Security-Policy
 * stopping an injected inline script in a real Chromium against the real listening server.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/databases';
import { startSmtpReceiver } from '../../test/smtp';
import { buildRealApp, Tally } from '../../test/support';

jest.setTimeout(60_000);

const PASSWORD = 'Sup3rSecret';
const tally = new Tally('accounts');
let ipCounter = 0;

function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: object, token?: string): Promise<LightMyRequestResponse> {
  ipCounter++;
  const remoteAddress = `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  return app.inject({ method, url, payload: body, remoteAddress, headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(fn: () => Promise<LightMyRequestResponse>): Promise<{ ms: number; res: LightMyRequestResponse }> {
  const t = process.hrtime.bigint();
  const res = await fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, res };
}

/** Loose: the slower median within `factor` times the faster one, plus a fixed allowance for noise. */
function expectSimilar(what: string, a: number[], b: number[], factor = 4, slackMs = 25): void {
  const [ma, mb] = [median(a), median(b)];
  console.log(`[reliability] timing ${what}: median ${ma.toFixed(1)} ms vs ${mb.toFixed(1)} ms`);
  expect(Math.max(ma, mb)).toBeLessThanOrEqual(Math.min(ma, mb) * factor + slackMs);
}

afterAll(() => tally.print());

describe.each(['sqlite', 'postgres'] as const)('a deleted user on %s', (kind) => {
  let app: FastifyInstance;
  let db: TestDatabase;
  let skip = false;

  beforeAll(async () => {
    if (kind === 'postgres' && !(await postgresAvailable())) {
      skip = true;
      return;
    }
    db = await createTestDatabase(kind);
    app = await buildRealApp({ DATABASE_URL: db.url });
    await app.ready();
  }, 30_000);
  afterAll(async () => {
    if (skip) return;
    await app.close();
    await db.drop();
  });

  it('loses every token: access, refresh, and those of a password-changed twin', async () => {
    if (skip) return;
    const email = `deleted.${kind}@example.com`;
    expect((await call(app, 'POST', '/api/auth/register', { email, password: PASSWORD })).statusCode).toBe(201);
    const session = (await call(app, 'POST', '/api/auth/login', { email, password: PASSWORD })).json() as { access_token: string; refresh_token: string };
    expect((await call(app, 'GET', '/api/auth/me', undefined, session.access_token)).statusCode).toBe(200);

    // The operator removes the account (no API deletes users: the row goes, with its sessions).
    await app.db.deleteFrom('users').where('email', '=', email).execute();

    const attempts = [
      await call(app, 'GET', '/api/auth/me', undefined, session.access_token),
      await call(app, 'GET', '/api/auth/download-history', undefined, session.access_token),
      await call(app, 'POST', '/api/auth/download-history', { url: 'https://a.test/v', title: 'T', platform: 'YouTube', format: 'video' }, session.access_token),
      await call(app, 'POST', '/api/auth/change-password', { current_password: PASSWORD, new_password: 'An0therSecret' }, session.access_token),
      await call(app, 'POST', '/api/auth/refresh-token', undefined, session.refresh_token),
      await call(app, 'POST', '/api/auth/login', { email, password: PASSWORD }),
    ];
    for (const res of attempts) {
      tally.record(res);
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
    // Signing up again with the same address makes a new account that the old tokens do not open.
    expect((await call(app, 'POST', '/api/auth/register', { email, password: PASSWORD })).statusCode).toBe(201);
    const again = await call(app, 'GET', '/api/auth/me', undefined, session.access_token);
    tally.record(again);
    expect(again.statusCode).toBe(401);
    const refreshed = await call(app, 'POST', '/api/auth/refresh-token', undefined, session.refresh_token);
    tally.record(refreshed);
    expect(refreshed.statusCode).toBe(401);
    expect(await app.db.selectFrom('refresh_tokens').select('id').execute()).toHaveLength(0);
  });
});

describe('no user enumeration (texts exactly, timings loosely)', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const SAMPLES = 5;
  const fresh = Array.from({ length: SAMPLES }, (_, i) => `enum.new${i}@example.com`);
  const ghosts = Array.from({ length: SAMPLES }, (_, i) => `enum.ghost${i}@example.com`);
  const existing = 'enum.existing@example.com';

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await buildRealApp({ SMTP_URL: smtp.url });
    await app.ready();
    expect((await call(app, 'POST', '/api/auth/register', { email: existing, password: PASSWORD })).statusCode).toBe(201);
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('register: a new and a taken email get the same answer in similar time', async () => {
    const newT: number[] = [];
    const takenT: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < SAMPLES; i++) {
      // Interleaved, so that a slow moment of the machine hits both sides.
      const a = await timed(() => call(app, 'POST', '/api/auth/register', { email: fresh[i], password: PASSWORD }));
      const b = await timed(() => call(app, 'POST', '/api/auth/register', { email: existing, password: PASSWORD }));
      for (const { res } of [a, b]) {
        tally.record(res, false);
        bodies.add(`${res.statusCode} ${res.body}`);
      }
      newT.push(a.ms);
      takenT.push(b.ms);
    }
    expect([...bodies]).toHaveLength(1);
    expectSimilar('register new vs taken', newT, takenT);
  });

  it('login: an unknown email and a wrong password get the same answer in similar time', async () => {
    const unknownT: number[] = [];
    const wrongT: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < SAMPLES; i++) {
      const a = await timed(() => call(app, 'POST', '/api/auth/login', { email: ghosts[i], password: PASSWORD }));
      const b = await timed(() => call(app, 'POST', '/api/auth/login', { email: fresh[i], password: 'Wr0ngPassword' }));
      for (const { res } of [a, b]) {
        tally.record(res);
        bodies.add(`${res.statusCode} ${res.body}`);
      }
      unknownT.push(a.ms);
      wrongT.push(b.ms);
    }
    expect([...bodies]).toEqual([`401 ${JSON.stringify({ error: 'Invalid email or password.', code: 'auth.invalid_credentials' })}`]);
    expectSimilar('login unknown vs wrong password', unknownT, wrongT);
  });

  it.each(['/api/auth/forgot-password', '/api/auth/resend-verification'])('%s: known and unknown emails get the same answer in similar time', async (path) => {
    const knownT: number[] = [];
    const unknownT: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < SAMPLES; i++) {
      const a = await timed(() => call(app, 'POST', path, { email: fresh[i] }));
      const b = await timed(() => call(app, 'POST', path, { email: ghosts[i] }));
      for (const { res } of [a, b]) {
        tally.record(res, false);
        bodies.add(`${res.statusCode} ${res.body}`);
      }
      knownT.push(a.ms);
      unknownT.push(b.ms);
    }
    expect([...bodies]).toHaveLength(1);
    expectSimilar(`${path} known vs unknown`, knownT, unknownT);
  });
});

describe('Content-Security-Policy in a real browser', () => {
  it('stops an inline script inserted into the page and reports the violation', async () => {
    const app = await buildRealApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      // The page may only talk to this server: anything else is cut off.
      await page.route('**/*', (route) => (new URL(route.request().url()).host === `127.0.0.1:${port}` ? route.continue() : route.abort()));
      const res = await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
      tally.record({ statusCode: res?.status() ?? 0 }, false);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      expect(res?.headers()['content-security-policy']).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
      const result = await page.evaluate(async () => {
        const violations: string[] = [];
        document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
        const host = document.createElement('div');
        host.innerHTML = '<img src="x" onerror="window.__pwnedImg=1">';
        document.body.appendChild(host);
        const s = document.createElement('script');
        s.textContent = 'window.__pwned=1';
        document.body.appendChild(s);
        await new Promise((r) => setTimeout(r, 300));
        const w = window as unknown as { __pwned?: number; __pwnedImg?: number };
        return { pwned: w.__pwned, pwnedImg: w.__pwnedImg, violations };
      });
      expect(result.pwned).toBeUndefined();
      expect(result.pwnedImg).toBeUndefined();
      expect(result.violations.some((v) => /^script-src/.test(v))).toBe(true);
      console.log(`[reliability] csp: inline script blocked, violations reported=${result.violations.length}`);
    } finally {
      await browser.close();
      await app.close();
    }
  });
});
