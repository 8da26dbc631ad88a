/**
 * The route table of SPEC §2: every route, every alias, which remote module renders it, and its <title> and
 * description. The shell builds its router from it, the server writes head tags and the sitemap from it.
 */
import type { DomainConfig, RemoteArea } from './types';
import type { ExposeOf, RoutePropsOf } from './remoteContract';
import { PLATFORMS } from './platforms';
import { isSiteLanguage, type SiteLanguage } from './siteLanguage';

/**
 * Which remote module renders a route, and the static props the route table gives it: only a page of the remote
 * contract (remoteContract.ts), with props of the types that page takes; anything else fails the type check.
 */
export type RouteModuleRef = {
  [A in RemoteArea]: { [E in ExposeOf<A>]: RoutePropsOf<A, E> extends never ? never : { area: A; expose: E; props?: RoutePropsOf<A, E> } }[ExposeOf<A>];
}[RemoteArea];

export type RouteDef = RouteModuleRef & {
  /** Stable id, also used for page-view names. */
  id: string;
  /** Canonical path; may contain one `:param` segment. */
  path: string;
  aliases: string[];
  /**
   * Page title; null on the home page, which uses the domain's seo.title, and on the MP3 pages, whose head is their copy's
   * (pages with `ownsHead` replace it in the browser).
   */
  title: string | null;
  description: string | null;
  /** Listed in /sitemap.xml. */
  inSitemap: boolean;
  /** The page renders its own <title> and description (it knows the video or post it shows). */
  ownsHead?: boolean;
};

const htmlForms = (paths: string[]) => paths.flatMap((p) => [p, `${p}.html`]);

const CONTENT_ROUTES: RouteDef[] = [
  {
    id: 'guide', path: '/how-to-download-videos', area: 'content', expose: './GuidePage', inSitemap: true,
    aliases: [
      '/how-to-download-videos.html',
      ...htmlForms(['/guide', '/tutorial', '/how-to-download', '/download-guide', '/video-download-guide',
        '/how-to-guide', '/downloading-guide', '/download-tutorial', '/video-download-tutorial']),
    ],
    title: 'How to Download Videos, Audio and Podcasts', description:
      'A step-by-step guide to downloading videos, audio and podcast episodes: copy the link, pick a format, merge and save.',
  },
  {
    id: 'blog', path: '/blog', area: 'content', expose: './BlogPage', inSitemap: true,
    aliases: ['/articles', '/guides', '/tutorials', '/content', '/posts', '/news', '/resources'],
    title: 'Blog', description: 'Articles, platform guides and tips on downloading videos, audio and podcasts.',
  },
  {
    id: 'blog-post', path: '/blog/:id', area: 'content', expose: './BlogPostPage', inSitemap: false, ownsHead: true,
    aliases: ['/articles/:id', '/guides/:id', '/tutorials/:id', '/content/:id', '/posts/:id', '/news/:id', '/resources/:id'],
    title: 'Blog', description: 'An article from our blog.',
  },
  {
    id: 'help', path: '/help-center', area: 'content', expose: './HelpPage', inSitemap: true,
    aliases: ['/help', '/support', '/customer-support'],
    title: 'Help Center', description: 'Answers to common questions about downloading, formats, merging and accounts, and how to reach support.',
  },
  {
    id: 'cookies', path: '/cookie-settings', area: 'content', expose: './CookieSettingsPage', inSitemap: true,
    aliases: ['/cookies', '/privacy-settings'],
    title: 'Cookie Settings', description: 'Choose which cookies and scripts this site may use.',
  },
  {
    id: 'privacy', path: '/privacy-policy', area: 'content', expose: './PrivacyPage', inSitemap: true,
    aliases: ['/privacy', '/data-protection'],
    title: 'Privacy Policy', description: 'What data this site collects, why, and the choices you have.',
  },
  {
    id: 'dmca', path: '/dmca-policy', area: 'content', expose: './DmcaPage', inSitemap: true,
    aliases: ['/dmca', '/copyright', '/takedown-policy'],
    title: 'DMCA Policy', description: 'How to report copyright infringement and how takedown notices are handled.',
  },
  {
    id: 'terms', path: '/terms-of-service', area: 'content', expose: './TermsPage', inSitemap: true,
    aliases: ['/terms', '/user-agreement', '/terms-and-conditions'],
    title: 'Terms of Service', description: 'The terms that apply when you use this downloader.',
  },
  {
    id: 'glossary', path: '/terms-glossary', area: 'content', expose: './GlossaryPage', inSitemap: true,
    aliases: ['/glossary', '/definitions'],
    title: 'Glossary of Video and Audio Terms', description: 'Bitrate, codec, container, HLS, DASH, merge, podcast feed and more, explained A to Z.',
  },
  {
    // Issue #28: the live status of every platform, from the server's canary extractions (GET /api/status).
    id: 'status', path: '/status', area: 'content', expose: './StatusPage', inSitemap: true,
    aliases: [],
    title: 'Platform Status', description: 'Which platforms work right now, since when, and how fast.',
  },
  {
    id: 'network', path: '/network', area: 'content', expose: './NetworkPage', inSitemap: true,
    aliases: ['/our-network', '/download-network'],
    title: 'Our Network', description: 'The sites of our downloader network.',
  },
];

