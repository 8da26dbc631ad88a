/**
 * The shell's thin module around the federation runtime: remotes registered by URL at run time (a manifest's URL,
 * resolved to its entry by the reliability plugin, or an entry's URL), exposed modules loaded by id, and the page's
 * share scope for the debug panel. It uses the instance the build plugin made for the shell (one per page).
 */
import { getInstance, loadRemote as runtimeLoadRemote, registerRemotes as runtimeRegisterRemotes } from '@module-federation/enhanced/runtime';
import { planSharedCopies } from './sharedPlan';
import { packageOf } from './versionReport';

export { packageOf };
export { RETRIES, RETRY_DELAY_MS, LOAD_TIMEOUT_MS } from './loading';

/** How long the page's start waits for the remotes' manifests to choose its copy of a lean-shared package. */
export const PLAN_WAIT_MS = 3000;

/**
 * Chooses the page's copy of each package the shell shares lean, from the registered remotes' manifests
 * (sharedPlan.ts). Call once the remotes are registered and before anything that takes such a package loads.
 */
export async function planShared(): Promise<void> {
  const mf = getInstance();
  if (mf) await planSharedCopies(mf, PLAN_WAIT_MS);
}

/**
 * Registers remotes by name and URL. A remote already registered keeps its registration and whatever it has loaded:
 * the page never holds two copies of one remote's modules.
 */
export function registerRemotes(list: { name: string; entry: string }[]): void {
  runtimeRegisterRemotes(list.map(({ name, entry }) => ({ name, entry })));
}

/** A remote's exposed module by federation id, `<remote name>/<exposed name>` ('mf_downloader/HomePage'). */
export function loadRemote<T>(id: string): Promise<T | null> {
  return runtimeLoadRemote<T>(id);
}

/** A version of a shared module in the page's share scope, as the runtime records it. */
export interface ShareEntry {
  /** Set once the page has used this version: later consumers of a singleton get the same one. */
  loaded?: boolean;
  /** The build that offered it ('shell', 'mf_downloader', …). */
  from?: string;
}
/** Shared module name → version → entry. */
export type ShareScope = Record<string, Record<string, ShareEntry>>;

/** The page's share scope ('default'); empty outside a federated build (unit tests). */
export function shareScope(): ShareScope {
  return (getInstance()?.shareScopeMap.default as ShareScope | undefined) ?? {};
}
