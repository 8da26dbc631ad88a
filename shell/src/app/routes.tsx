import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@dl/shared-config';
import { Layout } from './layout/Layout';
import { RoutePage } from '../features/remote/RoutePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

/** The router: every route and alias of the shared route table, then the 404 page. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = ROUTES.flatMap((route) =>
    [route.path, ...route.aliases].map((path) => ({ path, element: <RoutePage key={route.id} route={route} /> })),
  );
  children.push({ path: '*', element: <NotFoundPage /> });
  return [{ element: <Layout />, children }];
}
