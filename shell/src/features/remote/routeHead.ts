/**
 * A page's head texts in another language than English (issue #24): a route's title and description from the shell's
 * catalog of heads (`copy/`, ids `head.<route id>.*`), for the pages whose head the shell writes. English heads are the
 * route table's (RoutePage); the landing pages' heads are the downloader's in other languages (its copy has them).
 */
import { i18n, isLocalizedRoute, type DomainConfig, type RouteDef } from '@dl/shared-config';

export interface HeadTexts {
  title: string;
  description: string;
}

/** The id of a route's head texts in the shell's catalog of heads: `head.<route id, camel-cased>.title` and `.description`. */
export const routeHeadId = (route: RouteDef): string => `head.${route.id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`;

/** Whether the catalog of heads holds the route's head: the table's pages with a title of their own, but the landing pages. */
export const hasHeadTexts = (route: RouteDef): boolean => route.title !== null && route.description !== null && !isLocalizedRoute(route);

/**
 * The route's head in the active language, from the catalog of heads; the table's English for a route it does not
 * hold, or a text its language lacks (its texts failed to load: an id then comes back as itself).
 */
export function routeHead(route: RouteDef, config: Pick<DomainConfig, 'seo' | 'branding'>): HeadTexts {
  const id = routeHeadId(route);
  const text = (key: 'title' | 'description', english: string) => {
    const found = hasHeadTexts(route) ? i18n._(`${id}.${key}`) : english;
    return found === `${id}.${key}` ? english : found;
  };
  const title = route.title === null ? config.seo.title : `${text('title', route.title)} | ${config.branding.name}`;
  return { title, description: route.description === null ? config.seo.description : text('description', route.description) };
}
