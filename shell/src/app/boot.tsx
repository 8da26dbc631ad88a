import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureLanguage, matchRoute } from '@dl/shared-config';
import '../i18n';
import { preloadRouteModule } from '../features/remote/remotes';
import type { Started } from './start';
import { App } from './App';

/**
 * How long the first render waits for the first page's module before it shows the layout and a spinner: a
 * second, or longer when the server sent the page's content (the visitor sees the page meanwhile, which a
 * spinner would replace).
 */
const FIRST_PAGE_WAIT_MS = 1000;
const SERVER_RENDERED_WAIT_MS = 10_000;

/** The second step of the shell's start (after start.ts): the first page's module, then the first render. */
export async function boot({ store, afterFirstRender }: Started): Promise<void> {
  // The first page renders whole, in one commit: its remote module (already fetching, the server preloads its
  // files) is loaded before the first render instead of a layout with a spinner that the page then replaces.
  // A module slower than that (see the waits above) gets the spinner after all.
  const root = document.getElementById('root');
  const first = matchRoute(window.location.pathname);
  // The page's language (the server wrote it on <html lang>): the shell's texts in it before the first render, fetched
  // alongside the page's module (whose remote's texts are loaded with it). A catalog that fails to load leaves
  // that app's texts in English.
  const texts = ensureLanguage();
  if (first) {
    const wait = root?.firstElementChild ? SERVER_RENDERED_WAIT_MS : FIRST_PAGE_WAIT_MS;
    await preloadRouteModule(first.route.area, first.route.expose, wait, { params: first.params, props: first.route.props ?? {} });
  }
  await texts;
  // A transition: React renders the first tree in short slices and yields to the browser between them, instead
  // of one long task that blocks input (Total Blocking Time) while the layout and the page render.
  if (root) {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<App store={store} />));
  }
  afterFirstRender();
}
