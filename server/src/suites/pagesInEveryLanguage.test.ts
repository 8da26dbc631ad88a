/**
 * Issue 49, point 5: every kind of page in each of the twelve languages, from the real server started as in production
 * (the built apps, APP_ENV=production, LOG_FORMAT=json). The HTML holds the page's texts, never a catalog's id (the
 * nav's `msg.signIn` was one in every language but English), and the process writes nothing but its log: every line
 * of its standard output and standard error is one JSON object (Lingui's multi-line warnings were not).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocalizedRoute, localizedPath, ROUTES, SITE_LANGUAGES, START_MERGE_PATH, type RouteDef, type SiteLanguage } from '@dl/contract';
import { CATALOG_DIRS, ENGLISH_ONLY_DIRS } from '../../../lingui.config';
import { startApiProcess, type ServerProcess } from '../../test/processes';
import { domainsDir, tempDir } from '../../test/support';

jest.setTimeout(240_000);
const ROOT = path.resolve(__dirname, '..', '..', '..');
const SHELL_SERVER_BUILD = path.join(ROOT, 'shell', 'dist', 'server', 'ssr.js');

type CatalogIds = Awaited<ReturnType<typeof catalogIds>>;

/** Every id of every catalog (its compiled English module's keys): `msg.signIn`, `nav.features`, `loading`, ... */
async function catalogIds(): Promise<{ dotted: Set<string>; plain: Set<string> }> {
  const catalogs = await Promise.all([...CATALOG_DIRS, ...ENGLISH_ONLY_DIRS].map((dir) => import(path.join(ROOT, dir, 'en.ts')) as Promise<{ messages: Record<string, unknown> }>));
  const ids = catalogs.flatMap((catalog) => Object.keys(catalog.messages));
  return { dotted: new Set(ids.filter((id) => id.includes('.'))), plain: new Set(ids.filter((id) => !id.includes('.'))) };
}

/**
 * The catalog ids in a page: an id with a dot anywhere in it; one without (`loading`, a word English may use too) as
 * the whole of a text or of an attribute's value, as a text shows that is its id.
 */
function idsIn(html: string, ids: CatalogIds): string[] {
  const dotted = (html.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? []).filter((token) => ids.dotted.has(token));
  const texts = [...html.matchAll(/>([^<]*)</g), ...html.matchAll(/\s(?!class=|id=)[\w-]+="([^"]*)"/g)].map((m) => m[1].trim());
  return [...new Set([...dotted, ...texts.filter((text) => ids.plain.has(text))])];
}

/** One route of each kind of page: each module the route table renders, with props of each shape. */
function pageKinds(): RouteDef[] {
  const seen = new Set<string>();
  return ROUTES.filter((route) => {
    const kind = `${route.area} ${route.expose} ${Object.keys(route.props ?? {}).sort().join()}`;
    return !seen.has(kind) && Boolean(seen.add(kind));
  });
}

interface Page {
  url: string;
  /** The answer's status: 200, or 404 for a page not found. */
  status: number;
  /** The server renders the page's content into its HTML. */
  rendered: boolean;
}

/**
 * The pages of a language: each kind of page at its path (a landing page under the language's prefix, `/de/`) and at
 * its first alias, /preview in each of its modes, a page not found; the language is the `lang` cookie's elsewhere.
 */
function pagesOf(lang: SiteLanguage, params: Record<string, string>): Page[] {
  const fill = (p: string) => p.replace(/:(\w+)/g, (_, name: string) => params[name]);
  const page = (url: string, status = 200): Page => ({ url, status, rendered: true });
  const video = 'https://media.example/clip.mp4';
  const merge = `task_id=t1&video_format_id=137&audio_format_id=140`;
  return [
    ...pageKinds().flatMap((route) => [
      page(isLocalizedRoute(route) ? localizedPath(fill(route.path), lang) : fill(route.path)),
      ...route.aliases.slice(0, 1).map((alias) => page(fill(alias))),
    ]),
    page(`/preview?url=${encodeURIComponent(video)}&title=Clip&resolution=1280x720&filesize=1048576&source_url=${encodeURIComponent('https://www.youtube.com/watch?v=aqz-KE-bpKQ')}`),
    page(`/preview?url=${encodeURIComponent('https://media.example/clip.m4a')}&title=Clip&is_audio=true&bitrate=128`),
    page(`/preview?${merge}&title=Clip`),
    page(`/preview?url=${encodeURIComponent(`${START_MERGE_PATH}?${merge}`)}&title=Clip`),
    page('/no-such-page', 404),
  ];
}

