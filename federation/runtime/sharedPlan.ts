/**
 * Which copy of a lean-shared package the page runs (federation/bundler/leanShared.ts): decided once, as the page
 * starts, before anything takes the package.
 *
 * The shell offers a lean copy (the names the apps of its repository took when it was built). Every remote's
 * manifest states the names it takes (`metaData.usedExports`). The shell calls `planSharedCopies` once its remotes
 * are registered: each remote's manifest is read (the server has preloaded them), and if one takes a name the lean
 * copy lacks, that remote's entry is loaded first and the page runs the whole copy it offers, for every build; the
 * console says which remote and which names. Otherwise the page runs the lean copy. Either way there is one copy.
 *
 * A manifest that has not arrived within the wait counts as fitting (the page does not wait on a slow remote to
 * start); a whole copy that cannot be loaded leaves the lean one. In both cases that remote is the one at risk,
 * and the console says so.
 */
import type { ModuleFederation } from '@module-federation/runtime-core';
import { loadManifest } from './loading';
import { ALL_EXPORTS, isManifestUrl } from './manifest';

/** A lean copy the shell offers: its version in the share scope and the names it has. */
export interface LeanCopy {
  version: string;
  exports: string[];
}
/** Package → the shell's lean copy of it. */
export type LeanCopies = Record<string, LeanCopy>;

let lean: LeanCopies = {};
/** Package → the version (share scope key) of the copy the page runs. */
const chosen = new Map<string, string>();

/** Set by the shell's runtime plugin from its build parameters. */
export function setLeanCopies(copies: LeanCopies): void {
  lean = copies;
  chosen.clear();
  for (const [pkg, copy] of Object.entries(copies)) chosen.set(pkg, copy.version);
}

/** The share scope version of the copy the page runs of `pkg`, or undefined for a package that is not lean-shared. */
export const leanCopyChoice = (pkg: string): string | undefined => chosen.get(pkg);

/** The names of `pkg` a build takes that the lean copy lacks ('*' when it takes all of it). */
export function missingNames(copy: LeanCopy, taken: string[] | undefined): string[] {
  if (!taken) return [];
  if (taken.includes(ALL_EXPORTS)) return [ALL_EXPORTS];
  return taken.filter((n) => !copy.exports.includes(n));
}

/** `promise`'s value, or undefined when it fails or has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * Decides the page's copy of each lean-shared package from the registered remotes' manifests (waited for at most
 * `waitMs` together). Call once the remotes are registered, before the first module that takes such a package loads.
 */
export async function planSharedCopies(origin: ModuleFederation, waitMs: number): Promise<void> {
  const packages = Object.keys(lean);
  if (!packages.length) return;
  const remotes = origin.options.remotes.flatMap((r) => ('entry' in r && isManifestUrl(r.entry) ? [{ name: r.name, url: r.entry }] : []));
  const read = await within(Promise.all(remotes.map(async (r) => ({ ...r, manifest: await loadManifest(r.url).catch(() => undefined) }))), waitMs);
  if (!read) console.warn(`[federation] the remotes' manifests did not all arrive within ${waitMs} ms: the page runs the lean copies of ${packages.join(', ')}.`);
  for (const pkg of packages) {
    for (const { name, manifest } of read ?? []) {
      const missing = missingNames(lean[pkg], manifest?.metaData?.usedExports?.[pkg]);
      if (!missing.length) continue;
      const version = await wholeCopyOf(origin, name, pkg);
      if (version) {
        chosen.set(pkg, version);
        console.warn(`[federation] shared ${pkg}: ${name} takes ${missing.join(', ')}, which the shell's lean copy lacks; the page runs ${name}'s whole copy (${version}).`);
        break;
      }
      console.warn(`[federation] shared ${pkg}: ${name} takes ${missing.join(', ')}, which the shell's lean copy lacks, and its whole copy could not be loaded: ${name} may fail.`);
    }
  }
}

/** Loads a remote's entry (which offers its copies to the page) and its copy of `pkg`; the copy's version, or undefined. */
async function wholeCopyOf(origin: ModuleFederation, remote: string, pkg: string): Promise<string | undefined> {
  try {
    const id = `${remote}/${pkg}`;
    const { module } = await origin.remoteHandler.getRemoteModuleAndOptions({ id });
    await module.init(id);
    const versions = origin.shareScopeMap.default?.[pkg] ?? {};
    const offered = Object.entries(versions).find(([, s]) => s.from === remote);
    if (!offered) return undefined;
    await offered[1].get(); // its files, now: the first render needs them
    return offered[0];
  } catch {
    return undefined;
  }
}
