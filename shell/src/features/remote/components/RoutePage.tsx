import type { ReactElement } from 'react';
import { isLocalizedRoute, PageHead, pageDescription, pageTitle, useDomainConfig, type RemoteArea, type RouteDef, type RouteModuleProps } from '@dl/shared-config';
import { useLanguage } from '../../../i18n';
import { markPageReady } from '../pageReady';
import { useHeadTexts } from '../useHeadTexts';
import { RemoteModule } from './RemoteModule';

/**
 * RemoteModule for any route of the table: RouteDef already ties each route's module to the props it takes (the
 * remote contract), which a generic call over the union of routes cannot follow.
 */
const RouteModule = RemoteModule as (p: { area: RemoteArea; expose: string; props: RouteModuleProps<Record<string, string>>; onRendered: () => void }) => ReactElement;

/**
 * One route of the table: its head tags (except on pages that set their own, and on landing pages in another language,
 * whose copy the downloader has) and its remote module. In another language than English the head comes from the
 * shell's catalog of heads once loaded; until then the one the server wrote in that language stays.
 */
export function RoutePage({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const config = useDomainConfig();
  const lang = useLanguage();
  const headIn = useHeadTexts(lang, route.id);
  const ownHead = route.ownsHead || (lang !== 'en' && isLocalizedRoute(route));
  const head = ownHead ? null : lang === 'en' ? { title: pageTitle(route, config), description: pageDescription(route, config) } : headIn?.(route, config);
  return (
    <>
      {head ? <PageHead title={head.title} description={head.description} /> : null}
      <RouteModule area={route.area} expose={route.expose} props={{ params, props: route.props ?? {} }} onRendered={markPageReady} />
    </>
  );
}
