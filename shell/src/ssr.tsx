/**
 * The shell's server build (`dist/server/ssr.js`): the page's first paint as markup, rendered by the server into
 * the HTML it sends (server/src/routes/site/serverRender.ts). The layout is rendered here; each remote module
 * on the page is rendered by its own remote's server build, through `renderRemote`, so a remote deployed on its
 * own brings its own markup.
 */
import { renderApp, type RenderRequest } from '../../federation/build/ssr/render';
import { AppRoutes } from './app/App';
import { RemoteMarkupContext, type RemoteMarkup } from './features/remote/serverMarkup';
import { ServerThemeContext } from './features/branding/serverTheme';
import { addMessages, i18n } from '@dl/shared-config';
import { isSiteLanguage } from '@dl/contract';
import { ALL_SHELL_MESSAGES } from './locales/server';
import './i18n';

// The server has every language at hand: a page renders in its own at once.
for (const [lang, messages] of Object.entries(ALL_SHELL_MESSAGES)) addMessages('shell', lang as keyof typeof ALL_SHELL_MESSAGES, messages);

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
