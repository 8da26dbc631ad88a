/**
 * What a page needs before it can render, written into its HTML as `<link rel="preload">` so the browser
 * fetches it all in parallel with the shell's entry instead of one step after another (entry → shared chunks →
 * remote manifest → remote entry → page chunks, each a round trip):
 *
 * - the shell's shared singletons (its `mf-manifest.json` lists their chunks; asyncStartup loads every one of
 *   them before the shell renders);
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

interface AssetList {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { assets?: AssetList }[];
  exposes?: { path?: string; assets?: AssetList }[];
}

const cache = new Map<string, { mtimeMs: number; checkedAt: number; manifest: Manifest | null }>();
/** A manifest read is trusted this long before its file is looked at again (pages are a hot path). */
const RECHECK_MS = 2000;

function readManifest(file: string): Manifest | null {
  const hit = cache.get(file);
  const now = Date.now();
  if (hit && now - hit.checkedAt < RECHECK_MS) return hit.manifest;
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    cache.delete(file);
    return null;
  }
  if (hit && hit.mtimeMs === mtimeMs) {
    hit.checkedAt = now;
    return hit.manifest;
  }
  let manifest: Manifest | null;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    manifest = null;
  }
  cache.set(file, { mtimeMs, checkedAt: now, manifest });
  return manifest;
}

const sync = (a: AssetList | undefined) => ({ js: a?.js?.sync ?? [], css: a?.css?.sync ?? [] });

export interface PreloadSource {
  /** The shell's build folder (served at /). */
  shellDir: string;
  /** Build folder of each remote served by this server at /mf/<area>/. */
  remoteDirs: Partial<Record<RemoteArea, string>>;
}

/** The shell's shared-singleton chunks: needed by every page before the first render. */
export function shellPreloads(src: PreloadSource): Preload[] {
  const m = readManifest(path.join(src.shellDir, 'mf-manifest.json'));
  const files = new Set((m?.shared ?? []).flatMap((s) => sync(s.assets).js));
  return [...files].map((f) => ({ href: `/${f}`, as: 'script' as const }));
}

/** The route's remote: manifest, remote entry and the exposed page module's chunks. */
export function routePreloads(src: PreloadSource, route: RouteDef, config: DomainConfig, origin: string): Preload[] {
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
  const dir = src.remoteDirs[route.area];
  const mount = `/mf/${route.area}/`;
  if (!sameOrigin || !dir || !url.pathname.startsWith(mount)) return out;
  // The manifest's folder inside the remote's build (a domain may point at a sub-folder, e.g. a staged build).
  const rel = path.posix.dirname(url.pathname.slice(mount.length));
  if (rel.split('/').includes('..')) return out;
  const m = readManifest(path.join(dir, rel, path.posix.basename(url.pathname)));
  if (!m) return out;
  const base = `${path.posix.dirname(url.pathname)}/`;
  const entry = m.metaData?.remoteEntry;
  if (entry?.name) out.push({ href: `${base}${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, as: 'script' });
  const expose = (m.exposes ?? []).find((e) => e.path === route.expose);
  const assets = sync(expose?.assets);
  for (const f of assets.css) out.push({ href: `${base}${f}`, as: 'style' });
  for (const f of assets.js) out.push({ href: `${base}${f}`, as: 'script' });
  return out;
}
