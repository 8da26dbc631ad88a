import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isLocalizedRoute, landingCopyId, matchRoute, MP3_VARIANT, REMOTE_AREAS, type DomainConfig, type RouteMatch } from '@dl/contract';
import { headFor, htmlAttributes, inlineConfigScript, pageLanguage, preloadTags, siteOrigin, stylesheetTags, visitorTheme, type HeadOverride, type Preload } from '../../shared/headTags';
import { localRemoteBuild, remoteManifestPreloads, routePreloads, serverRenderer, shellLateShared, shellPreloads, type PreloadSource, type ServerRenderer } from '@dl/federation/server';
import { sitemapXml, type BlogPostMeta } from './sitemap';

/** The end of an MP3 page's copy id (`youtube-mp3`: contract's mp3CopyId). */
const MP3_COPY_SUFFIX = new RegExp(`-${MP3_VARIANT}$`);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const YEAR = 365 * 24 * 3600;

/** Hashed assets are immutable for a year; manifests, remote entries and HTML are revalidated every time. */
function setCacheHeaders(reply: { header(name: string, value: string): unknown }, file: string): void {
  reply.header('cache-control', HASHED.test(file) ? `public, max-age=${YEAR}, immutable` : 'no-cache');
}

/** Where each app's build is served: the shell at the root, each remote under /mf/<area>/. */
export function appMounts(appsDir: string): { prefix: string; dir: string; name: string }[] {
  return [
    { prefix: '/', dir: path.join(appsDir, 'shell', 'dist'), name: 'shell' },
    ...REMOTE_AREAS.map((area) => ({ prefix: `/mf/${area}/`, dir: path.join(appsDir, `mf-${area}`, 'dist'), name: `mf-${area}` })),
  ];
}

/** The shell's page template, checked to have a <title> to replace, and its entry scripts. */
function readShellHtml(shellDir: string): { shellHtml: string; shellEntries: Preload[] } {
  const shellHtmlPath = path.join(shellDir, 'index.html');
  if (!fs.existsSync(shellHtmlPath)) {
    throw new Error(`The shell build is missing (${shellHtmlPath}). Run "npm run build" first, or "npm start", which builds.`);
  }
  const shellHtml = fs.readFileSync(shellHtmlPath, 'utf8');
  if (!/<title>[^<]*<\/title>/.test(shellHtml)) throw new Error(`${shellHtmlPath} has no <title> to replace`);
  // The shell's entry script, preloaded first (a deferred script is fetched at low priority otherwise).
  const shellEntries: Preload[] = [...shellHtml.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => ({ href: m[1], as: 'script' }));
  return { shellHtml, shellEntries };
}

/** Serves each app's build as static files (a build that is missing is logged: its pages show their error panel). */
async function serveBuilds(app: FastifyInstance, mounts: ReturnType<typeof appMounts>): Promise<void> {
  let first = true;
  for (const m of mounts) {
    if (!fs.existsSync(m.dir)) {
      app.log.warn(`${m.name} build not found at ${m.dir}: its pages will show their error panel`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: m.dir,
      prefix: m.prefix,
      // A remote's folder may be replaced by a new build while the server runs: look files up per request.
      // The shell's files are listed at start-up so that every other path reaches the page handler.
      wildcard: m.name !== 'shell',
      index: false,
      preCompressed: true,
      decorateReply: first,
      // The shell's index.html is only sent through the head-injecting handler below.
      allowedPath: (p) => !(m.name === 'shell' && (p === '/index.html' || p === '/')) && !p.startsWith('/server/'), // dist/server: the server build
      setHeaders: setCacheHeaders,
    });
    first = false;
  }
}

type Faq = { question: string; answer: string }[];
/**
 * A landing page's head in another language (issue #24), an MP3 page's in every language, English too (issue #49): the
 * home page's description by target audience.
 */
