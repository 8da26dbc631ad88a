/**
 * The shell's federation runtime plugins (registered on the page's federation instance through the build plugin's
 * `runtimePlugins`, see rspack.base.ts). They run before any shared module exists, so they import no
 * shared module (no React, no store): only the runtime's types and this folder's plain helpers.
 *
 * - manifests: a remote is configured by its `mf-manifest.json` URL; before its first module loads, the manifest is
 *   read (tried again on failure, 15 s at most per try) and the remote's entry set to the `remoteEntry.js` it names.
 *   (The runtime's own manifest support is its snapshot plugin, which this lean build leaves out.)
 * - entries: a remote entry that fails to load is tried again (`loadEntryError`), each try limited to 15 s.
 * - chunks: an exposed module whose files failed after its entry loaded is loaded again (`errorLoadRemote`); the
 *   bundler fetches a failed chunk anew on the next try (its own limit is `output.chunkLoadTimeout`, 15 s).
 * - the bundler runtime: the shell lends its own to the remotes' production builds (bundlerRuntime.ts).
 * - the page's copies: a package the shell shares lean is the lean copy or, when a remote takes more of it, that
 *   remote's whole copy (sharedPlan.ts, `resolveShare`); every build then takes the copy the page has loaded, and a
 *   singleton a remote was built against in another version is reported in the console (versionReport.ts).
 *
 * When every try has failed, the load rejects: the shell's error boundary shows that area's error panel with Retry,
 * and Retry starts the whole sequence again (nothing failed is kept).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { registerGlobalPlugins } from '@module-federation/runtime-core';
import bundlerFederation from '@module-federation/webpack-bundler-runtime';
import { lendBundlerRuntime } from './bundlerRuntime';
import { LOAD_TIMEOUT_MS, RETRIES, RETRY_DELAY_MS, delay, loadManifest } from './loading';
import { isManifestUrl, remoteEntryUrl } from './manifest';
import { leanCopyChoice, setLeanCopies, type LeanCopies } from './sharedPlan';
import { runtimeMismatchLine, singletonGuard } from './versionReport';

/** The remote a request id ('mf_downloader/HomePage') names. */
const remoteNameOf = (id: string) => id.slice(0, id.indexOf('/'));

export function reliabilityPlugin(): ModuleFederationRuntimePlugin {
  /** Ids whose module is being loaded again here: a failure inside is the try's, not a new sequence. */
  const reloading = new Set<string>();
  return {
    name: 'dl-reliability',
    async beforeRequest(args) {
      const remote = args.options.remotes.find((r) => r.name === remoteNameOf(args.id));
      if (remote && 'entry' in remote && isManifestUrl(remote.entry)) {
        const manifest = await loadManifest(remote.entry);
        // The remote runs on the shell's runtime: say so when it was built with another one.
        const line = runtimeMismatchLine(remote.name, manifest.metaData?.pluginVersion, args.origin.version);
        if (line) console.warn(line);
        remote.entry = remoteEntryUrl(remote.entry, manifest);
      }
      return args;
    },
    createScript() {
      return { timeout: LOAD_TIMEOUT_MS };
    },
    // The page's copy of a package the shell shares lean: the lean one, or a remote's whole one (sharedPlan.ts).
    resolveShare(args) {
      const chosen = leanCopyChoice(args.pkgName);
      const entry = chosen && args.shareScopeMap[args.scope]?.[args.pkgName]?.[chosen];
      if (entry) args.resolver = () => ({ shared: entry, useTreesShaking: false });
      return args;
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

/**
 * The build plugin's `runtimePlugins` entry (with the shell's lean copies as its parameters, see
 * rspack.base.ts): the shell's instance gets these, every build's instance the singleton guard.
 */
export default function shellRuntimePlugins(params?: { lean?: LeanCopies }): ModuleFederationRuntimePlugin {
  setLeanCopies(params?.lean ?? {});
  lendBundlerRuntime(bundlerFederation);
  registerGlobalPlugins([singletonGuard()]);
  return reliabilityPlugin();
}
