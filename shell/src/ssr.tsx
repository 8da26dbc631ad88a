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

export function renderPage(req: RenderRequest & { renderRemote: RemoteMarkup; theme?: 'light' | 'dark' | null }): string {
  return renderApp(
    <ServerThemeContext.Provider value={req.theme ?? null}>
      <RemoteMarkupContext.Provider value={req.renderRemote}>
        <AppRoutes />
      </RemoteMarkupContext.Provider>
    </ServerThemeContext.Provider>,
    req,
  );
}
