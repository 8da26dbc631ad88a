import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { AppStore } from '@dl/shared-config';
import { buildRoutes } from './routes';

function AppRoutes() {
  const routes = useMemo(() => buildRoutes(), []);
  return useRoutes(routes);
}

/**
 * The declarative router (`BrowserRouter` + the route table): the site loads no data through the router, so it
 * does without the data router (`createBrowserRouter`), which is most of React Router's code.
 */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
