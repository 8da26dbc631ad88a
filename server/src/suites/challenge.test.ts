/**
 * Issue 51, point 1: the bot challenge. Off by default; `always` asks every client without a pass before a costly
 * call (403 challenge.required, nothing of the call done); ALTCHA's challenge solved here with altcha-lib's own
 * solver earns a pass in an HttpOnly cookie; a solution is accepted once (across a cluster through Redis); a forged
 * or expired pass is no pass; signed links and API keys are never asked; `adaptive` asks only past a threshold per
 * address and per IPv6 /64; Turnstile and hCaptcha tokens are verified at a local server speaking their `siteverify`
 * protocol. The whole server (buildApp), real yt-dlp and ffmpeg, a local media source.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { solveChallenge } from 'altcha-lib/v1';
import type { ChallengeConfig } from '@dl/contract';
import { buildApp } from '../app';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { TEST_REDIS_URL, redisAvailable, testRedisPrefix } from '../../test/redis';
import { buildRealApp, domainsDir } from '../../test/support';
import { testConfig } from '../../test/testApp';

jest.setTimeout(120_000);

const REQUIRED = 'Please confirm you are not a robot to continue.';
const FAILED = { error: 'The check failed or has expired. Please try again.', code: 'challenge.failed' };
const PASS_SECRET = 'challenge-pass-secret-for-the-test-0123456789';
const HMAC_KEY = 'challenge-hmac-key-for-the-test-0123456789ab';
const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
const COOKIE = /^mg_pass=([\w-]+\.[\w-]+\.[\w-]+); Path=\/api; HttpOnly; SameSite=Lax; Max-Age=3600$/;

let media: TestMedia;
let fixture: FixtureServer;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await fixture?.close();
  media?.cleanup();
});

/** The whole server with a domain whose challenge is `challenge`. */
async function appWith(challenge: Partial<ChallengeConfig>, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(
    testConfig({
      DOMAINS_DIR: domainsDir({ branding: { name: 'GrabIt' }, challenge }),
      TRUSTED_FETCH_HOSTS: fixture.host,
      EXTRACT_RATE_LIMIT_PER_MINUTE: '100000',
      CHALLENGE_SECRET: PASS_SECRET,
      CHALLENGE_HMAC_KEY: HMAC_KEY,
      METRICS_TOKEN,
      ...env,
    }),
  );
  apps.push(app);
  return app;
}

const extract = (app: FastifyInstance, opts: { cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/download-video',
    remoteAddress: opts.remoteAddress,
    headers: { ...opts.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: { tweet_url: `${fixture.origin}/clip.mp4` },
  });

function expectAsked(res: LightMyRequestResponse, challenge: { provider: string; siteKey: string } = { provider: 'altcha', siteKey: '' }): void {
  expect([res.statusCode, res.json()]).toEqual([403, { error: REQUIRED, code: 'challenge.required', challenge }]);
}

/** A challenge of `app`, solved as the widget would: the payload it posts. */
async function solvedPayload(app: FastifyInstance): Promise<string> {
  const res = await app.inject('/api/challenge');
  expect(res.statusCode).toBe(200);
  const c = res.json() as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature })).toString('base64');
}

/** Posts a solution or a token; the pass cookie's `name=value` when it was accepted. */
async function post(app: FastifyInstance, body: object, headers: Record<string, string> = {}): Promise<{ res: LightMyRequestResponse; cookie: string | null }> {
  const res = await app.inject({ method: 'POST', url: '/api/challenge', payload: body, headers });
  const set = res.headers['set-cookie'];
  return { res, cookie: typeof set === 'string' ? set.split(';')[0] : null };
}

it('asks nothing when the domain leaves the challenge off (the default)', async () => {
  const app = await buildRealApp({ TRUSTED_FETCH_HOSTS: fixture.host });
  apps.push(app);
  expect((await extract(app)).statusCode).toBe(200);
  expect((await app.inject(`/api/proxied_download?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}`)).statusCode).toBe(200);
});

