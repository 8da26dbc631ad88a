import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { domainConfigLoaded, FALLBACK_DOMAIN_CONFIG, makeStore, matchRoute, mergeConfig, type AppStore, type DomainConfig } from '@dl/shared-config';
import { preloadRouteModule, registerDomainRemotes } from '../features/remote/remotes';
import { readInlineDomainConfig } from './inlineConfig';
import { App } from './App';

/**
 * SPEC §7: GET /api/domain-config, the local fallback configuration on any failure. Only when the page came
 * without its configuration (or for the debug panel): the API module is loaded for it.
 */
async function fetchDomainConfig(store: AppStore): Promise<DomainConfig | null> {
  // The API's code that cannot be loaded counts as the request failing.
  const api = (await import('@dl/shared-config/api').catch(() => null))?.api;
  if (!api) return null;
  const request = store.dispatch(api.endpoints.getDomainConfig.initiate());
  const result = await request;
  request.unsubscribe();
  return result.data ?? null;
}

/**
 * How long the first render waits for the first page's module before it shows the layout and a spinner: a
 * second, or longer when the server sent the page's content (the visitor sees the page meanwhile, which a
 * spinner would replace).
 */
const FIRST_PAGE_WAIT_MS = 1000;
const SERVER_RENDERED_WAIT_MS = 10_000;

async function boot() {
  const store = makeStore();
  // The server writes the domain's configuration into the page (the same JSON the API answers), so the first
  // render does not wait for a request; without it (a static host, an old server) the shell asks the API.
  const inline = readInlineDomainConfig();
  const data = inline ?? (await fetchDomainConfig(store));
  if (data) {
    const config = mergeConfig(FALLBACK_DOMAIN_CONFIG, data) as DomainConfig;
    store.dispatch(domainConfigLoaded({ config, source: 'server' }));
  } else {
    console.warn('[shell] domain configuration unavailable, using the local fallback');
  }
  registerDomainRemotes(store.getState().domain.config);
  // The first page renders whole, in one commit: its remote module (already fetching, the server preloads its
  // files) is loaded before the first render instead of a layout with a spinner that the page then replaces.
  // A module slower than that (see the waits above) gets the spinner after all.
  const root = document.getElementById('root');
  const first = matchRoute(window.location.pathname);
  if (first) await preloadRouteModule(first.route.area, first.route.expose, root?.firstElementChild ? SERVER_RENDERED_WAIT_MS : FIRST_PAGE_WAIT_MS);
  // A transition: React renders the first tree in short slices and yields to the browser between them, instead
  // of one long task that blocks input (Total Blocking Time) while the layout and the page render.
  if (root) {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<App store={store} />));
  }
  // debugMode: the panel lists the API calls of the page, the live configuration answer among them.
  if (inline && store.getState().domain.config.features.debugMode) void fetchDomainConfig(store);
}

void boot();
