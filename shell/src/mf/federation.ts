/**
 * The shell's federation loader: remotes are registered at run time from the domain configuration (their URLs are
 * data), and a page module is loaded from a remote on first use. The bundler's own Module Federation runtime
 * (rspack's `ModuleFederationPluginV1`, see rspack.base.ts) does the sharing: the share scope, the singletons'
 * version choice, each remote's chunk loading. This file does what that runtime leaves to the host: where a
 * remote's entry is, loading it (with retries), joining it to the page's share scope, and reporting a singleton
 * version mismatch. It replaces `@module-federation/enhanced`'s runtime, which cost 26 KB gzip in the shell's
 * entry and 9 KB in each remote entry (bench/README.md, eighth round).
 *
 * A remote is configured by its `mf-manifest.json` (build/federationManifest.ts: its `metaData.remoteEntry` and
 * `globalName`) or directly by its `remoteEntry.js` (the container global is then the remote's name).
 */

import { packageOf } from './packageOf';

/** A version of a shared module in the page's share scope, as the bundler's runtime records it. */
export interface ShareEntry {
  get: () => Promise<() => unknown>;
  /** Set once the page has used this version: later consumers of a singleton get the same one. */
  loaded?: boolean | 0 | 1;
  /** The build that offered it (its `output.uniqueName`: 'shell', 'mf_downloader', …). */
  from?: string;
  eager?: boolean;
}
/** Shared module name → version → entry. */
export type ShareScope = Record<string, Record<string, ShareEntry>>;

interface Container {
  init(scope: ShareScope): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, ShareScope>;

/** A manifest or entry that fails to load is tried this many more times, this long apart, before its area fails. */
export const RETRIES = 2;
export const RETRY_DELAY_MS = 300;
/** A manifest or entry that has not arrived after this long counts as failed (a host that accepts and never answers). */
export const LOAD_TIMEOUT_MS = 15_000;

interface Remote {
  entry: string;
  container?: Promise<Container>;
}
const remotes = new Map<string, Remote>();

/**
 * Registers remotes by name and entry URL (manifest or remote entry). A remote registered again with the same URL
 * keeps its container, loaded or loading: the page must never hold two copies of one remote's modules. A load
 * that failed is forgotten when it fails, so the next use loads it anew; a page chunk that failed is fetched
 * again by the bundler's own chunk loader the next time it is asked for.
 */
export function registerRemotes(list: { name: string; entry: string }[]): void {
  for (const { name, entry } of list) {
    if (remotes.get(name)?.entry === entry) continue;
    remotes.set(name, { entry });
  }
}

/** The page's share scope (empty outside a federated build, e.g. in unit tests). */
export function shareScope(): ShareScope {
  return typeof __webpack_share_scopes__ === 'undefined' ? {} : (__webpack_share_scopes__.default ?? {});
}

/** Rejects with `message` when `promise` has not settled within LOAD_TIMEOUT_MS (and runs `onTimeout`). */
function withTimeout<T>(promise: Promise<T>, message: string, onTimeout: () => void = () => undefined): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(message));
    }, LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (e) {
      if (attempt >= RETRIES) throw e;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

interface Manifest {
  metaData?: { globalName?: string; publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

/** Where a remote's entry script is and which global it assigns, from its manifest; an entry URL is itself. */
export function entryFromManifest(manifestUrl: string, manifest: Manifest, name: string): { script: string; global: string } {
  const meta = manifest.metaData ?? {};
  const file = meta.remoteEntry?.name;
  if (!file) throw new Error(`The manifest ${manifestUrl} names no remote entry.`);
  const base = meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, manifestUrl) : new URL('.', manifestUrl);
  const dir = meta.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/\/+$/, '')}/` : '';
  return { script: new URL(dir + file, base).href, global: meta.globalName || name };
}

async function locateEntry(name: string, url: string): Promise<{ script: string; global: string }> {
  if (!/\.json$/.test(new URL(url).pathname)) return { script: url, global: name };
  const abort = new AbortController();
  const read = async () => {
    const res = await fetch(url, { signal: abort.signal });
    if (!res.ok) throw new Error(`The manifest ${url} answered HTTP ${res.status}.`);
    return (await res.json()) as Manifest;
  };
  return entryFromManifest(url, await withTimeout(read(), `The manifest ${url} did not arrive in time.`, () => abort.abort()), name);
}

function loadScript(src: string, global: string): Promise<Container> {
  const w = window as unknown as Record<string, Container | undefined>;
  const el = document.createElement('script');
  const loading = new Promise<Container>((resolve, reject) => {
    // The entry declares its container with a top-level `var`: a window property that can be written, not deleted.
    w[global] = undefined;
    el.src = src;
    el.async = true;
    el.onload = () => {
      el.remove();
      const container = w[global];
      if (container && typeof container.get === 'function') resolve(container);
      else reject(new Error(`${src} did not define the remote ${global}.`));
    };
    el.onerror = () => {
      el.remove();
      reject(new Error(`The remote entry ${src} could not be loaded.`));
    };
    document.head.appendChild(el);
  });
  return withTimeout(loading, `The remote entry ${src} did not arrive in time.`, () => el.remove());
}

/**
 * The shared singletons a remote was built with in other versions than the ones the page runs: the page keeps its
 * own (the bundler's runtime prefers a loaded singleton), and the console says so with both versions.
 */
export function versionMismatches(scope: ShareScope, remote: string): string[] {
  const out: string[] = [];
  for (const [pkg, versions] of Object.entries(scope)) {
    if (pkg !== packageOf(pkg)) continue; // react/jsx-runtime travels with react: one line per package
    const running = Object.entries(versions).find(([, e]) => e.loaded && e.from !== remote);
    if (!running) continue;
    for (const [version, e] of Object.entries(versions)) {
      if (e.from !== remote || version === running[0]) continue;
      out.push(`[federation] shared singleton ${pkg}: ${remote} was built with ${version}, the page runs ${running[0]} (from ${running[1].from}); keeping ${running[0]}.`);
    }
  }
  return out;
}

const reported = new Set<string>();

function container(name: string): Promise<Container> {
  const remote = remotes.get(name);
  if (!remote) return Promise.reject(new Error(`No remote named ${name} is registered.`));
  if (!remote.container) {
    remote.container = (async () => {
      const { script, global } = await withRetries(() => locateEntry(name, remote.entry));
      const c = await withRetries(() => loadScript(script, global));
      await __webpack_init_sharing__('default');
      const scope = __webpack_share_scopes__.default;
      await c.init(scope);
      for (const line of versionMismatches(scope, name)) {
        if (!reported.has(line)) console.warn(line);
        reported.add(line);
      }
      return c;
    })();
    // A failed load is not kept: the next use of the remote (a retry, another page) loads it anew.
    remote.container.catch(() => (remote.container = undefined));
  }
  return remote.container;
}

/** A remote's exposed module by federation id, `<remote name>/<exposed name>` ('mf_downloader/HomePage'). */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const slash = id.indexOf('/');
  const c = await container(id.slice(0, slash));
  const factory = await c.get(`./${id.slice(slash + 1)}`);
  return (factory() as T) ?? null;
}
