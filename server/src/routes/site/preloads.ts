/**
 * What a page needs before it can render, written into its HTML as `<link rel="preload">` so the browser
 * fetches it all in parallel with the shell's entry instead of one step after another (entry → shared chunks →
 * remote manifest → remote entry → page chunks, each a round trip):
 *
 * - the shell's start-up: its shared singletons and its own boot chunk (its `mf-manifest.json` lists their
 *   files; the entry loads them before the shell renders);
 * - for the route's remote: its `mf-manifest.json`, its `remoteEntry.js` and the chunks of the exposed page
 *   module, read from the remote's manifest on disk when the domain serves that remote from this server's
 *   `/mf/<area>/` folder. A remote on another origin gets a preload of its manifest only.
 *
 * Remote manifests are re-read when their file changes (looked at every few seconds): a remote's folder may be replaced by a new build while the
 * server runs. A missing or unreadable manifest only means fewer hints, never an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DomainConfig, RemoteArea, RouteDef } from '@dl/shared-config';
import type { Preload } from '../../services/headTags';
import { watchedFile } from './watchedFile';

interface AssetList {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name?: string; assets?: AssetList }[];
  /** The host's: what its entry loads before the first render (its boot chunk and the start-up singletons). */
  startup?: AssetList;
  /** `requires`: the share keys of the singletons the exposed module takes from the page. */
  exposes?: { path?: string; assets?: AssetList; requires?: string[] }[];
}

const readManifest = watchedFile((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);

const sync = (a: AssetList | undefined) => ({ js: a?.js?.sync ?? [], css: a?.css?.sync ?? [] });

export interface PreloadSource {
  /** The shell's build folder (served at /). */
  shellDir: string;
  /** Build folder of each remote served by this server at /mf/<area>/. */
  remoteDirs: Partial<Record<RemoteArea, string>>;
}

/**
 * The shell's start-up (its boot chunk and the shared singletons it loads before the first render): needed by
 * every page. A manifest without `startup` (a shell built before its manifest listed one) gives every shared
 * singleton's files instead.
 */
export function shellPreloads(src: PreloadSource): Preload[] {
  const m = readManifest(path.join(src.shellDir, 'mf-manifest.json'));
  const files = new Set(m?.startup ? sync(m.startup).js : (m?.shared ?? []).flatMap((s) => sync(s.assets).js));
  return [...files].map((f) => ({ href: `/${f}`, as: 'script' as const }));
}

/**
 * Where this server holds the build of the remote a domain configures for an area: the folder of its manifest
 * on disk (a domain may point at a sub-folder of `/mf/<area>/`, e.g. a staged build) and that folder's URL
 * path. Null when the remote lives on another origin or outside `/mf/<area>/`, or is configured by its entry.
 */
export function localRemoteBuild(src: PreloadSource, area: RemoteArea, config: DomainConfig, origin: string): { folder: string; manifest: string; urlBase: string } | null {
  const configured = config.remotes[area];
  const dir = src.remoteDirs[area];
  if (!configured || !dir) return null;
  let url: URL;
  try {
    url = new URL(configured, `${origin}/`);
  } catch {
    return null;
  }
  const mount = `/mf/${area}/`;
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith(mount) || !/\.json$/.test(url.pathname)) return null;
  const rel = path.posix.dirname(url.pathname.slice(mount.length));
  if (rel.split('/').includes('..')) return null;
  const folder = path.join(dir, rel);
  return { folder, manifest: path.join(folder, path.posix.basename(url.pathname)), urlBase: `${path.posix.dirname(url.pathname)}/` };
}

/**
 * The route's remote: manifest, remote entry and the exposed page module's chunks, and the shell's files of
 * any shared singleton the page module needs that the shell's start-up does not load (the RTK Query API, for a
 * page that calls the server as it opens).
 */
export function routePreloads(src: PreloadSource, route: RouteDef, config: DomainConfig, origin: string, shellLate: ReadonlyMap<string, string[]>): Preload[] {
  const configured = config.remotes[route.area];
  if (!configured) return [];
  let url: URL;
  try {
    url = new URL(configured, `${origin}/`);
  } catch {
    return [];
  }
  const sameOrigin = url.origin === new URL(origin).origin;
  const href = sameOrigin ? url.pathname + url.search : url.href;
  if (!/\.json$/.test(url.pathname)) return [{ href, as: 'script' }]; // a remote configured by its remoteEntry.js
  const out: Preload[] = [{ href, as: 'fetch' }];
  const local = localRemoteBuild(src, route.area, config, origin);
  if (!local) return out;
  const m = readManifest(local.manifest);
  if (!m) return out;
  const base = local.urlBase;
  const entry = m.metaData?.remoteEntry;
  if (entry?.name) out.push({ href: `${base}${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, as: 'script' });
  const expose = (m.exposes ?? []).find((e) => e.path === route.expose);
  const assets = sync(expose?.assets);
  for (const f of assets.css) out.push({ href: `${base}${f}`, as: 'style' });
  for (const f of assets.js) out.push({ href: `${base}${f}`, as: 'script' });
  // A file two singletons share is written once: preloadTags drops repeated hrefs.
  for (const f of (expose?.requires ?? []).flatMap((key) => shellLate.get(key) ?? [])) out.push({ href: `/${f}`, as: 'script' });
  return out;
}

/**
 * The shell's shared singletons its start-up does not load (the RTK Query API), each with its files: what a
 * page module that `requires` one needs preloaded besides the start-up. Read with the shell's start-up files.
 */
export function shellLateShared(src: PreloadSource): ReadonlyMap<string, string[]> {
  const m = readManifest(path.join(src.shellDir, 'mf-manifest.json'));
  const atStartup = new Set(sync(m?.startup).js);
  const late = new Map<string, string[]>();
  for (const s of m?.shared ?? []) {
    const files = sync(s.assets).js.filter((f) => !atStartup.has(f));
    if (s.name && files.length) late.set(s.name, files);
  }
  return late;
}
