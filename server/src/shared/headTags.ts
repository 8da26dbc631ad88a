import type { Preload } from '@dl/federation/server';
import { negotiate } from '@fastify/accept-negotiator';
import {
  brandColorVariables,
  DEFAULT_LANGUAGE,
  directionOf,
  INLINE_CONFIG_ID,
  isLocalizedRoute,
  isSiteLanguage,
  languageFromCookie,
  localizedPath,
  matchRoute,
  pageDescription,
  pageTitle,
  SITE_LANGUAGES,
  themeChoiceFromCookie,
  type DomainConfig,
  type RouteMatch,
  type SiteLanguage,
  type ThemeChoiceStored,
} from '@dl/contract';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The site's public origin for canonical links: the domain's configured canonicalUrl, else the request's. */
export function siteOrigin(config: DomainConfig, protocol: string, host: string | undefined): string {
  if (config.seo.canonicalUrl) return config.seo.canonicalUrl.replace(/\/$/, '');
  return `${protocol}://${host ?? config.domain}`;
}

/** WebSite for the home page, BreadcrumbList for landing pages, and FAQPage where the page has a FAQ. */
function defaultJsonLd(
  match: RouteMatch,
  config: DomainConfig,
  origin: string,
  title: string,
  faq: { question: string; answer: string }[] = [],
): Record<string, unknown> | null {
  const graph: Record<string, unknown>[] = [];
  if (match.route.id === 'home') {
    graph.push({ '@type': 'WebSite', name: config.branding.name, url: `${origin}/`, description: config.seo.description });
  } else if (match.route.area === 'downloader') {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: config.branding.name, item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: title.split(' | ')[0].split(' - ')[0], item: `${origin}${match.canonicalPath}` },
      ],
    });
  }
  if (faq.length) {
    graph.push({
      '@type': 'FAQPage',
      mainEntity: faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    });
  }
  if (!graph.length) return null;
  return graph.length === 1 ? { '@context': 'https://schema.org', ...graph[0] } : { '@context': 'https://schema.org', '@graph': graph };
}

export interface HeadResult {
  match: RouteMatch | null;
  head: string;
}

/** What a page knows better than the route table (a shared preview's title and thumbnail). */
export interface HeadOverride {
  title?: string;
  description?: string;
  image?: string;
  notFound?: boolean;
  /** og:type, default website. */
  type?: string;
  /** Structured data written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
  /** The page's FAQ, written as FAQPage structured data. */
  faq?: { question: string; answer: string }[];
}

/** JSON for a data <script> block (not executed): `<`, `>` and `&` are escaped so nothing in it can close the tag. */
function jsonScript(type: string, data: unknown, id?: string): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script${id ? ` id="${id}"` : ''} type="${type}">${json}</script>`;
}

export function jsonLdScript(data: Record<string, unknown>): string {
  return jsonScript('application/ld+json', data);
}

/**
 * A landing page's `hreflang` alternates (issue #24): the same page in each of the site's languages (English's path
 * without a prefix, also the `x-default`), so search engines index each language and show each searcher their own.
 */
export function languageAlternates(match: RouteMatch, origin: string): string[] {
  if (!isLocalizedRoute(match.route)) return [];
  const base = match.lang ? match.canonicalPath.slice(match.lang.length + 1) || '/' : match.canonicalPath;
  const link = (hreflang: string, lang: SiteLanguage) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localizedPath(base, lang))}">`;
  return [...SITE_LANGUAGES.map((lang) => link(lang, lang)), link('x-default', DEFAULT_LANGUAGE)];
}

/** The <title>, description, canonical link and social tags for a path, for crawlers that run no script. */
export function headFor(pathname: string, config: DomainConfig, origin: string, override: HeadOverride = {}): HeadResult {
  const routeMatch = matchRoute(pathname);
  const match = override.notFound ? null : routeMatch;
  const title = override.title ?? (match ? pageTitle(match.route, config) : `Page not found | ${config.branding.name}`);
  const description = override.description ?? (match ? pageDescription(match.route, config) : 'The page you asked for does not exist.');
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  if (match) {
    const canonical = `${origin}${match.canonicalPath}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`, ...languageAlternates(match, origin));
    tags.push(
      `<meta property="og:type" content="${escapeHtml(override.type ?? 'website')}">`,
      `<meta property="og:site_name" content="${escapeHtml(config.branding.name)}">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      `<meta name="twitter:card" content="${override.image ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${escapeHtml(title)}">`,
      `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    );
    if (override.image) tags.push(`<meta property="og:image" content="${escapeHtml(override.image)}">`, `<meta name="twitter:image" content="${escapeHtml(override.image)}">`);
    const ld = override.jsonLd ?? defaultJsonLd(match, config, origin, title, override.faq);
    if (ld) tags.push(jsonLdScript(ld));
    if (config.seo.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(config.seo.keywords)}">`);
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  tags.push(`<meta name="theme-color" content="${escapeHtml(config.branding.colors.primary)}">`);
  // features.offlineMode: installable, with a service worker (features/pwa).
  if (config.features.offlineMode) tags.push('<link rel="manifest" href="/manifest.webmanifest">', '<script src="/sw-register.js" defer></script>');
  return { match, head: tags.join('') };
}

