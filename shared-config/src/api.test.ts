import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from './api';
import { errorText } from './apiCommon';
import { recentApiCalls } from './apiLog';
import { FALLBACK_DOMAIN_CONFIG } from '@dl/contract';
import { MESSAGES } from '@dl/contract';
import { makeStore } from './store';

// A real HTTP server stands in for the API: the base query is exercised over the network, as in the browser.
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let handler: Handler;
let server: http.Server;
let origin: string;
const seen: { url: string; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
});

const probe = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<{ ok: boolean }, void>({ query: () => '/api/probe' }) }),
});

function storeWith(accessToken: string | null, refreshToken: string | null, baseUrl = origin) {
  return makeStore({
    domain: { config: { ...FALLBACK_DOMAIN_CONFIG, api: { ...FALLBACK_DOMAIN_CONFIG.api, baseUrl } }, source: 'server' },
    session: { status: accessToken ? 'authenticated' : 'anonymous', user: null, accessToken, refreshToken, error: null },
  });
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const user = { email: 'a@example.com', username: null, email_verified: true, profile: {}, subscription: { tier: 'free', usage_limits: { downloads_today: 0, daily_limit: null } } };

describe('the shared base query', () => {
  it('sends the bearer token to the configured API origin', async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    const store = storeWith('access-1', 'refresh-1');
    const r = await store.dispatch(probe.endpoints.probe.initiate());
    expect(r.data).toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/probe', auth: 'Bearer access-1' }]);
  });

  it("sends the bearer token to an endpoint the domain configures on another origin (its own API, e.g. a gateway)", async () => {
    const gateway = http.createServer((req, res) => {
      seen.push({ url: `gateway:${req.url}`, auth: req.headers.authorization });
      json(res, 200, { ok: true });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    const viaGateway = api.injectEndpoints({
      endpoints: (build) => ({ viaGateway: build.query<unknown, string>({ query: (u) => u }) }),
      overrideExisting: false,
    });
    const store = makeStore({
      domain: { config: { ...FALLBACK_DOMAIN_CONFIG, api: { baseUrl: origin, endpoints: { ...FALLBACK_DOMAIN_CONFIG.api.endpoints, download: `${at}/v2/extract` } } }, source: 'server' },
      session: { status: 'authenticated', user: null, accessToken: 'access-1', refreshToken: 'refresh-1', error: null },
    });
    try {
      await store.dispatch(viaGateway.endpoints.viaGateway.initiate(`${at}/v2/extract`));
      expect(seen).toEqual([{ url: 'gateway:/v2/extract', auth: 'Bearer access-1' }]);
    } finally {
      await new Promise<void>((r) => gateway.close(() => r()));
    }
  });

  it('notes each call for the debug panel: method, path, status and time', async () => {
    handler = (_req, res) => json(res, 418, { error: 'teapot' });
    await storeWith(null, null).dispatch(probe.endpoints.probe.initiate());
    expect(recentApiCalls()[0]).toMatchObject({ method: 'GET', path: '/api/probe', status: 418 });
    expect(recentApiCalls()[0].ms).toBeGreaterThanOrEqual(0);
  });

  it('never sends the token to another origin', async () => {
    const other = http.createServer((req, res) => {
      seen.push({ url: `other:${req.url}`, auth: req.headers.authorization });
      json(res, 200, { ok: true });
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const elsewhere = api.injectEndpoints({
      endpoints: (build) => ({ elsewhere: build.query<unknown, string>({ query: (u) => u }) }),
      overrideExisting: false,
    });
    try {
      await storeWith('access-1', 'refresh-1').dispatch(elsewhere.endpoints.elsewhere.initiate(`http://127.0.0.1:${(other.address() as AddressInfo).port}/api/x`));
      expect(seen).toEqual([{ url: 'other:/api/x', auth: undefined }]);
    } finally {
      await new Promise<void>((r) => other.close(() => r()));
    }
  });

  it('on 401 refreshes the token once and retries once', async () => {
    handler = (req, res) => {
      if (req.url === '/api/auth/refresh-token') return json(res, 200, { access_token: 'access-2', refresh_token: 'refresh-2', user });
      if (req.headers.authorization === 'Bearer access-2') return json(res, 200, { ok: true });
      return json(res, 401, { error: 'Token expired' });
    };
    const store = storeWith('access-1', 'refresh-1');
    const r = await store.dispatch(probe.endpoints.probe.initiate());
    expect(r.data).toEqual({ ok: true });
    expect(seen).toEqual([
      { url: '/api/probe', auth: 'Bearer access-1' },
      { url: '/api/auth/refresh-token', auth: 'Bearer refresh-1' },
      { url: '/api/probe', auth: 'Bearer access-2' },
    ]);
    expect(store.getState().session.accessToken).toBe('access-2');
    expect(localStorage.getItem('access_token')).toBe('access-2');
    // The rotated refresh token replaces the used one, so the next refresh presents the new token.
    expect(store.getState().session.refreshToken).toBe('refresh-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('logs out with "Session expired. Please login again." when the refresh fails', async () => {
    handler = (req, res) => json(res, 401, { error: req.url === '/api/auth/refresh-token' ? 'Invalid refresh token' : 'Token expired' });
    localStorage.setItem('access_token', 'access-1');
    const store = storeWith('access-1', 'refresh-1');
    const r = await store.dispatch(probe.endpoints.probe.initiate());
    expect(errorText(r.error, 'fallback')).toBe(MESSAGES.sessionExpired);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null, user: null, error: MESSAGES.sessionExpired });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('never takes a refused API key (401 api_key.invalid) for an expired session: no refresh, the session kept', async () => {
    handler = (_req, res) => json(res, 401, { error: 'This API key is not valid or has been revoked.', code: 'api_key.invalid' });
    const store = storeWith('access-1', 'refresh-1');
    const r = await store.dispatch(probe.endpoints.probe.initiate());
    expect(errorText(r.error, 'fallback')).toBe('This API key is not valid or has been revoked.');
    expect(seen).toEqual([{ url: '/api/probe', auth: 'Bearer access-1' }]);
    expect(store.getState().session).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', error: null });
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    handler = (req, res) => {
      if (req.url === '/api/auth/refresh-token') {
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: 'Database unavailable' }));
      }
      return json(res, 401, { error: 'Token expired' });
    };
    localStorage.setItem('refresh_token', 'refresh-1');
    const store = storeWith('access-1', 'refresh-1');
    const r = await store.dispatch(probe.endpoints.probe.initiate());
    expect(errorText(r.error, 'fallback')).toBe('Database unavailable');
    expect(store.getState().session).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it("shows the server's error field", async () => {
    handler = (_req, res) => json(res, 400, { error: 'Please enter a valid URL.' });
    const r = await storeWith(null, null).dispatch(probe.endpoints.probe.initiate());
    expect(errorText(r.error, 'fallback')).toBe('Please enter a valid URL.');
  });

  it('uses the caller’s fallback when the server gives no error text', async () => {
    handler = (_req, res) => json(res, 500, {});
    const r = await storeWith(null, null).dispatch(probe.endpoints.probe.initiate());
    expect(errorText(r.error, 'Failed to process video')).toBe('Failed to process video');
  });

  it('explains a response that is not JSON', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy error</html>');
    };
    const r = await storeWith(null, null).dispatch(probe.endpoints.probe.initiate());
    expect(errorText(r.error, 'fallback')).toBe(MESSAGES.invalidResponse);
  });

  it('explains a server that cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const r = await storeWith(null, null, `http://127.0.0.1:${port}`).dispatch(probe.endpoints.probe.initiate());
    expect(errorText(r.error, 'fallback')).toBe(MESSAGES.networkError);
  });
});