describe('mode always, ALTCHA', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ mode: 'always' }, { TRUST_PROXY: '1', EXTRACT_RATE_LIMIT_PER_MINUTE: '50' });
  });

  it('refuses every costly call of a client without a pass, before any of it is done', async () => {
    const before = fixture.requests.length;
    const refused = await extract(app);
    expectAsked(refused);
    // No limit was counted, and nothing was extracted.
    expect(refused.headers.ratelimit).toBeUndefined();
    const link = encodeURIComponent(`${fixture.origin}/clip.mp4`);
    for (const url of [`/api/file?url=${link}`, '/api/download/start-merge?task_id=abcdefgh12&video_format_id=1&audio_format_id=2', `/api/download/start-clip?source=${link}&start=0&end=1`, `/api/proxied_download?url=${link}`]) {
      expectAsked(await app.inject(url));
    }
    // Nothing was fetched from the source.
    expect(fixture.requests.length).toBe(before);
    const metrics = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).payload;
    expect(metrics).toMatch(/^mediagrab_refusals_total\{route="\/api\/download-video",reason="challenge"\} 1$/m);
    expect(metrics).toMatch(/^mediagrab_refusals_total\{route="\/api\/proxied_download",reason="challenge"\} 1$/m);
    expect(metrics).not.toMatch(/^mediagrab_extractions_total\{/m);
  });

  it('hands out a signed challenge; its solution earns a pass cookie that covers the calls, once', async () => {
    const fresh = await app.inject('/api/challenge');
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json()).toEqual({ algorithm: 'SHA-256', challenge: expect.stringMatching(/^[0-9a-f]{64}$/), maxnumber: 20_000, salt: expect.stringMatching(/\?expires=\d+/), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const payload = await solvedPayload(app);
    const { res, cookie } = await post(app, { payload });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Thank you. You can continue.', expires_in: 3600 }]);
    expect(res.headers['set-cookie']).toMatch(COOKIE);
    expect(res.headers['cache-control']).toBe('no-store');

    const ok = await extract(app, { cookie: cookie! });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.ratelimit).toBeDefined();
    const plain = await app.inject({ url: `/api/proxied_download?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}`, headers: { cookie: cookie! } });
    expect(plain.statusCode).toBe(200);

    // The same solution again, on this instance: refused.
    const again = await post(app, { payload });
    expect([again.res.statusCode, again.res.json(), again.cookie]).toEqual([400, FAILED, null]);
    // A wrong one, or a token where ALTCHA's payload is expected.
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64').toString()), number: 1 })).toString('base64');
    expect((await post(app, { payload: forged })).res.json()).toEqual(FAILED);
    expect((await post(app, { payload: 'not base64 json' })).res.json()).toEqual(FAILED);
    expect((await post(app, { token: 'x' })).res.json()).toEqual(FAILED);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const { cookie, res } = await post(app, { payload: await solvedPayload(app) }, { 'x-forwarded-proto': 'https' });
    expect(cookie).not.toBeNull();
    expect(res.headers['set-cookie']).toMatch(/; Max-Age=3600; Secure$/);
  });

  it('treats a forged or expired pass as none', async () => {
    const key = new TextEncoder().encode(PASS_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now - 7200).setExpirationTime(now - 3600).setAudience('challenge-pass').sign(key);
    const otherKey = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).setExpirationTime(now + 3600).setAudience('challenge-pass').sign(new TextEncoder().encode('x'.repeat(48)));
    const otherAudience = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now).setExpirationTime(now + 3600).setAudience('access').sign(key);
    for (const pass of [expired, otherKey, otherAudience, 'garbage']) expectAsked(await extract(app, { cookie: `mg_pass=${pass}` }));
  });

  it('never asks for the signed links an extraction handed out', async () => {
    const { cookie } = await post(app, { payload: await solvedPayload(app) });
    const info = (await extract(app, { cookie: cookie! })).json() as { formats: { url: string }[] };
    const signed = info.formats.find((f) => f.url.startsWith('/api/proxied_download?'))!;
    expect(signed).toBeDefined();
    const res = await app.inject(signed.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it('never asks a call made with an API key', async () => {
    const email = 'challenge-keys@example.com';
    expect((await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'Sup3rSecret' } })).statusCode).toBe(201);
    const { access_token } = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Sup3rSecret' } })).json() as { access_token: string };
    const { key } = (await app.inject({ method: 'POST', url: '/api/auth/api-keys', headers: { authorization: `Bearer ${access_token}` }, payload: { name: 'script' } })).json() as { key: string };
    expect((await extract(app, { headers: { 'x-api-key': key } })).statusCode).toBe(200);
    // A session's token is no pass.
    expectAsked(await extract(app, { headers: { authorization: `Bearer ${access_token}` } }));
  });
});

describe('mode adaptive', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ mode: 'adaptive' }, { CHALLENGE_ADAPTIVE_CALLS: '3' });
  });

  it('asks a client only past the threshold of calls, counted per address', async () => {
    for (let i = 0; i < 3; i++) expect((await extract(app, { remoteAddress: '10.7.0.1' })).statusCode).toBe(200);
    expectAsked(await extract(app, { remoteAddress: '10.7.0.1' }));
    expect((await extract(app, { remoteAddress: '10.7.0.2' })).statusCode).toBe(200);
    // Until it holds a pass.
    const { cookie } = await post(app, { payload: await solvedPayload(app) });
    expect((await extract(app, { remoteAddress: '10.7.0.1', cookie: cookie! })).statusCode).toBe(200);
    expectAsked(await extract(app, { remoteAddress: '10.7.0.1' }));
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::1', '2001:db8:5:6:ffff:1:2:3']) expect((await extract(app, { remoteAddress: address })).statusCode).toBe(200);
    expectAsked(await extract(app, { remoteAddress: '2001:db8:5:6::abcd' }));
    expect((await extract(app, { remoteAddress: '2001:db8:5:7::1' })).statusCode).toBe(200);
  });
});

