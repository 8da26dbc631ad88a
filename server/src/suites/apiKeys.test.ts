/**
 * Issue 51, point 2: API keys. A signed-in user makes, lists and revokes keys; a program calls the API with one
 * (Authorization: Bearer or X-API-Key) under the limit of the owner's tier instead of its address's; a wrong or
 * revoked key is refused with its own code; one call takes a link and answers with the file, recorded in the owner's
 * history. The whole server (buildApp), real yt-dlp and ffmpeg, a local media source, on SQLite.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { buildRealApp } from '../../test/support';

jest.setTimeout(120_000);

const PASSWORD = 'Sup3rSecret';
const KEY_FORM = /^mgk_[A-Za-z0-9_-]{38}$/;

let media: TestMedia;
let fixture: FixtureServer;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  app = await buildRealApp({
    TRUSTED_FETCH_HOSTS: fixture.host,
    EXTRACT_CACHE_SECONDS: '0',
    EXTRACT_RATE_LIMIT_PER_MINUTE: '2',
    API_KEY_REQUESTS_PER_MINUTE: 'free=3,pro=6',
    METRICS_TOKEN: 'metrics-token-for-the-test-0123456789',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 90_000);

afterAll(async () => {
  await app?.close();
  await fixture?.close();
  media?.cleanup();
});

let users = 0;
/** A new account, signed in: its access token. */
async function signedIn(): Promise<{ email: string; token: string }> {
  const email = `keys${++users}@example.com`;
  expect((await api('POST', '/api/auth/register', { body: { email, password: PASSWORD } })).status).toBe(201);
  const session = (await (await api('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).json()) as { access_token: string };
  return { email, token: session.access_token };
}

function api(method: string, path: string, opts: { body?: object; bearer?: string; headers?: Record<string, string>; redirect?: RequestRedirect } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body) headers['content-type'] = 'application/json';
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  return fetch(`${origin}${path}`, { method, headers, body: opts.body ? JSON.stringify(opts.body) : undefined, redirect: opts.redirect ?? 'follow' });
}

async function newKey(token: string, name = 'My Shortcut'): Promise<{ id: string; key: string; prefix: string }> {
  const res = await api('POST', '/api/auth/api-keys', { bearer: token, body: { name } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; key: string; prefix: string };
}

const extractWith = (headers: Record<string, string>, file = 'clip.mp4') => api('POST', '/api/download-video', { headers, body: { tweet_url: `${fixture.origin}/${file}` } });

describe('the profile’s API keys', () => {
  it('are made with a name, shown once, listed without the key, stored hashed, and revoked', async () => {
    const { token } = await signedIn();
    const made = await newKey(token, '  iPhone Shortcut ');
    expect(made.key).toMatch(KEY_FORM);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const listed = (await (await api('GET', '/api/auth/api-keys', { bearer: token })).json()) as { keys: Record<string, unknown>[] };
    expect(listed.keys).toEqual([{ id: made.id, name: 'iPhone Shortcut', prefix: made.prefix, created_at: expect.any(String), last_used_at: null }]);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const rows = await app.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(made.key);

    expect((await api('DELETE', `/api/auth/api-keys/${made.id}`, { bearer: token })).status).toBe(200);
    expect(((await (await api('GET', '/api/auth/api-keys', { bearer: token })).json()) as { keys: unknown[] }).keys).toEqual([]);
    const again = await api('DELETE', `/api/auth/api-keys/${made.id}`, { bearer: token });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { code: string }).code).toBe('api_key.not_found');
  });

  it('refuses a key without a name, an eleventh key, another user’s key, and a key managing keys', async () => {
    const { token } = await signedIn();
    const unnamed = await api('POST', '/api/auth/api-keys', { bearer: token, body: { name: '   ' } });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toEqual({ error: 'Give the key a name.', code: 'api_key.name_required' });
    const keys = [];
    for (let i = 0; i < 10; i++) keys.push(await newKey(token, `key ${i}`));
    const eleventh = await api('POST', '/api/auth/api-keys', { bearer: token, body: { name: 'one more' } });
    expect(eleventh.status).toBe(409);
    expect(((await eleventh.json()) as { code: string }).code).toBe('api_key.too_many');

    const other = await signedIn();
    expect((await api('DELETE', `/api/auth/api-keys/${keys[0].id}`, { bearer: other.token })).status).toBe(404);
    expect((await api('GET', '/api/auth/api-keys', { bearer: keys[0].key })).status).toBe(401);
    expect((await api('GET', '/api/auth/api-keys', { headers: { 'x-api-key': keys[0].key } })).status).toBe(401);
    expect(((await (await api('GET', '/api/auth/api-keys', { bearer: token })).json()) as { keys: unknown[] }).keys).toHaveLength(10);
  });
});

describe('a call with a key', () => {
  it('extracts under the key’s own limit (by its owner’s tier), in either header, not the address’s', async () => {
    const { email, token } = await signedIn();
    const { key } = await newKey(token);
    // The address's limit is 2 a minute; the key's (tier free) 3, counted apart.
    const ways: Record<string, string>[] = [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }, { 'x-api-key': key }];
    for (const headers of ways) {
      const res = await extractWith(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe('"api-key";q=3;w=60');
    }
    const over = await extractWith({ 'x-api-key': key });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { code: string }).code).toBe('extract.rate_limited');
    // The address's own count was not touched by the key's calls.
    expect((await extractWith({})).headers.get('ratelimit')).toMatch(/^"extract";r=1;/);

    await app.accounts.setTier(email, 'pro', null);
    const second = await newKey(token, 'pro key');
    for (let i = 0; i < 6; i++) expect((await extractWith({ 'x-api-key': second.key })).status).toBe(200);
    expect((await extractWith({ 'x-api-key': second.key })).status).toBe(429);
  });

  it('is refused with 401 api_key.invalid for a mistyped, unknown or revoked key, and the refusal is counted', async () => {
    const { token } = await signedIn();
    const made = await newKey(token);
    const mistyped = made.key.slice(0, -1) + (made.key.endsWith('A') ? 'B' : 'A');
    const unknown = (await newKey(token, 'soon gone')).key;
    await app.db.deleteFrom('api_keys').where('name', '=', 'soon gone').execute();
    expect((await api('DELETE', `/api/auth/api-keys/${made.id}`, { bearer: token })).status).toBe(200);
    for (const key of [mistyped, unknown, made.key]) {
      const ways: Record<string, string>[] = [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }];
      for (const headers of ways) {
        const res = await extractWith(headers);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: 'This API key is not valid or has been revoked.', code: 'api_key.invalid' });
      }
    }
    const metrics = await (await api('GET', '/metrics', { bearer: 'metrics-token-for-the-test-0123456789' })).text();
    expect(metrics).toMatch(/^mediagrab_refusals_total\{route="\/api\/download-video",reason="api_key"\} 6$/m);
  });

  it('may come from another site’s page (a bookmarklet): CORS for a key, never for a session', async () => {
    const elsewhere = 'https://www.youtube.com';
    const preflight = await api('OPTIONS', '/api/file', { headers: { origin: elsewhere, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
    const withSession = await api('OPTIONS', '/api/auth/me', { headers: { origin: elsewhere, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(withSession.headers.get('access-control-allow-origin')).toBeNull();
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const keyed = await extractWith({ origin: elsewhere, 'x-api-key': key });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('access-control-allow-origin')).toBe('*');
    expect((await extractWith({ origin: elsewhere })).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /api/file: one call, the file', () => {
  type History = { history: { title: string; format: string; quality: string; file_url: string; status: string }[] };

  it('redirects to the file a program asked for, merging when it must, and records it in the owner’s history', async () => {
    const { email, token } = await signedIn();
    // Three files, two of them merged (an extraction and a start each): more than the free tier's 3 a minute.
    await app.accounts.setTier(email, 'pro', null);
    const { key } = await newKey(token);
    const link = encodeURIComponent(`${fixture.origin}/clip.mp4`);
    const direct = await api('GET', `/api/file?url=${link}`, { headers: { 'x-api-key': key }, redirect: 'manual' });
    expect(direct.status).toBe(302);
    const location = direct.headers.get('location')!;
    expect(location.startsWith(`${origin}/api/proxied_download?`)).toBe(true);
    // The address needs no key: a Shortcut follows it, a bookmarklet opens it.
    const bytes = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(bytes.equals(fs.readFileSync(media.mp4))).toBe(true);

    const hls = encodeURIComponent(`${fixture.origin}/hls/master.m3u8`);
    const merged = await api('GET', `/api/file?url=${hls}`, { bearer: key });
    expect(merged.status).toBe(200);
    expect(merged.url).toMatch(/\/api\/download\/file\/[A-Za-z0-9_-]+$/);
    expect(merged.headers.get('content-disposition')).toMatch(/\.mp4/);
    const file = Buffer.from(await merged.arrayBuffer());
    expect(file.subarray(4, 8).toString()).toBe('ftyp');
    expect(file.length).toBeGreaterThan(10_000);

    const mp3 = await api('GET', `/api/file?url=${link}&quality=audio&audio=mp3`, { headers: { 'x-api-key': key, accept: 'application/json' } });
    expect(mp3.status).toBe(200);
    const answer = (await mp3.json()) as { url: string; merged: boolean; format: string };
    expect(answer.merged).toBe(true);
    const audio = await fetch(answer.url);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1_000);

    const history = (await (await api('GET', '/api/auth/download-history', { bearer: token })).json()) as History;
    expect(history.history.map((i) => [i.format, i.status])).toEqual([['audio', 'completed'], ['video', 'completed'], ['video', 'completed']]);
    expect(history.history[2].file_url).toBe(location);
  });

  it('works without a key under the address’s limits, records nothing, and says when the kind asked for is missing', async () => {
    const before = await app.db.selectFrom('download_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    // From an address of its own: this one's two extractions a minute went to the tests above.
    const res = await app.inject({ url: `/api/file?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}`, remoteAddress: '10.9.9.9' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.ratelimit).toMatch(/^"extract";r=1;/);
    const after = await app.db.selectFrom('download_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
    const { token } = await signedIn();
    const { key } = await newKey(token);
    const missing = await api('GET', `/api/file?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}&quality=audio&audio=original`, { headers: { 'x-api-key': key } });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ error: 'This media has no format of the kind you asked for.', code: 'file.no_format' });
    const bad = await api('GET', '/api/file?url=x&quality=8k', { headers: { 'x-api-key': key } });
    expect(bad.status).toBe(400);
  });
});
