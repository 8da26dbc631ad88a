import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { AppStore } from '@dl/shared-config';
import { buildRoutes } from './routes';

/** The route table under the layout (the browser's router here; a static one in the server render). */
export function AppRoutes() {
  const routes = useMemo(() => buildRoutes(), []);
  return useRoutes(routes);
}

/**
 * The declarative router (`BrowserRouter` + the route table): the site loads no data through the router, so it
 * does without the data router (`createBrowserRouter`), which is most of React Router's code.
 */
export function App({ store }: { store: AppStore }) {
  // The first render has replaced the server's markup (if any): the page is the app's from now on.
  useEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('inert');
    root?.removeAttribute('aria-busy');
  }, []);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
