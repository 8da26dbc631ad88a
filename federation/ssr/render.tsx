/**
 * Server rendering of the apps' React trees, bundled into each app's server build (`dist/server/ssr.js`, made
 * by `createSsrConfig` in rspack.base.ts). The page is rendered as the browser's first render would show it for
 * a visitor without an account: the domain's configuration in a fresh store, the request's URL in a static
 * router, no effects. The shell's boot replaces this markup with its own first render (identical, since it is
 * the same code and configuration), so the server's copy only has to be right for the first paint.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { domainConfigLoaded, FALLBACK_DOMAIN_CONFIG, makeStore, mergeConfig, type DomainConfig } from '@dl/shared-config';

export interface RenderRequest {
  /** Path and query of the page, e.g. `/preview?url=…`. */
  url: string;
  /** The domain's configuration as the server writes it into the page. */
  config: DomainConfig;
  /** The page's language (issue #24): the apps render their texts in it. */
  lang?: string;
}

/**
 * React 19 renders a page's `<title>` and `<meta>` into the document head; rendered outside a document it puts
 * them before the markup. The server writes the head itself, so they are dropped here.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function renderApp(node: ReactNode, req: RenderRequest): string {
  const store = makeStore();
  store.dispatch(domainConfigLoaded({ config: mergeConfig(FALLBACK_DOMAIN_CONFIG, req.config) as DomainConfig, source: 'server' }));
  const html = renderToString(
    <Provider store={store}>
      <StaticRouter location={req.url}>{node}</StaticRouter>
    </Provider>,
  );
  return html.replace(HOISTED, '');
}
