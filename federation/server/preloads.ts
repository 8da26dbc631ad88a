/**
 * What a page needs before it can render, written into its HTML as `<link rel="preload">` so the browser fetches it
 * all in parallel with the shell's entry instead of one step after another (entry → start-up chunks → remote
 * manifest → remote entry → page chunks, each a round trip):
 *
 * - the shell's start-up: its boot chunk and the shared singletons it loads before the first render;
 * - every remote's `mf-manifest.json` (the page chooses its copy of React Router from them as it starts);
 * - for the route's remote: its `mf-manifest.json`, its `remoteEntry.js` and the files of the exposed page module,
 *   read from the remote's manifest on disk when the domain serves that remote from this server's `/mf/<area>/`
 *   folder, and the shell's files of any shared singleton the page needs that the start-up does not load (the
 *   API, for a page that calls the server as it opens). A remote on another origin gets a preload of its manifest.
 *
 * Manifests are read through federation/runtime/manifest.ts (the one reader) and re-read when their file changes
 * (looked at every few seconds; the route remote's for every page, a stat, since its stylesheet marks must be the
 * build's the page loads): a remote's folder may be replaced by a new build while the server runs. A missing
 * or unreadable manifest only means fewer hints, never an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DomainConfig, RemoteArea, RouteDef } from '@dl/contract';
import { exposeFiles, isManifestUrl, parseManifest, remoteEntryPath, type Manifest } from '../runtime/manifest';
import { watchedFile } from './watchedFile';

/** A file the page fetches early, and how the browser fetches it. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** A stylesheet's mark from its build's manifest (`metaData.preload.cssMarks`), for the `<link>` that links it. */
  mark?: string;
}

/** A build's manifest on disk (null when missing or not a manifest); re-read when the file changes. */
export const readManifest = watchedFile((file): Manifest => parseManifest(fs.readFileSync(file, 'utf8'), file));

export interface PreloadSource {
  /** The shell's build folder (served at /). */
  shellDir: string;
  /** Build folder of each remote served by this server at /mf/<area>/. */
  remoteDirs: Partial<Record<RemoteArea, string>>;
}

/** The shell's start-up files (its boot chunk and the shared singletons it loads before the first render). */
export function shellPreloads(src: PreloadSource): Preload[] {
  const m = readManifest(path.join(src.shellDir, 'mf-manifest.json'));
  return (m?.metaData?.preload?.startup ?? []).map((f) => ({ href: `/${f}`, as: 'script' as const }));
}

/**
 * Where this server holds the build of the remote a domain configures for an area: the folder of its manifest on
 * disk (a domain may point at a sub-folder of `/mf/<area>/`, e.g. a staged build) and that folder's URL path. Null
 * when the remote lives on another origin or outside `/mf/<area>/`, or is configured by its entry.
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
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith(mount) || !isManifestUrl(url.href)) return null;
  const rel = path.posix.dirname(url.pathname.slice(mount.length));
  if (rel.split('/').includes('..')) return null;
  const folder = path.join(dir, rel);
  return { folder, manifest: path.join(folder, path.posix.basename(url.pathname)), urlBase: `${path.posix.dirname(url.pathname)}/` };
}

/**
 * Every remote's manifest: the page reads them all as it starts, to choose its copy of each lean-shared package
 * (federation/runtime/sharedPlan.ts). A remote configured by its entry has no manifest to read.
 */
export function remoteManifestPreloads(config: DomainConfig, origin: string): Preload[] {
  const out: Preload[] = [];
  for (const configured of Object.values(config.remotes)) {
    let url: URL;
    try {
      url = new URL(configured, `${origin}/`);
    } catch {
      continue;
    }
    if (isManifestUrl(url.href)) out.push({ href: url.origin === new URL(origin).origin ? url.pathname + url.search : url.href, as: 'fetch' });
  }
  return out;
}

/**
 * The shell's files of each shared singleton its start-up does not load (the RTK Query API): what a page module that
 * needs one gets preloaded besides the start-up. Read with the shell's start-up files.
 */
export function shellLateShared(src: PreloadSource): ReadonlyMap<string, string[]> {
  const preload = readManifest(path.join(src.shellDir, 'mf-manifest.json'))?.metaData?.preload;
  const atStartup = new Set(preload?.startup ?? []);
  const late = new Map<string, string[]>();
  for (const [name, files] of Object.entries(preload?.sharedFiles ?? {})) {
    const rest = files.filter((f) => !atStartup.has(f));
    if (rest.length) late.set(name, rest);
  }
  return late;
}

/**
 * The route's remote: manifest, remote entry and the exposed page module's files, and the shell's files of any
 * shared singleton the page module needs that the shell's start-up does not load.
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
  const href = url.origin === new URL(origin).origin ? url.pathname + url.search : url.href;
  if (!isManifestUrl(url.href)) return [{ href, as: 'script' }]; // a remote configured by its remoteEntry.js
  const out: Preload[] = [{ href, as: 'fetch' }];
  const local = localRemoteBuild(src, route.area, config, origin);
  // Looked at for every page (a stat): the stylesheet links carry the build's marks (cssMarks), which the remote's CSS
  // loading trusts by chunk id, so they must be those of the build the page's own read of the manifest will get, also
  // in the seconds after the folder was replaced by a new build.
  const m = local && readManifest.fresh(local.manifest);
  if (!local || !m) return out;
  const base = local.urlBase;
  const entry = remoteEntryPath(m);
  if (entry) out.push({ href: `${base}${entry}`, as: 'script' });
  const files = exposeFiles(m, route.expose);
  const marks = m.metaData?.preload?.cssMarks ?? {};
  for (const f of files.css) out.push(marks[f] ? { href: `${base}${f}`, as: 'style', mark: marks[f] } : { href: `${base}${f}`, as: 'style' });
  for (const f of files.js) out.push({ href: `${base}${f}`, as: 'script' });
  // A file two singletons share is written once: preloadTags drops repeated hrefs.
  for (const f of (m.metaData?.preload?.lateShared?.[route.expose] ?? []).flatMap((key) => shellLate.get(key) ?? [])) out.push({ href: `/${f}`, as: 'script' });
  return out;
}