/** A local server speaking the `siteverify` protocol: a form in, `{ success, error-codes }` out; it keeps each form. */
async function siteverify(goodToken: string): Promise<{ url: string; forms: URLSearchParams[]; close(): Promise<void> }> {
  const forms: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      forms.push(form);
      const success = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') && form.get('response') === goodToken;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(success ? { success: true, 'error-codes': [] } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, forms, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each([
  { provider: 'turnstile' as const, env: 'TURNSTILE', sitekeySent: false },
  { provider: 'hcaptcha' as const, env: 'HCAPTCHA', sitekeySent: true },
])('provider $provider', ({ provider, env, sitekeySent }) => {
  it('verifies the token at the siteverify endpoint with the secret, and passes only an accepted one', async () => {
    const verify = await siteverify('good-token');
    try {
      const app = await appWith({ mode: 'always', provider, siteKey: `${provider}-site-key` }, { [`${env}_SECRET`]: `${provider}-secret`, [`${env}_VERIFY_URL`]: verify.url });
      expectAsked(await extract(app), { provider, siteKey: `${provider}-site-key` });
      const notUsed = await app.inject('/api/challenge');
      expect([notUsed.statusCode, notUsed.json()]).toEqual([404, { error: 'This site does not use this check.', code: 'challenge.unavailable' }]);

      const bad = await post(app, { token: 'bad-token' }, { 'x-forwarded-for': '1.2.3.4' });
      expect([bad.res.statusCode, bad.res.json(), bad.cookie]).toEqual([400, FAILED, null]);
      const good = await post(app, { token: 'good-token' });
      expect(good.res.statusCode).toBe(200);
      expect(good.res.headers['set-cookie']).toMatch(COOKIE);
      expect((await extract(app, { cookie: good.cookie! })).statusCode).toBe(200);

      expect(verify.forms.map((f) => Object.fromEntries(f))).toEqual(
        ['bad-token', 'good-token'].map((response) => ({ secret: `${provider}-secret`, response, remoteip: '127.0.0.1', ...(sitekeySent ? { sitekey: `${provider}-site-key` } : {}) })),
      );
      // An ALTCHA payload is no token.
      expect((await post(app, { payload: 'eyJ9' })).res.json()).toEqual(FAILED);
    } finally {
      await verify.close();
    }
  });

  it('answers 503 with a clear message when the provider does not answer', async () => {
    const verify = await siteverify('good-token');
    await verify.close();
    const app = await appWith({ mode: 'always', provider, siteKey: 'k' }, { [`${env}_SECRET`]: 's', [`${env}_VERIFY_URL`]: verify.url });
    const res = await post(app, { token: 'good-token' });
    expect([res.res.statusCode, res.res.json()]).toEqual([503, { error: 'The check cannot be completed right now. Please try again in a moment.', code: 'challenge.unavailable' }]);
  });

  it('refuses to start without the provider’s secret or the domain’s site key', async () => {
    await expect(appWith({ mode: 'always', provider, siteKey: 'k' })).rejects.toThrow(`challenge.provider ${provider} needs ${env}_SECRET`);
    await expect(appWith({ mode: 'always', provider }, { [`${env}_SECRET`]: 's' })).rejects.toThrow(/field challenge\.siteKey: must be the site key/);
  });
});

it('refuses a difficulty under the floor at start-up', () => {
  expect(() => testConfig({ CHALLENGE_MAX_NUMBER: '9999' })).toThrow('CHALLENGE_MAX_NUMBER must be an integer from 10000 (the floor: an easier challenge costs a bot nothing) to 10000000, got "9999"');
});

describe('a cluster (REDIS_URL)', () => {
  it('accepts a solution on one instance only', async () => {
    if (!(await redisAvailable())) return;
    const keys = testRedisPrefix();
    try {
      const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keys.prefix };
      const a = await appWith({ mode: 'always' }, env);
      const b = await appWith({ mode: 'always' }, env);
      const payload = await solvedPayload(a);
      const first = await post(b, { payload });
      expect(first.res.statusCode).toBe(200);
      // B's pass covers A's calls (one secret).
      expect((await extract(a, { cookie: first.cookie! })).statusCode).toBe(200);
      expect((await post(a, { payload })).res.json()).toEqual(FAILED);
      expect((await post(b, { payload })).res.json()).toEqual(FAILED);
    } finally {
      await keys.drop();
    }
  });
});