let server: ServerProcess | null = null;
let dataDir = '';
let domains = '';

beforeAll(async () => {
  if (!fs.existsSync(SHELL_SERVER_BUILD)) throw new Error(`The built apps are missing (${SHELL_SERVER_BUILD}): run "npm run build" first (npm test builds).`);
  dataDir = tempDir('languages-data-');
  domains = domainsDir();
  server = await startApiProcess({
    NODE_ENV: 'production',
    APP_ENV: 'production',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    DOMAINS_DIR: domains,
    // The embedded default (SQLite, in-process jobs): the pages render alike on the cluster stack.
    DATABASE_URL: '',
    REDIS_URL: '',
    ENGINE_UPDATE_HOURS: '0',
  });
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of [dataDir, domains]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** A short link's id (`/p/<id>`), made as the preview's share menu makes one. */
async function shortLinkId(base: string): Promise<string> {
  const res = await fetch(`${base}/api/shorten-preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ params: { url: 'https://media.example/clip.mp4', title: 'Clip' } }),
  });
  expect(res.status).toBe(200);
  return /\/p\/([^/]+)$/.exec(((await res.json()) as { short_url: string }).short_url)![1];
}

/** What is wrong with a page as the server sent it, in words; none when it is right. */
async function problemsOf(base: string, page: Page, lang: SiteLanguage, ids: CatalogIds): Promise<string[]> {
  const res = await fetch(`${base}${page.url}`, { headers: { cookie: `lang=${lang}` } });
  const html = await res.text();
  const problems: string[] = [];
  if (res.status !== page.status) problems.push(`status ${res.status}`);
  if (page.rendered && res.headers.get('content-language') !== lang) problems.push(`Content-Language ${res.headers.get('content-language')}`);
  if (page.rendered && !new RegExp(`<html[^>]*\\slang="${lang}"`).test(html)) problems.push('not in its language');
  if (page.rendered && !/<div id="root" inert aria-busy="true"><[a-z]/.test(html)) problems.push('sent without its content');
  const found = idsIn(html, ids);
  if (found.length) problems.push(`catalog ids ${found.join(', ')}`);
  return problems.map((p) => `${lang} ${page.url}: ${p}`);
}

/** The lines of a stream that are not one JSON object each. */
function notJsonLines(text: string): string[] {
  return text.split('\n').filter((line) => {
    if (!line) return false;
    try {
      const value: unknown = JSON.parse(line);
      return typeof value !== 'object' || value === null || Array.isArray(value);
    } catch {
      return true;
    }
  });
}

test('every kind of page in each language holds no catalog id, and the log stays one JSON object a line', async () => {
  const base = server!.base;
  const ids = await catalogIds();
  const posts = JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-content', 'dist', 'posts.json'), 'utf8')) as { slug: string }[];
  const params = { id: posts[0].slug, shortId: await shortLinkId(base) };
  const problems: string[] = [];
  let pages = 0;
  for (const lang of SITE_LANGUAGES) {
    for (const page of pagesOf(lang, params)) {
      problems.push(...(await problemsOf(base, page, lang, ids)));
      pages++;
    }
  }
  // The API's description, a page of its own (in English alone).
  problems.push(...(await problemsOf(base, { url: '/api/docs', status: 200, rendered: false }, 'en', ids)));

  // Everything the process wrote, up to its last line: it stops as it is stopped in production.
  const closed = new Promise((resolve) => server!.child.once('close', resolve));
  server!.child.kill('SIGTERM');
  await closed;
  const { stdout, stderr } = server!.streams();
  expect(pages).toBeGreaterThanOrEqual(SITE_LANGUAGES.length * 25);
  expect(stdout).toMatch(/"msg":"Site ready on http:/);
  expect(stdout.match(/"msg":"request"/g)?.length).toBeGreaterThan(pages);
  expect({ pages: problems, stdout: notJsonLines(stdout).slice(0, 20), stderr: notJsonLines(stderr).slice(0, 20) }).toEqual({ pages: [], stdout: [], stderr: [] });
});
