import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';

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
      const { FALLBACK_DOMAIN_CONFIG } = await import('@dl/contract');
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

describe('stores made after the API loaded', () => {
  it('leave nothing behind once a store is dropped (a server renders with one store per page)', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    await jest.isolateModulesAsync(async () => {
      const { makeStore } = await import('./store');
      const { api } = await import('./api');
      const refs: WeakRef<object>[] = [];
      for (let i = 0; i < 20; i++) {
        const store = makeStore();
        // An action through the API's middleware, as a render's configuration action is.
        store.dispatch({ type: 'domain/anything' });
        store.dispatch(api.util.resetApiState());
        // The store's state, which anything holding the store's internals keeps alive.
        refs.push(new WeakRef(store.getState()));
      }
      for (let i = 0; i < 3 && refs.some((r) => r.deref()); i++) {
        await new Promise((r) => setTimeout(r, 0));
        gc();
      }
      // The last state may still be held by memoised selectors; every earlier one must be gone.
      expect(refs.filter((r) => r.deref()).length).toBeLessThanOrEqual(1);
    });
  });
});
