import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import versionReportPlugin from '../../mf/versionReportPlugin';
import { REMOTE_AREAS, REMOTE_NAMES, type DomainConfig, type RemoteArea } from '@dl/shared-config';

/** The remote URLs in use, as absolute URLs (the debug panel and the error panels show them). */
const active: Partial<Record<RemoteArea, string>> = {};

export function remoteUrl(area: RemoteArea): string | undefined {
  return active[area];
}

/** Registers the four remotes at run time from the domain configuration: remote URLs are data, not code. */
export function registerDomainRemotes(config: DomainConfig, base = window.location.href): void {
  // Every remote's federation instance reports a shared singleton built against another version.
  registerGlobalPlugins([versionReportPlugin()]);
  const remotes = REMOTE_AREAS.map((area) => {
    const entry = new URL(config.remotes[area], base).href;
    active[area] = entry;
    return { name: REMOTE_NAMES[area], entry };
  });
  registerRemotes(remotes);
}

/** Registers one remote again, dropping whatever the runtime cached of a failed load. */
export function resetRemote(area: RemoteArea): void {
  const entry = active[area];
  if (entry) registerRemotes([{ name: REMOTE_NAMES[area], entry }], { force: true });
}

export async function loadRouteModule<T>(area: RemoteArea, expose: string): Promise<{ default: T }> {
  const id = `${REMOTE_NAMES[area]}/${expose.replace(/^\.\//, '')}`;
  const mod = await loadRemote<{ default: T }>(id);
  if (!mod || !mod.default) throw new Error(`The module ${id} was not found in the ${area} build.`);
  return mod;
}