type LocalizedHead = { title: string; description: string | Record<string, string>; faq: Faq };
/**
 * The FAQs the downloader build writes, for FAQPage structured data on the home and landing pages, by the id of the
 * page's copy (`youtube`, `youtube-mp3`: contract's landingCopyId). `landingCopyVersion`: the version in the names of
 * the landing pages' published catalogs (`landing/<lang>/<name>.<v>.json`); `landingMp3Files`: the MP3 pages' code, which an
 * MP3 page loads with them.
 */
type SeoIndex = { home: Faq; landing: Record<string, Faq>; localized?: Record<string, Record<string, LocalizedHead>>; landingCopyVersion?: string; landingMp3Files?: string[] };

function readSeo(appsDir: string): SeoIndex {
  const seoFile = path.join(appsDir, 'mf-downloader', 'dist', 'seo.json');
  return fs.existsSync(seoFile) ? JSON.parse(fs.readFileSync(seoFile, 'utf8')) : { home: [], landing: {} };
}

/** The blog index the content build writes (slug and front matter of each post). */
function readPosts(appsDir: string, log: FastifyBaseLogger): BlogPostMeta[] {
  const postsFile = path.join(appsDir, 'mf-content', 'dist', 'posts.json');
  const posts: BlogPostMeta[] = fs.existsSync(postsFile) ? (JSON.parse(fs.readFileSync(postsFile, 'utf8')) as BlogPostMeta[]) : [];
  if (!posts.length) log.warn(`no blog index at ${postsFile}: blog post pages will not get their own titles`);
  return posts;
}

/**
 * A landing page's copy in the page's language, which its first render in the browser waits for (issue #21: the copy
 * is data, not code of the page): its platform's catalog (issue #50), and an MP3 page's the MP3 catalog and code too,
 * preloaded with the page's start-up when this server serves the domain's downloader build and that build has the
 * files (a staged build of another version gets no hint, never a wrong one).
 */
function landingCopyPreloads(seo: SeoIndex, preloadSource: PreloadSource) {
  /** Whether a copy file is in a build, looked up once per path (its name carries its version: a new build, a new path). */
  const copyFiles = new Map<string, boolean>();
  const copyFileExists = (file: string): boolean => {
    let known = copyFiles.get(file);
    if (known === undefined) copyFiles.set(file, (known = fs.existsSync(file)));
    return known;
  };
  return (route: RouteMatch | null, lang: string, domain: DomainConfig, origin: string): Preload[] => {
    const id = route ? landingCopyId(route.route) : undefined;
    const version = seo.landingCopyVersion;
    if (!id || !version) return [];
    const local = localRemoteBuild(preloadSource, 'downloader', domain, origin);
    const platform = id.replace(MP3_COPY_SUFFIX, '');
    const catalogs = [platform, ...(platform === id ? [] : ['mp3'])].map((name) => ({ file: `landing/${lang}/${name}.${version}.json`, as: 'fetch' as const }));
    const code = platform === id ? [] : (seo.landingMp3Files ?? []).map((file) => ({ file, as: 'script' as const }));
    const files = [...catalogs, ...code];
    return local && files.every(({ file }) => copyFileExists(path.join(local.folder, file))) ? files.map(({ file, as }) => ({ href: `${local.urlBase}${file}`, as })) : [];
  };
}

/**
 * A page's head as its first render writes it, where it is not the route table's English: a landing page's in another
 * language than English and an MP3 page's in every language (its FAQ too), from the downloader's build, under a
 * language prefix or for a visitor of that language; any other page of the table in another language than English
 * from the shell's catalogs. Null where there is none: the route table's English is written.
 */
function localizedHead(shellBuild: ServerRenderer, seo: SeoIndex, req: FastifyRequest, route: RouteMatch, lang: string): HeadOverride | null {
  if (!isLocalizedRoute(route.route)) {
    const texts = lang !== 'en' && route.route.title ? shellBuild.head(route.route.id, req.domain, lang) : null;
    return texts && { title: texts.title, description: texts.description };
  }
  const key = route.route.id === 'home' ? 'home' : landingCopyId(route.route);
  const head = key ? seo.localized?.[lang]?.[key] : undefined;
  if (!head) return null;
  const description = typeof head.description === 'string' ? head.description : head.description[req.domain.branding.targetAudience] ?? Object.values(head.description)[0];
  return { title: `${head.title} | ${req.domain.branding.name}`, description, faq: head.faq };
}

