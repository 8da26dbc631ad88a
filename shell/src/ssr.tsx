/**
 * The shell's server build (`dist/server/ssr.js`): the page's first paint as markup, rendered by the server into
 * the HTML it sends (server/src/features/site/serverRender.ts). The layout is rendered here; each remote module
 * on the page is rendered by its own remote's server build, through `renderRemote`, so a remote deployed on its
 * own brings its own markup. The build holds every language of the catalogs it renders with (rspack.base.ts,
 * `serverCatalogsModule`): a page renders in its own at once.
 */
import { renderApp, type RenderRequest } from '@dl/federation/ssr';
import { AppRoutes } from './app/App';
import { RemoteMarkupContext, type RemoteMarkup } from './features/remote/serverMarkup';
import { ServerThemeContext } from './features/branding/serverTheme';
import { i18n, pageDescription, pageTitle, ROUTES, type DomainConfig } from '@dl/shared-config';
import { isSiteLanguage } from '@dl/contract';
import { routeHead, type HeadTexts } from './features/remote/routeHead';
import './i18n';

export function renderPage(req: RenderRequest & { renderRemote: RemoteMarkup; theme?: 'light' | 'dark' | null }): string {
  // The render is synchronous: the language stays the page's until its markup is made.
  i18n.activate(isSiteLanguage(req.lang) ? req.lang : 'en');
  return renderApp(
    <ServerThemeContext.Provider value={req.theme ?? null}>
      <RemoteMarkupContext.Provider value={req.renderRemote}>
        <AppRoutes />
      </RemoteMarkupContext.Provider>
    </ServerThemeContext.Provider>,
    req,
  );
}

/**
 * The head the server writes for a route of the table (its id; null for a page not found) in the page's language: the
 * same texts the page's first render puts there (features/remote/routeHead.ts, the not-found page), so the title does
 * not change when the app takes over.
 */
export function pageHead(routeId: string | null, config: Pick<DomainConfig, 'seo' | 'branding'>, lang: string): HeadTexts | null {
  const route = routeId === null ? null : ROUTES.find((r) => r.id === routeId);
  if (route === undefined) return null;
  const language = isSiteLanguage(lang) ? lang : 'en';
  // Synchronous, as a render is: the page's render activates its language again.
  i18n.activate(language);
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  if (!route) return { title: t('notFound.title', { brand: config.branding.name }), description: t('notFound.description') };
  return language === 'en' ? { title: pageTitle(route, config), description: pageDescription(route, config) } : routeHead(route, config);
}
