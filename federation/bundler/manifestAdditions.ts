/**
 * What the server needs beyond the standard `mf-manifest.json` to preload a page, added to the manifest through the
 * federation plugin's documented `manifest.additionalData` hook as `metaData.preload` (federation/runtime/manifest.ts
 * reads it):
 *
 * - `sharedFiles`: each shared singleton this build offers, with the files that load this build's copy of it (the
 *   standard manifest lists every chunk of the build for each shared module of a host);
 * - `startup` (the host): the files its entry loads before the first render: its start-up chunk group and the
 *   shared singletons the group's code takes from the page;
 * - `lateShared`: for each exposed module, the shared singletons it takes from the page that the host loads late
 *   (the RTK Query API: a page that calls the server as it opens gets the host's API files preloaded);
 * - `cssMarks`: each stylesheet's chunk as the build's CSS loading marks its `<link>` (`data-rspack`). That loading
 *   looks for a link of the file before adding one, but compares root-relative `href`s against the build's absolute
 *   public path and misses them; the server writes the mark on the stylesheets it links for the first paint, which the
 *   loading also looks for, so the page does not link (and restyle for) each of them twice. That loading takes a
 *   marked link for its file by the chunk id alone, so the server reads the route remote's manifest afresh for each
 *   page (federation/server/preloads.ts): its marks are those of the build the page then loads.
 *
 * The bundler names shared modules in their identifiers only (`provide shared module (default) react@19.3.1 = …`,
 * `consume shared module (default) react@^19.3.1 …`), which the federation plugin's own manifest code reads the same
 * way. A module of either kind whose identifier does not have that shape fails the build, naming this file: a
 * bundler that changes them must not give a manifest that silently lists nothing.
 */
import type { Compilation } from '@rspack/core';
import type { PreloadData } from '../runtime/manifest';

const PROVIDE = /^provide shared module \([^)]*\) (.+)@[^@ ]* = /;
const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;

interface Options {
  /** The host's start-up chunk groups (its entry imports them before the first render). */
  startup?: string[];
  /** Shared singletons the host loads after start-up (the RTK Query API). */
  lateShared: string[];
  /** The names this build takes of each package the shell may share lean (`metaData.usedExports`). */
  usedExports: Record<string, string[]>;
}


function fail(compilation: Compilation, why: string): void {
  compilation.errors.push(new compilation.compiler.rspack.WebpackError(`federation/bundler/manifestAdditions.ts: ${why}`));
}

/** The share key a shared module's identifier names, or undefined for another kind of module. */
function shareKeyOf(compilation: Compilation, kind: 'provide' | 'consume', identifier: string): string | undefined {
  const match = (kind === 'provide' ? PROVIDE : CONSUME).exec(identifier)?.[1];
  if (!match) fail(compilation, `a ${kind}-shared module's identifier has an unknown shape: ${identifier}`);
  return match;
}

export function preloadData(compilation: Compilation, opts: Options, sharedNames: string[]): PreloadData {
  // A share key's singleton: the key itself, else the longest shared name it is a subpath of ('react/jsx-runtime'
  // is react's; '@dl/shared-config/api' is a singleton of its own).
  const singletonOf = (key: string) => (sharedNames.includes(key) ? key : sharedNames.filter((n) => key.startsWith(`${n}/`)).sort((a, b) => b.length - a.length)[0]);
  const sharedFiles = new Map<string, Set<string>>(sharedNames.map((n) => [n, new Set<string>()]));
  let provides = 0;
  for (const m of compilation.modules) {
    if (m.type !== 'provide-module') continue;
    provides++;
    const key = shareKeyOf(compilation, 'provide', m.identifier());
    const name = key && singletonOf(key);
    if (!name) continue;
    for (const block of m.blocks) for (const f of compilation.chunkGraph.getBlockChunkGroup(block)?.getFiles() ?? []) sharedFiles.get(name)!.add(f);
  }
  if (sharedNames.length && !provides) fail(compilation, 'the build shares modules but has no provide-shared module: the bundler changed its module types.');
  // The singletons a chunk group's code takes from the page (its consume-shared modules).
  const groupConsumes = (group: string) => {
    const names = new Set<string>();
    for (const chunk of compilation.namedChunkGroups.get(group)?.chunks ?? []) {
      for (const m of compilation.chunkGraph.getChunkModules(chunk)) {
        if (m.type !== 'consume-shared-module') continue;
        const key = shareKeyOf(compilation, 'consume', m.identifier());
        const name = key && singletonOf(key);
        if (name) names.add(name);
      }
    }
    return [...names].sort();
  };
  const jsFiles = (files: Iterable<string>) => [...new Set(files)].filter((f) => f.endsWith('.js')).sort();
  const data: PreloadData = { sharedFiles: Object.fromEntries([...sharedFiles].map(([n, files]) => [n, jsFiles(files)])) };
  if (opts.startup) {
    const files: string[] = [];
    for (const name of opts.startup) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) fail(compilation, `the start-up chunk group "${name}" is missing (the entry must import it by that name).`);
      files.push(...(group?.getFiles() ?? []), ...groupConsumes(name).filter((n) => !opts.lateShared.includes(n)).flatMap((n) => [...sharedFiles.get(n)!]));
    }
    data.startup = jsFiles(files);
  }
  const late: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('__federation_expose_')) continue;
    const needs = groupConsumes(name).filter((n) => opts.lateShared.includes(n));
    if (needs.length) late[`./${name.slice('__federation_expose_'.length)}`] = needs;
    void group;
  }
  if (Object.keys(late).length) data.lateShared = late;
  const marks: Record<string, string> = {};
  const uniqueName = compilation.outputOptions.uniqueName ?? '';
  for (const chunk of compilation.chunks) {
    for (const f of chunk.files) if (f.endsWith('.css') && chunk.id != null) marks[f] = `${uniqueName}:chunk-${chunk.id}`;
  }
  if (Object.keys(marks).length) data.cssMarks = marks;
  return data;
}

/**
 * The `manifest.additionalData` hook of the federation plugin: adds `metaData.preload` and `metaData.usedExports` to
 * the stats the manifest is made of.
 */
export function manifestAdditions(opts: Options) {
  return (options: { stats: object; compilation: object }): void => {
    const stats = options.stats as { metaData: { preload?: PreloadData; usedExports?: Record<string, string[]> }; shared?: { name: string }[] };
    const sharedNames = (stats.shared ?? []).map((s) => s.name);
    stats.metaData.preload = preloadData(options.compilation as Compilation, opts, sharedNames);
    stats.metaData.usedExports = opts.usedExports;
  };
}
