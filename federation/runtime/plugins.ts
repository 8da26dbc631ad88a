/**
 * The shell's federation runtime plugins (registered on the page's federation instance through the build plugin's
 * `runtimePlugins`, see federation/build/appConfig.ts). They run before any shared module exists, so they import no
 * shared module (no React, no store): only the runtime's types and this folder's plain helpers.
 *
 * - manifests: a remote is configured by its `mf-manifest.json` URL; before its first module loads, the manifest is
 *   read (tried again on failure, 15 s at most per try) and the remote's entry set to the `remoteEntry.js` it names.
 *   (The runtime's own manifest support is its snapshot plugin, which this lean build leaves out.)
 * - entries: a remote entry that fails to load is tried again (`loadEntryError`), each try limited to 15 s.
 * - chunks: an exposed module whose files failed after its entry loaded is loaded again (`errorLoadRemote`); the
 *   bundler fetches a failed chunk anew on the next try (its own limit is `output.chunkLoadTimeout`, 15 s).
 * - the version report: a shared singleton that a remote was built against in another version than the page runs
 *   is reported in the console with both versions (`resolveShare`, on every build's instance).
 *
 * When every try has failed, the load rejects: the shell's error boundary shows that area's error panel with Retry,
 * and Retry starts the whole sequence again (nothing failed is kept).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { registerGlobalPlugins } from '@module-federation/runtime-core';
import { isManifestUrl, parseManifest, remoteEntryUrl } from './manifest';
import { versionReport } from './versionReport';

/** A manifest, entry or exposed module that fails to load is tried this many more times, this long apart. */
export const RETRIES = 2;
export const RETRY_DELAY_MS = 300;
/** A manifest or entry that has not arrived after this long counts as failed (a host that accepts and never answers). */
export const LOAD_TIMEOUT_MS = 15_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `load`, tried again RETRIES times, RETRY_DELAY_MS apart, while it rejects. */
export async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (e) {
      if (attempt >= RETRIES) throw e;
      await delay(RETRY_DELAY_MS);
    }
  }
}

/** Reads a manifest, aborted after LOAD_TIMEOUT_MS. */
async function fetchManifest(url: string) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), LOAD_TIMEOUT_MS);
  try {
    const res = await fetch(url, { signal: abort.signal });
    if (!res.ok) throw new Error(`The manifest ${url} answered HTTP ${res.status}.`);
    return parseManifest(await res.text(), url);
  } catch (e) {
    if (abort.signal.aborted) throw new Error(`The manifest ${url} did not arrive in time.`, { cause: e });
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/** Manifest URL → the entry it names (a read in progress or done; a failed read is forgotten). */
const entries = new Map<string, Promise<string>>();

export function resolveEntry(manifestUrl: string): Promise<string> {
  let entry = entries.get(manifestUrl);
  if (!entry) {
    entry = withRetries(() => fetchManifest(manifestUrl)).then((m) => remoteEntryUrl(manifestUrl, m));
    entries.set(manifestUrl, entry);
    entry.catch(() => entries.delete(manifestUrl));
  }
  return entry;
}

/** The remote a request id ('mf_downloader/HomePage') names. */
const remoteNameOf = (id: string) => id.slice(0, id.indexOf('/'));

export function reliabilityPlugin(): ModuleFederationRuntimePlugin {
  /** Ids whose module is being loaded again here: a failure inside is the try's, not a new sequence. */
  const reloading = new Set<string>();
  return {
    name: 'dl-reliability',
    async beforeRequest(args) {
      const remote = args.options.remotes.find((r) => r.name === remoteNameOf(args.id));
      if (remote && 'entry' in remote && isManifestUrl(remote.entry)) remote.entry = await resolveEntry(remote.entry);
      return args;
    },
    createScript() {
      return { timeout: LOAD_TIMEOUT_MS };
    },
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      for (let attempt = 0; attempt < RETRIES; attempt++) {
        await delay(RETRY_DELAY_MS);
        delete globalLoading[uniqueKey];
        try {
          const loaded = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (loaded) return loaded as never;
        } catch {
          // tried again below, or the load fails with the runtime's error
        }
      }
      return undefined;
    },
    async errorLoadRemote({ id, lifecycle, origin }) {
      // Only an exposed module whose entry did load: an entry, or a manifest, has been tried again already.
      if (lifecycle !== 'onLoad' || reloading.has(id) || !origin.moduleCache.get(remoteNameOf(id))?.remoteEntryExports) return undefined;
      reloading.add(id);
      try {
        for (let attempt = 0; attempt < RETRIES; attempt++) {
          await delay(RETRY_DELAY_MS);
          try {
            return await origin.loadRemote(id);
          } catch {
            // tried again, or the load fails with the first error
          }
        }
        return undefined;
      } finally {
        reloading.delete(id);
      }
    },
  };
}

/** The build plugin's `runtimePlugins` entry: the shell's instance gets these, every remote's the version report. */
export default function shellRuntimePlugins(): ModuleFederationRuntimePlugin {
  registerGlobalPlugins([versionReport()]);
  return reliabilityPlugin();
}
