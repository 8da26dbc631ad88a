/**
 * The page's content in the HTML (server rendering of the first paint): the shell's server build renders the
 * layout and the route table, and each remote module on the page is rendered by the server build of the remote
 * the domain configures for that area (`dist/server/ssr.js` beside each app's browser build; rspack.base.ts
 * `createSsrConfig`). The browser shows it before any script has run; the shell's first render then replaces
 * it with the same page.
 *
 * Only builds this server holds are run: a remote on another origin (a CDN) has its area rendered as the
 * spinner the browser would show, and where the shell's server build is missing or fails the page is sent as
 * before, empty until its scripts run. A build replaced while the server runs is loaded again (see watchedFile).
 * Markup is cached per domain configuration and URL, for the builds it was made with.
 */
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_AREAS, type DomainConfig, type RemoteArea, type ThemeChoiceStored } from '@dl/contract';
import { localRemoteBuild, type PreloadSource } from './preloads';
import { watchedFile } from './watchedFile';

interface RenderRequest {
  url: string;
  config: DomainConfig;
  /** The page's language (issue #24). */
  lang: string;
}
interface ShellBuild {
  renderPage(req: RenderRequest & { renderRemote(area: RemoteArea, expose: string, props: Record<string, unknown>): string | null; theme: ThemeChoiceStored | null }): string;
  /** A route's head texts in a language (shell/src/ssr.tsx); absent from a shell built before issue #24's heads. */
  pageHead?(routeId: string | null, config: DomainConfig, lang: string): { title: string; description: string } | null;
}
interface RemoteBuild {
  render(expose: string, props: Record<string, unknown>, req: RenderRequest): string | null;
}

/** Pages kept per domain configuration (a reloaded configuration starts afresh); a page is 5–35 KB of markup. */
const CACHE_ENTRIES = 200;

export interface ServerRenderer {
  /**
   * The markup of the page at `url` (path and query as requested) for a domain, the visitor's theme choice (see
   * htmlAttributes) and the page's language, or null to send none.
   */
  render(url: string, config: DomainConfig, origin: string, theme: ThemeChoiceStored | null, lang?: string): string | null;
  /**
   * The title and description of a route of the table (its id; null for a page not found) in a language, as the page's
   * first render writes them, or null when the shell's build cannot say (the server then writes the route table's English).
   */
  head(routeId: string | null, config: DomainConfig, lang: string): { title: string; description: string } | null;
}

/**
 * Runs a CommonJS file afresh each time (not through `require`, whose cache would keep the first version of a
 * build replaced at the same path); its own `require` loads its chunks and Node's modules as usual.
 */
function evaluateCommonJs(file: string): unknown {
  const wrapper = vm.runInThisContext(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file }) as (...args: unknown[]) => void;
  const mod = { exports: {} as unknown };
  wrapper.call(mod.exports, mod.exports, createRequire(file), mod, file, path.dirname(file));
  return mod.exports;
}

export function serverRenderer(src: PreloadSource, log: FastifyBaseLogger): ServerRenderer {
  const load = watchedFile(
    (file) => evaluateCommonJs(file),
    (file, e) => log.warn({ err: e }, `server build ${file} could not be loaded: its pages are sent without their content`),
  );
  const shellFile = path.join(src.shellDir, 'server', 'ssr.js');
  const cache = new WeakMap<DomainConfig, Map<string, string>>();

  return {
    head(routeId, config, lang) {
      const shell = load(shellFile) as ShellBuild | null;
      try {
        return typeof shell?.pageHead === 'function' ? shell.pageHead(routeId, config, lang) : null;
      } catch (e) {
        log.warn({ err: e, routeId }, "the shell's build could not give a page's head: it is sent in English");
        return null;
      }
    },
    render(url, config, origin, theme, lang = 'en') {
      const shell = load(shellFile) as ShellBuild | null;
      if (typeof shell?.renderPage !== 'function') return null;
      const remotes = new Map<RemoteArea, RemoteBuild | null>();
      const versions = [load.version(shellFile)];
      for (const area of REMOTE_AREAS) {
        const local = localRemoteBuild(src, area, config, origin);
        const file = local && path.join(local.folder, 'server', 'ssr.js');
        const build = file ? (load(file) as RemoteBuild | null) : null;
        remotes.set(area, typeof build?.render === 'function' ? build : null);
        versions.push(file && build ? load.version(file) : 0);
      }
      // Keyed by the builds too: after a deploy, pages are rendered by the new builds (old entries age out).
      const key = `${versions.join(',')} ${theme ?? 'auto'} ${lang} ${url}`;
      let perDomain = cache.get(config);
      if (!perDomain) cache.set(config, (perDomain = new Map()));
      const hit = perDomain.get(key);
      if (hit !== undefined) {
        perDomain.delete(key);
        perDomain.set(key, hit); // the most recently used last
        return hit;
      }
      const req = { url, config, lang };
      const renderRemote = (area: RemoteArea, expose: string, props: Record<string, unknown>) => {
        try {
          return remotes.get(area)?.render(expose, props, req) ?? null;
        } catch (e) {
          // That area shows its spinner until the browser renders it (and its error panel if it fails there too).
          log.warn({ err: e, url, area }, 'server render of a remote module failed');
          return null;
        }
      };
      try {
        const html = shell.renderPage({ ...req, renderRemote, theme });
        perDomain.set(key, html);
        if (perDomain.size > CACHE_ENTRIES) perDomain.delete(perDomain.keys().next().value as string);
        return html;
      } catch (e) {
        log.warn({ err: e, url }, 'server render failed: the page is sent without its content');
        return null;
      }
    },
  };
}
