import { PageHead, pageDescription, pageTitle, useDomainConfig, type RouteDef } from '@dl/shared-config';
import { markPageReady } from './pageReady';
import { RemoteModule } from './RemoteModule';

/** One route of the table: its head tags (except on pages that set their own) and its remote module. */
export function RoutePage({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const config = useDomainConfig();
  return (
    <>
      {route.ownsHead ? null : <PageHead title={pageTitle(route, config)} description={pageDescription(route, config)} />}
      <RemoteModule area={route.area} expose={route.expose} props={{ params, props: route.props ?? {} }} onRendered={markPageReady} />
    </>
  );
}
