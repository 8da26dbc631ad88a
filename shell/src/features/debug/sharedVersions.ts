import { packageOf, shareScope } from '@dl/federation/runtime';

export interface SharedVersion {
  name: string;
  /** The version the page runs (the one loaded), or the highest offered when none has loaded yet. */
  version: string;
  /** Which build provided it. */
  from: string;
  /** Every version any build offered. */
  offered: string[];
}

/** The shared singletons of the page as the federation runtime sees them (react, the router, RTK, …). */
export function sharedVersions(): SharedVersion[] {
  const scope = shareScope();
  return Object.entries(scope)
    // One row per package: its subpaths (react/jsx-runtime, react-dom/client) are shared alike.
    .filter(([name]) => name === packageOf(name))
    .map(([name, versions]) => {
      const entries = Object.entries(versions);
      const loaded = entries.find(([, s]) => s.loaded) ?? entries.sort(([a], [b]) => b.localeCompare(a, undefined, { numeric: true }))[0];
      return { name, version: loaded?.[0] ?? '', from: loaded?.[1]?.from ?? '', offered: entries.map(([v]) => v) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
