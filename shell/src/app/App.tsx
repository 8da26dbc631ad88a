import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from '@dl/shared-config';
import { buildRoutes } from './routes';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createBrowserRouter(buildRoutes()), []);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
