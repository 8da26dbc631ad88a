import { useMemo } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { matchRoute } from '@dl/shared-config';
import { Layout } from './layout/Layout';
import { RoutePage } from '../features/remote/components/RoutePage';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';

/**
 * The page of the current path: the shared route table's `matchRoute`, the function the server answers 200 or
 * 404 and writes each page's head with, so both always agree. The table has some 620 paths (each landing page
 * has its aliases): given to React Router one by one, they were ranked and compiled into 620 regular
 * expressions on every render of the router (a measurable share of the page's start-up script time).
 */
function MatchedPage() {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  return match ? <RoutePage key={match.route.id} route={match.route} params={match.params} /> : <NotFoundPage />;
}

/** The router: the layout around whatever page the path matches (a route of the table or the 404 page). */
export function buildRoutes(): RouteObject[] {
  return [{ element: <Layout />, children: [{ path: '*', element: <MatchedPage /> }] }];
}
