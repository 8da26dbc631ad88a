import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The RTK Query API is loaded after the store is made (a page calls the server only on the visitor's first
 * action): a store made before it must then run queries exactly as one made after.
 */
describe('the API loaded after the store', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('gives a store made earlier the API state at once, and its queries run and are cached', async () => {
    await jest.isolateModulesAsync(async () => {
      const { makeStore } = await import('./store');
      const { FALLBACK_DOMAIN_CONFIG } = await import('./domainConfig');
      const store = makeStore({ domain: { config: { ...FALLBACK_DOMAIN_CONFIG, api: { ...FALLBACK_DOMAIN_CONFIG.api, baseUrl: origin } }, source: 'server' } });
      expect(store.getState()).not.toHaveProperty('api');

      const { api } = await import('./api');
      expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });

      const probe = api.injectEndpoints({ endpoints: (build) => ({ probe: build.query<{ ok: boolean }, void>({ query: () => '/api/probe' }) }) });
      const first = store.dispatch(probe.endpoints.probe.initiate());
      await expect(first.unwrap()).resolves.toEqual({ ok: true });
      // The middleware is in place: the result is cached under the query's key and a subscription is counted.
      expect(probe.endpoints.probe.select()(store.getState() as never)).toMatchObject({ status: 'fulfilled', data: { ok: true } });
      expect(store.getState().api?.config.middlewareRegistered).toBe(true);
      first.unsubscribe();

      // A store made after the API loaded has it from the start.
      const later = makeStore();
      expect(later.getState().api).toMatchObject({ queries: {}, mutations: {} });
    });
  });
});
