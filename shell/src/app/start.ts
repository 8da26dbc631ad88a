import { domainConfigLoaded, FALLBACK_DOMAIN_CONFIG, makeStore, mergeConfig, type AppStore, type DomainConfig } from '@dl/shared-config';
import { planShared } from '@dl/federation/runtime';
import { registerDomainRemotes } from '../features/remote/remotes';
import { readInlineDomainConfig } from './inlineConfig';

/**
 * The first step of the shell's start, before anything that takes React Router loads (this chunk takes none of
 * it): the store and the domain configuration, the remotes registered from it, and the page's copy of each
 * lean-shared package chosen from their manifests (federation/runtime/sharedPlan.ts). boot.tsx renders.
 */
export interface Started {
  store: AppStore;
  /** What the shell does once the first page is rendered. */
  afterFirstRender(): void;
}

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

export async function start(): Promise<Started> {
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
  await planShared();
  return {
    store,
    // debugMode: the panel lists the API calls of the page, the live configuration answer among them.
    afterFirstRender: () => void (inline && store.getState().domain.config.features.debugMode && fetchDomainConfig(store)),
  };
}
