/**
 * `mf-manifest.json` beside every browser build: what a host needs to know about the build without running it.
 * The shell reads a remote's manifest to find its entry script (a domain configures a remote by its manifest's
 * URL); the server reads them to write `<link rel="preload">` hints (server/src/routes/site/preloads.ts); the
 * debug panel shows the build version. The layout follows the Module Federation manifest's field names, for the
 * fields these readers use:
 *
 * - `name`, `metaData.buildInfo.buildVersion` (`<package version>+<build label>`), `metaData.globalName` (the
 *   global the remote entry assigns its container to), `metaData.remoteEntry` (`name`, `path` relative to the
 *   manifest), `metaData.publicPath` ('auto': the entry resolves its chunks relative to its own URL);
 * - `shared[]`: each shared singleton with the version this build offers and the files that load this build's
 *   copy of it (its subpaths' too);
 * - `exposes[]`: each exposed module (`path` './HomePage') with the files that load it (js/css, `sync`) and the
 *   shared singletons it needs before it can run (`requires`, share keys): the server preloads the host's files
 *   of those the host does not load at start-up (the RTK Query API for a page that calls the server at once);
 * - `startup` (the host only): the files its entry loads before the first render: its start-up chunk groups and
 *   the shared singletons their code takes from the page (not the ones loaded later, such as the RTK Query API,
 *   which only later chunks take).
 */
import { rspack, type Compiler } from '@rspack/core';

export interface ManifestOptions {
  name: string;
  buildVersion: string;
  /** Shared singleton name → the version this build offers. */
  shared: Record<string, { version: string; requiredVersion?: string }>;
  /** Exposed path ('./HomePage') → the name of its chunk group. */
  exposes: Record<string, string>;
  /** Named chunk groups the entry imports at start-up (the host's `boot`). */
  startup?: string[];
  /** The remote entry's file name, absent for the host. */
  remoteEntry?: string;
}

const byKind = (files: Iterable<string>) => {
  const list = [...new Set(files)].filter((f) => !f.endsWith('.map')).sort();
  return { js: { sync: list.filter((f) => f.endsWith('.js')), async: [] as string[] }, css: { sync: list.filter((f) => f.endsWith('.css')), async: [] as string[] } };
};

export class FederationManifestPlugin {
  constructor(private readonly opts: ManifestOptions) {}

  apply(compiler: Compiler) {
    const { opts } = this;
    compiler.hooks.thisCompilation.tap('FederationManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groupFiles = (name: string) => compilation.namedChunkGroups.get(name)?.getFiles() ?? [];
        // Each shared module the build offers is a provide module whose async block loads its code: a
        // package's files are those of its own module and of its subpaths (react, react/jsx-runtime, …).
        // A share key's entry in `shared[]`: the key itself, else the longest shared name it is a subpath of
        // ('react/jsx-runtime' is react's; '@dl/shared-config/api' is a singleton of its own).
        const sharedNameOf = (key: string) => (opts.shared[key] ? key : Object.keys(opts.shared).filter((n) => key.startsWith(`${n}/`)).sort((a, b) => b.length - a.length)[0]);
        const sharedFiles = new Map<string, Set<string>>(Object.keys(opts.shared).map((n) => [n, new Set<string>()]));
        for (const m of compilation.modules) {
          const provided = /^provide shared module \([^)]*\) (.+)@[^@ ]* = /.exec(m.identifier())?.[1];
          const pkg = provided && sharedNameOf(provided);
          if (!pkg) continue;
          for (const block of m.blocks) for (const f of compilation.chunkGraph.getBlockChunkGroup(block)?.getFiles() ?? []) sharedFiles.get(pkg)!.add(f);
        }
        // The shared singletons (names of `shared[]`) of the consume modules in a chunk group (an exposed module's,
        // the host's start-up): what its code takes from the page.
        const groupRequires = (name: string) => {
          const names = new Set<string>();
          for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) {
            for (const m of compilation.chunkGraph.getChunkModules(chunk)) {
              const key = /^consume shared module \([^)]*\) (.+?)@/.exec(m.identifier())?.[1];
              const shared = key && sharedNameOf(key);
              if (shared) names.add(shared);
            }
          }
          return [...names].sort();
        };
        const manifest = {
          id: opts.name,
          name: opts.name,
          metaData: {
            name: opts.name,
            globalName: opts.name,
            buildInfo: { buildVersion: opts.buildVersion, buildName: opts.name },
            remoteEntry: opts.remoteEntry ? { name: opts.remoteEntry, path: '', type: 'var' } : undefined,
            publicPath: 'auto',
          },
          shared: Object.entries(opts.shared).map(([name, s]) => ({
            name,
            version: s.version,
            requiredVersion: s.requiredVersion,
            singleton: true,
            assets: byKind(sharedFiles.get(name)!),
          })),
          exposes: Object.entries(opts.exposes).map(([exposed, group]) => ({
            name: exposed.replace(/^\.\//, ''),
            path: exposed,
            assets: byKind(groupFiles(group)),
            requires: groupRequires(group),
          })),
          // The start-up groups' own files and those of every singleton their code takes from the page.
          ...(opts.startup ? { startup: byKind([...opts.startup.flatMap(groupFiles), ...opts.startup.flatMap(groupRequires).flatMap((n) => [...sharedFiles.get(n)!])]) } : {}),
        };
        compilation.emitAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