function blogHead(posts: BlogPostMeta[], req: FastifyRequest, id: string, origin: string): HeadOverride {
  if (!posts.length) return {};
  const post = posts.find((p) => p.slug === id);
  if (!post) return { notFound: true, title: `Post not found | ${req.domain.branding.name}` };
  return {
    title: `${post.title} | ${req.domain.branding.name}`,
    description: post.description,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      keywords: post.tags.join(', '),
      url: `${origin}/blog/${post.slug}`,
      publisher: { '@type': 'Organization', name: req.domain.branding.name },
    },
  };
}

/** A shared preview (/p/{id}) shows the video's title and thumbnail when pasted into a chat. */
async function shortLinkHead(app: FastifyInstance, req: FastifyRequest, pathname: string, origin: string): Promise<HeadOverride> {
  const m = /^\/p\/([^/]+)$/.exec(pathname);
  if (!m || !app.hasDecorator('shortLinks')) return {};
  const params = await app.shortLinks.resolve(m[1]);
  if (!params) return { notFound: true };
  const brand = req.domain.branding.name;
  const title = params.title ? `${params.title} | ${brand}` : `Shared ${params.is_audio === 'true' ? 'audio' : 'video'} | ${brand}`;
  const thumb = params.thumbnail_url && /^https?:\/\//.test(params.thumbnail_url) ? `${origin}${req.domain.api.endpoints.imageProxy}?url=${encodeURIComponent(params.thumbnail_url)}` : undefined;
  return { title, description: `Watch and download ${params.title ? `"${params.title}"` : 'this media'} on ${brand}.`, image: thumb };
}

