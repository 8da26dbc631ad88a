/**
 * Development only: renders one remote's route modules on their own, without the shell, so a team can work
 * on its area alone (`npm run dev -w @dl/mf-…`). Never part of a production page.
 */
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider, useParams } from 'react-router-dom';
import { api } from './api';
import { ensureLanguage } from './i18n';
import { FALLBACK_DOMAIN_CONFIG } from '@dl/contract';
import { domainConfigLoaded } from './domainSlice';
import { ROUTES } from '@dl/contract';
import { makeStore } from './store';
import type { DomainConfig, RemoteArea } from '@dl/contract';
import type { RouteModuleProps } from '@dl/contract';
import { mergeConfig } from '@dl/contract';

type Modules = Record<string, () => Promise<{ default: ComponentType<RouteModuleProps<Record<string, string>>> }>>;

export async function renderStandalone(area: RemoteArea, modules: Modules): Promise<void> {
  const store = makeStore();
  const res = await store.dispatch(api.endpoints.getDomainConfig.initiate());
  if (res.data) store.dispatch(domainConfigLoaded({ config: mergeConfig(FALLBACK_DOMAIN_CONFIG, res.data) as DomainConfig, source: 'server' }));
  const routes = ROUTES.filter((r) => r.area === area && modules[r.expose]).flatMap((r) => {
    const C = lazy(() => modules[r.expose]().then(async (m) => (await ensureLanguage(), m)));
    function Page() {
      const params = useParams() as Record<string, string>;
      return <C params={params} props={r.props ?? {}} />;
    }
    return [r.path, ...r.aliases].map((path) => ({ path, element: <Page /> }));
  });
  const router = createBrowserRouter([
    {
      element: (
        <>
          <nav style={{ padding: 8, borderBottom: '1px solid #ccc' }}>
            Standalone {area} · <Link to={routes[0]?.path ?? '/'}>start</Link>
          </nav>
          <Suspense fallback="Loading…">
            <Outlet />
          </Suspense>
        </>
      ),
      children: routes,
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
