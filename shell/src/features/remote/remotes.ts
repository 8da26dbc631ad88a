import { loadRemote, registerRemotes } from '@dl/federation/runtime';
import { ensureLanguage, REMOTE_AREAS, REMOTE_NAMES, type DomainConfig, type RemoteArea, type RouteModuleProps } from '@dl/shared-config';

/** The remote URLs in use, as absolute URLs (the debug panel and the error panels show them). */
const active: Partial<Record<RemoteArea, string>> = {};

export function remoteUrl(area: RemoteArea): string | undefined {
  return active[area];
}

/** Registers the four remotes at run time from the domain configuration: remote URLs are data, not code. */
export function registerDomainRemotes(config: DomainConfig, base = window.location.href): void {
  const remotes = REMOTE_AREAS.map((area) => {
    const entry = new URL(config.remotes[area], base).href;
    active[area] = entry;
    return { name: REMOTE_NAMES[area], entry };
  });
  registerRemotes(remotes);
}

export async function loadRouteModule<T>(area: RemoteArea, expose: string): Promise<{ default: T }> {
  const id = `${REMOTE_NAMES[area]}/${expose.replace(/^\.\//, '')}`;
  const mod = await loadRemote<{ default: T }>(id);
  if (!mod || !mod.default) throw new Error(`The module ${id} was not found in the ${area} build.`);
  // The remote registered its catalogs as its code was evaluated: its texts in the page's language before it renders.
  await ensureLanguage();
  return mod;
}

type RouteModule = { default: unknown };

/** Loads started ahead of the first render, by `area:expose`, and those of them that have finished. */
const started = new Map<string, Promise<RouteModule>>();
const loaded = new Map<string, RouteModule>();

/** The module if a load started ahead has finished (a page rendered with it does not suspend), else undefined. */
export function loadedRouteModule<T>(area: RemoteArea, expose: string): { default: T } | undefined {
  return loaded.get(`${area}:${expose}`) as { default: T } | undefined;
}

/**
 * The route's module: the load started ahead by `preloadRouteModule` if there is one (so a remote that is down
 * is not tried twice before its error panel shows), else a new load.
 */
export function routeModule<T>(area: RemoteArea, expose: string): Promise<{ default: T }> {
  return (started.get(`${area}:${expose}`) ?? loadRouteModule<T>(area, expose)) as Promise<{ default: T }>;
}

/**
 * Starts loading a route's module ahead of the first render, with what the page needs beyond its app's catalogs (the
 * module's `prepare`, e.g. a landing page's copy in the page's language); resolves once both are loaded, or failed,
 * or after `maxWaitMs`, whichever comes first (the render then shows the spinner or the area's error panel, as for
 * any lazy page).
 */
export async function preloadRouteModule(area: RemoteArea, expose: string, maxWaitMs: number, moduleProps: RouteModuleProps<Record<string, string>>): Promise<void> {
  const key = `${area}:${expose}`;
  const load = loadRouteModule(area, expose);
  started.set(key, load);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    load.then(
      async (mod) => {
        const { prepare } = mod as { prepare?: (props: RouteModuleProps<Record<string, string>>) => Promise<void> };
        // A page whose preparation fails renders all the same (it loads what it lacks itself).
        await prepare?.(moduleProps).catch(() => undefined);
        loaded.set(key, mod);
      },
      () => undefined,
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
  ]);
  clearTimeout(timer);
}