/** The "to MP3" family of paths (/youtube-to-mp3, /soundcloud-mp3, /podcast-mp3-converter, …): an MP3 page's. */
export const isMp3Path = (path: string): boolean => /mp3/i.test(path);

/** The variant of a landing page that speaks of MP3 and the other audio formats (issue #49). */
export const MP3_VARIANT = 'mp3';

/** The id of a landing page's MP3 copy (`youtube-mp3`): the build publishes it by it, the server keys its head by it. */
export const mp3CopyId = (id: string): string => `${id}-${MP3_VARIANT}`;

/**
 * A platform's landing page and, when some of its paths are of the MP3 family, its MP3 page (issue #49): the first of
 * those is the MP3 page's path, the others its aliases, canonical to it. Its head is its copy's (`ownsHead`: the
 * downloader's catalogs have it, in every language).
 */
function landingPages(id: string, platformId: string, path: string, paths: readonly string[], head: { title: string; description: string }): RouteDef[] {
  const mp3 = paths.filter(isMp3Path);
  const page: RouteDef = {
    id, path, aliases: paths.filter((a) => !isMp3Path(a)), area: 'downloader', expose: './PlatformPage', props: { platformId },
    title: head.title, description: head.description, inSitemap: true,
  };
  if (!mp3.length) return [page];
  return [page, {
    id: `${id}-${MP3_VARIANT}`, path: mp3[0], aliases: mp3.slice(1), area: 'downloader', expose: './PlatformPage',
    props: { platformId, variant: MP3_VARIANT }, title: null, description: null, inSitemap: true, ownsHead: true,
  }];
}

/**
 * The landing copy a page of the downloader shows, by which the build publishes it and the server keys its heads: its
 * platform's id (`podcast` for /podcast-downloader), `<id>-mp3` on an MP3 page; undefined for another page.
 */
export function landingCopyId(route: RouteDef): string | undefined {
  if (route.expose !== './PlatformPage' || !route.props?.platformId) return undefined;
  return route.props.variant === MP3_VARIANT ? mp3CopyId(route.props.platformId) : route.props.platformId;
}

export const ROUTES: readonly RouteDef[] = [
  {
    id: 'home', path: '/', aliases: [], area: 'downloader', expose: './HomePage', inSitemap: true,
    title: null, description: null,
  },
  ...PLATFORMS.flatMap((p) => landingPages(`platform-${p.id}`, p.id, `/${p.slug}-downloader`, p.aliases, p)),
  ...landingPages('podcast', 'podcast', '/podcast-downloader', ['/podcast-download', '/rss-podcast-downloader', '/podcast-feed-downloader', '/podcast-mp3-converter'], {
    title: 'Podcast Downloader - Download any podcast episode from its RSS feed',
    description: 'Paste a podcast feed or episode link to download the episode audio as MP3 or M4A. Free, no registration.',
  }),
  {
    // Web Share Target of the installed app (features.offlineMode): passes the shared link on to the home page.
    id: 'share-target', path: '/share', aliases: [], area: 'downloader', expose: './HomePage', props: { share: '1' }, inSitemap: false,
    title: 'Share a link', description: 'Opens the downloader with a shared link.',
  },
  {
    id: 'preview', path: '/preview', aliases: [], area: 'preview', expose: './PreviewPage', inSitemap: false, ownsHead: true,
    title: 'Preview', description: 'Preview, merge and download your media.',
  },
  {
    id: 'short-link', path: '/p/:shortId', aliases: [], area: 'preview', expose: './ShortLinkPage', inSitemap: false, ownsHead: true,
    title: 'Shared media', description: 'A shared media preview.',
  },
  ...CONTENT_ROUTES,
  {
    id: 'subscription', path: '/subscription', aliases: ['/upgrade'], area: 'auth', expose: './SubscriptionPage',
    inSitemap: false, title: 'Subscription', description: 'Your plan, usage and daily limit.',
  },
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  /** The route's canonical path with params filled in (under the page's language prefix when it has one). */
  canonicalPath: string;
  isAlias: boolean;
  /** The language the path names (`/es/youtube-downloader`), when it has a prefix (issue #24). */
  lang?: SiteLanguage;
}