/**
 * The domain configuration as a JSON data block, so the shell renders without waiting for
 * GET /api/domain-config (it still calls the API when the block is missing or unreadable). A data block is not
 * executed, so the Content-Security-Policy's script-src does not apply; `<`, `>` and `&` are escaped so nothing
 * in a configured text can close the tag.
 */
const inlineScripts = new WeakMap<DomainConfig, string>();

export function inlineConfigScript(config: DomainConfig): string {
  // Serialized once per configuration object (the registry keeps one per domain).
  let script = inlineScripts.get(config);
  if (script === undefined) {
    script = jsonScript('application/json', config, INLINE_CONFIG_ID);
    inlineScripts.set(config, script);
  }
  return script;
}

/** A resource the page will need at start-up, fetched in parallel with the shell's own script. */
export type { Preload };

/**
 * `<link rel="preload">` tags; `fetch` preloads carry `crossorigin` so they match the runtime's fetch(). Scripts
 * and manifests are fetched at low priority, like the shell's own deferred script: they start at once but do
 * not take bandwidth from the render-blocking stylesheet.
 */
export function preloadTags(preloads: readonly Preload[]): string {
  return firstPerHref(preloads)
    .map((p) => {
      const attrs = p.as === 'fetch' ? ' crossorigin fetchpriority="low"' : p.as === 'script' ? ' fetchpriority="low"' : '';
      return `<link rel="preload" href="${escapeHtml(p.href)}" as="${p.as}"${attrs}>`;
    })
    .join('');
}

/** Each href's first entry, in order: a file is linked once. */
const firstPerHref = <T extends { href: string }>(list: readonly T[]): T[] => list.filter((x, i) => list.findIndex((y) => y.href === x.href) === i);

/**
 * `<link rel="stylesheet">` tags (render-blocking: what the server-rendered content needs for its first paint), each
 * with its build's mark where the manifest gives one (`data-rspack`: the remote's CSS loading then finds the link and
 * does not add a second one when the page module loads).
 */
export function stylesheetTags(sheets: readonly Pick<Preload, 'href' | 'mark'>[]): string {
  return firstPerHref(sheets)
    .map(({ href, mark }) => `<link rel="stylesheet" href="${escapeHtml(href)}"${mark ? ` data-rspack="${escapeHtml(mark)}"` : ''}>`)
    .join('');
}

/** The theme a visitor chose (their `theme` cookie) where the domain offers one; null for automatic. */
export function visitorTheme(config: DomainConfig, cookieHeader: string | undefined): ThemeChoiceStored | null {
  return config.features.darkMode ? themeChoiceFromCookie(cookieHeader) : null;
}

/**
 * Attributes of the page's <html>, as the shell sets them in the browser, for the first paint: the page's language
 * and its direction (issue #24), the domain's brand colors and the visitor's theme choice (visitorTheme).
 */
export function htmlAttributes(config: DomainConfig, theme: ThemeChoiceStored | null, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const css = brandColorVariables(config.branding.colors)
    .filter(([, value]) => !/[;{}<>"\\]/.test(value)) // validated as colors already; never let one end the declaration
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return ` lang="${lang}" dir="${directionOf(lang)}"${css ? ` style="${escapeHtml(css)}"` : ''}${theme ? ` data-theme="${theme}"` : ''}`;
}

/**
 * The language of a page (issue #24): the `lang` cookie (the visitor's choice in the footer's language menu); else the
 * first of the browser's Accept-Language the site has (by its primary subtag: `es-MX` asks for `es`); else the
 * domain's default.
 */
export function pageLanguage(config: DomainConfig, headers: { cookie?: string; 'accept-language'?: string }): SiteLanguage {
  const chosen = languageFromCookie(headers.cookie);
  if (chosen) return chosen;
  const accepted = headers['accept-language'];
  if (accepted && accepted.length <= 1000) {
    // `*` (any language) asks for none in particular: the domain's default answers it.
    const primary = accepted.replace(/(^|,)\s*\*[^,]*/g, '').replace(/(^|,)\s*([A-Za-z]{1,8})(-[A-Za-z0-9-]*)?/g, (_m, sep: string, tag: string) => `${sep}${tag.toLowerCase()}`);
    const found = negotiate(primary, [...SITE_LANGUAGES]);
    if (isSiteLanguage(found)) return found;
  }
  return isSiteLanguage(config.defaultLanguage) ? config.defaultLanguage : DEFAULT_LANGUAGE;
}
