import { createRoot } from 'react-dom/client';
import {
  api,
  domainConfigLoaded,
  FALLBACK_DOMAIN_CONFIG,
  makeStore,
  mergeConfig,
  type DomainConfig,
} from '@dl/shared-config';
import { registerDomainRemotes } from '../features/remote/remotes';
import { App } from './App';
import '../styles/global.css';

async function boot() {
  const store = makeStore();
  // SPEC §7: GET /api/domain-config, the local fallback configuration on any failure.
  const request = store.dispatch(api.endpoints.getDomainConfig.initiate());
  const result = await request;
  request.unsubscribe();
  if (result.data) {
    const config = mergeConfig(FALLBACK_DOMAIN_CONFIG, result.data) as DomainConfig;
    store.dispatch(domainConfigLoaded({ config, source: 'server' }));
  } else {
    console.warn('[shell] domain configuration unavailable, using the local fallback');
  }
  registerDomainRemotes(store.getState().domain.config);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App store={store} />);
}

void boot();
