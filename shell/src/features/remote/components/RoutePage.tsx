import type { ReactElement } from 'react';
import { PageHead, pageDescription, pageTitle, useDomainConfig, type RemoteArea, type RouteDef, type RouteModuleProps } from '@dl/shared-config';
import { markPageReady } from '../pageReady';
import { RemoteModule } from './RemoteModule';

/**
 * RemoteModule for any route of the table: RouteDef already ties each route's module to the props it takes (the
 * remote contract), which a generic call over the union of routes cannot follow.
 */
const RouteModule = RemoteModule as (p: { area: RemoteArea; expose: string; props: RouteModuleProps<Record<string, string>>; onRendered: () => void }) => ReactElement;

/** One route of the table: its head tags (except on pages that set their own) and its remote module. */
export function RoutePage({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const config = useDomainConfig();
  return (
    <>
      {route.ownsHead ? null : <PageHead title={pageTitle(route, config)} description={pageDescription(route, config)} />}
      <RouteModule area={route.area} expose={route.expose} props={{ params, props: route.props ?? {} }} onRendered={markPageReady} />
    </>
  );
}
