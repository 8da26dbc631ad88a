/**
 * The one typed reader of `mf-manifest.json`, the manifest the federation plugin writes beside every build
 * (`manifest: true`): the browser (the entry a remote's manifest names), the server (preloads, the server render of
 * remotes) and the debug panel (the build version) read it through these functions and nothing else. The plugin
 * writes the standard fields; federation/bundler/manifestAdditions.ts adds what the server needs to preload a page
 * (`metaData.preload`).
 */

/** In `metaData.usedExports`: the build takes all of the package (a namespace import, `export *`, `import()`). */
export const ALL_EXPORTS = '*';

export interface AssetList {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** What the server needs beyond the standard fields to write a page's preloads (manifestAdditions.ts). */
export interface PreloadData {
  /** The host's: the files its entry loads before the first render (its start-up chunk and the singletons it uses). */
  startup?: string[];
  /** Exposed path ('./PreviewPage') → the shared singletons it takes from the page that the host loads late (the API). */
  lateShared?: Record<string, string[]>;
  /** Shared singleton → its files in this build (the host's copy is the one the page loads). */
  sharedFiles?: Record<string, string[]>;
  /**
   * Stylesheet file → the mark (`data-rspack`, `<build's unique name>:chunk-<id>`) the build's CSS loading looks for on
   * a `<link>` before it links the file itself: a stylesheet the server linked with it is not linked a second time.
   */
  cssMarks?: Record<string, string>;
}

export interface Manifest {
  id?: string;
  name?: string;
  metaData?: {
    name?: string;
    globalName?: string;
    publicPath?: string;
    buildInfo?: { buildVersion?: string; buildName?: string };
    /** The federation plugin (and runtime) version the build was made with. */
    pluginVersion?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
    preload?: PreloadData;
    /** The names this build takes of each package the shell may share lean ('*': all of it). */
    usedExports?: Record<string, string[]>;
  };
  shared?: { name?: string; version?: string; assets?: AssetList }[];
  exposes?: { name?: string; path?: string; assets?: AssetList }[];
}

/** A manifest's JSON, checked for the shape the readers use (a file that is not a manifest is refused). */
export function parseManifest(text: string, where: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not JSON.`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || typeof (value as Manifest).metaData !== 'object') {
    throw new Error(`${where} is not a federation manifest (no metaData).`);
  }
  return value as Manifest;
}

/** The build's version as the manifest states it (`<package version>+<build label>`). */
export const buildVersionOf = (m: Manifest): string => m.metaData?.buildInfo?.buildVersion ?? 'unknown';

/** The remote entry's path relative to the manifest's folder ('remoteEntry.js'), or null for a host's manifest. */
export function remoteEntryPath(m: Manifest): string | null {
  const entry = m.metaData?.remoteEntry;
  if (!entry?.name) return null;
  return `${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`;
}

/** The absolute URL of the remote entry a manifest at `manifestUrl` names (its public path is 'auto': its own folder). */
export function remoteEntryUrl(manifestUrl: string, m: Manifest): string {
  const rel = remoteEntryPath(m);
  if (!rel) throw new Error(`The manifest ${manifestUrl} names no remote entry.`);
  const publicPath = m.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  return new URL(rel, base).href;
}

/** The files (js and css, in load order as written) that load an exposed module ('./HomePage'). */
export function exposeFiles(m: Manifest, expose: string): { js: string[]; css: string[] } {
  const e = (m.exposes ?? []).find((x) => x.path === expose || `./${x.name}` === expose);
  return { js: e?.assets?.js?.sync ?? [], css: e?.assets?.css?.sync ?? [] };
}

/** Is this URL a manifest (rather than a remote entry given directly)? */
export const isManifestUrl = (url: string): boolean => /\.json$/.test(new URL(url, 'http://x/').pathname);