/**
 * The pages that also live under a language prefix (issue #24: `/es/youtube-downloader`, `/ja` for the home page): the
 * downloader's landing pages, the ones search engines index. English keeps the paths without a prefix.
 */
export const isLocalizedRoute = (route: RouteDef): boolean => route.area === 'downloader' && route.inSitemap;

/** A landing page's path in a language: English's as it is, another's under its prefix. */
export const localizedPath = (path: string, lang: SiteLanguage): string => (lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split('/');
  const b = pathname.split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) {
      if (!b[i]) return null;
      try {
        params[a[i].slice(1)] = decodeURIComponent(b[i]);
      } catch {
        return null;
      }
    } else if (a[i] !== b[i].toLowerCase()) return null;
  }
  return params;
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

/**
 * Finds the route for a pathname (exact paths and aliases; a trailing slash is ignored), and a landing page's canonical
 * path under a language prefix.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const prefixed = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (prefixed && prefixed[1] !== 'en' && isSiteLanguage(prefixed[1])) {
    const lang = prefixed[1];
    const inner = matchRoute(prefixed[2] ?? '/');
    if (inner && !inner.isAlias && !inner.lang && isLocalizedRoute(inner.route)) return { ...inner, lang, canonicalPath: localizedPath(inner.canonicalPath, lang) };
    return null;
  }
  // A path without params (all but a few of the table's 600-odd) is one lookup; the patterns with a param are tried
  // in the table's order, and one listed before the exact path's route wins, as in a scan of the whole table.
  const index = routeIndex();
  const exact = index.exact.get(path.toLowerCase());
  for (const p of index.withParams) {
    if (exact && exact.order < p.order) break;
    const params = matchPattern(p.pattern, path);
    if (params) return { route: p.route, params, canonicalPath: fill(p.route.path, params), isAlias: p.isAlias };
  }
  return exact ? { route: exact.route, params: {}, canonicalPath: fill(exact.route.path, {}), isAlias: exact.isAlias } : null;
}

interface IndexedPattern {
  route: RouteDef;
  pattern: string;
  isAlias: boolean;
  /** Its place in a scan of the table, route by route, each route's path before its aliases. */
  order: number;
}

let index: { exact: Map<string, IndexedPattern>; withParams: IndexedPattern[] } | null = null;

/** The table's paths and aliases by path (the first route that lists one keeps it), built at the first lookup. */
function routeIndex(): NonNullable<typeof index> {
  if (index) return index;
  const built = { exact: new Map<string, IndexedPattern>(), withParams: [] as IndexedPattern[] };
  let order = 0;
  for (const route of ROUTES) {
    for (const [i, pattern] of [route.path, ...route.aliases].entries()) {
      const entry = { route, pattern, isAlias: i > 0, order: order++ };
      if (pattern.includes('/:')) built.withParams.push(entry);
      else if (!built.exact.has(pattern)) built.exact.set(pattern, entry);
    }
  }
  return (index = built);
}

/** Every path the router must answer: each route's path and aliases. */
export function allRoutePaths(): string[] {
  return ROUTES.flatMap((r) => [r.path, ...r.aliases]);
}

/** The <title> of a route on a domain: the domain's SEO title on the home page, else "{page} | {brand}". */
export function pageTitle(route: RouteDef, config: Pick<DomainConfig, 'seo' | 'branding'>): string {
  if (route.id === 'home' || !route.title) return config.seo.title;
  return `${route.title} | ${config.branding.name}`;
}

export function pageDescription(route: RouteDef | null, config: Pick<DomainConfig, 'seo'>): string {
  return route?.description ?? config.seo.description;
}