/** A request's path, decoded (as sent when it does not decode). */
function pathnameOf(req: FastifyRequest): string {
  const url = req.url.split('?')[0];
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** What the pages are made from: the shell's template and preloads, the server renderers, the downloader's and the blog's indexes. */
interface PageSources {
  app: FastifyInstance;
  shellHtml: string;
  shellBoot: Preload[];
  shellLate: ReturnType<typeof shellLateShared>;
  preloadSource: PreloadSource;
  /** The shell's server build: the pages' heads in other languages (even when pages are sent without their content). */
  shellBuild: ServerRenderer;
  /** The first paint's renderer; null when pages are sent without their content (SERVER_RENDER=0). */
  renderer: ServerRenderer | null;
  seo: SeoIndex;
  posts: BlogPostMeta[];
}

const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html[^>]*>/;

/** A blog post's and a shared preview's head name what they show; any other page's is its route's, in its language. */
async function headOverride(src: PageSources, req: FastifyRequest, pathname: string, route: RouteMatch | null, lang: string, origin: string): Promise<HeadOverride> {
  const { shellBuild, seo } = src;
  const copyId = route ? landingCopyId(route.route) : undefined;
  if (route?.route.id === 'blog-post') return blogHead(src.posts, req, route.params.id, origin);
  if (route?.route.id === 'short-link') return shortLinkHead(src.app, req, pathname, origin);
  return (
    (route ? localizedHead(shellBuild, seo, req, route, lang) : lang === 'en' ? null : shellBuild.head(null, req.domain, lang)) ??
    (route?.route.id === 'home' ? { faq: seo.home } : copyId ? { faq: seo.landing[copyId] ?? [] } : {})
  );
}

/** The handler that sends a page: the shell's template with the page's head, start-up hints and first paint. */
function pageSender(src: PageSources) {
  const landingCopy = landingCopyPreloads(src.seo, src.preloadSource);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(req);
    const origin = siteOrigin(req.domain, req.protocol, req.headers.host);
    const route = matchRoute(pathname);
    // A landing page under a language prefix is in that language, whatever the visitor's cookie or browser says.
    const lang = route?.lang ?? pageLanguage(req.domain, req.headers);
    const override = await headOverride(src, req, pathname, route, lang, origin);
    const { match, head } = headFor(pathname, req.domain, origin, override);
    // Start-up hints: the shell's chunks and the route's remote in parallel with the entry, and the domain
    // configuration inline, so the first render waits for neither GET /api/domain-config nor a chain of requests.
    // Every remote's manifest after the route's files: the shell reads them all as it starts (see federation/).
    const copyHints = match ? landingCopy(route, lang, req.domain, origin) : [];
    const routeHints = [
      ...(route && match ? routePreloads(src.preloadSource, route.route, req.domain, origin, src.shellLate) : []),
      ...copyHints,
      ...remoteManifestPreloads(req.domain, origin),
    ];
    // The page's content, when the builds can render it; its stylesheets are then needed for the first paint.
    const theme = visitorTheme(req.domain, req.headers.cookie);
    const markup = src.renderer?.render(req.url, req.domain, origin, theme, lang) ?? null;
    const stylesheets = markup === null ? [] : routeHints.filter((h) => h.as === 'style');
    const boot = preloadTags([...src.shellBoot, ...routeHints.filter((h) => !stylesheets.includes(h))]) + inlineConfigScript(req.domain);
    // Head and hints go where the template has its <title>, before the shell's own <script> (the entry is the
    // first preload). Replacements are functions: `$` in a title or the markup is not a pattern.
    let html = src.shellHtml.replace(/<title>[^<]*<\/title>/, () => head + boot).replace(HTML_TAG, (tag) => tag.replace(/\s(lang|dir)="[^"]*"/g, '').replace(/>$/, `${htmlAttributes(req.domain, theme, lang)}>`));
    if (markup !== null) {
      // Inert (nothing focusable or clickable) until the shell's first render takes over: input typed into it
      // would be lost when it is replaced. The route's stylesheets go after the shell's, in the order the
      // browser's own loading would give them.
      html = html
        .replace(ROOT, () => `<div id="root" inert aria-busy="true">${markup}</div>`)
        .replace('</head>', () => `${stylesheetTags(stylesheets)}</head>`);
    }
    // The page's language comes from the cookie or the browser's languages: caches keep one copy per language.
    return reply
      .code(match ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', lang)
      .header('vary', 'Cookie, Accept-Language')
      .send(html);
  };
}

const siteRoutes: FastifyPluginAsync<{ appsDir: string; serverRender?: boolean }> = async (app, { appsDir, serverRender = true }) => {
  const mounts = appMounts(appsDir);
  const { shellHtml, shellEntries } = readShellHtml(mounts[0].dir);
  const preloadSource: PreloadSource = {
    shellDir: mounts[0].dir,
    remoteDirs: Object.fromEntries(mounts.slice(1).map((m, i) => [REMOTE_AREAS[i], m.dir])),
  };
  // The shell's build is read once, like its HTML above; only the remotes' folders may change while running.
  const shellBoot = [...shellEntries, ...shellPreloads(preloadSource)];
  const shellLate = shellLateShared(preloadSource);
  // The shell's server build renders the first paint and gives the pages' heads in other languages (these even when
  // pages are sent without their content, SERVER_RENDER=0).
  const shellBuild = serverRenderer(preloadSource, app.log);
  const renderer = serverRender && shellHtml.includes(ROOT) ? shellBuild : null;

  await serveBuilds(app, mounts);

  const posts = readPosts(appsDir, app.log);
  const seo = readSeo(appsDir);
  const sendPage = pageSender({ app, shellHtml, shellBoot, shellLate, preloadSource, shellBuild, renderer, seo, posts });

  app.get('/', sendPage);

  app.get('/sitemap.xml', async (req, reply) =>
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(siteOrigin(req.domain, req.protocol, req.headers.host), posts)),
  );
  app.get('/robots.txt', async (req, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteOrigin(req.domain, req.protocol, req.headers.host)}/sitemap.xml\n`),
  );

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !req.url.startsWith('/mf/');
    if (wantsPage) return sendPage(req, reply);
    return reply.code(404).send({ error: 'Not found', code: 'not_found' });
  });
};

export default siteRoutes;
