/**
 * The shared singletons every app (the shell and each remote) declares identically: one React, one router, one
 * redux store and one API client on the page. They are shared whole: a remote may use any export of a package
 * that the shell itself never imports and still gets the page's one instance of it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The RTK Query API (shared-config/src/api.ts): a singleton the shell loads when a page first calls the server. */
export const API_SINGLETON = '@dl/shared-config/api';

/**
 * `@reduxjs/toolkit` is not in the list: the store (`makeStore`, `combineSlices`) lives in `@dl/shared-config` and
 * the one RTK Query API in `@dl/shared-config/api`, both singletons, so there is still one store and one API
 * client on the page; the apps reach redux only through them. Bundled into those modules' chunks instead of shared
 * whole, RTK and RTK Query are tree-shaken to what the store and the API use. A remote that imports an RTK helper
 * itself bundles a private copy of that stateless helper (so they don't: they pass `{ skip }`, not `skipToken`).
 */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-router', 'react-redux', '@dl/shared-config'] as const;

/** Packages whose subpaths (react/jsx-runtime, react-dom/client, react-router/dom) are the same singleton. */
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'react-router']);

export interface SharedSingleton {
  singleton: true;
  /** A page whose copy is outside `requiredVersion` is reported (federation/runtime/versionReport.ts), never refused. */
  strictVersion: false;
  /** The range this app was built against (its package.json), checked against the page's copy. */
  requiredVersion: string;
  /** The version this build offers. */
  version: string;
}

const dependenciesOf = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;

/** The installed version of a package, looked up from `dir` as Node does (`<pkg>/package.json` is not always exported). */
export function installedVersion(dir: string, name: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    const file = path.join(d, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(d) === d) throw new Error(`${name} is not installed (looked up from ${dir})`);
  }
}

/**
 * SHARED_VERSION_OVERRIDES="react=19.0.0,…" builds an app as if it had been built against other versions of shared
 * singletons: how the tests check that a version mismatch is reported while the page keeps working.
 */
export function versionOverrides(env: string | undefined = process.env.SHARED_VERSION_OVERRIDES): Record<string, string> {
  return Object.fromEntries(
    (env ?? '')
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((kv) => kv.length === 2 && kv[0] && kv[1]),
  );
}

/** Share key → how the app at `dir` shares it (the `shared` option of the federation plugin). */
export function sharedSingletons(dir: string): Record<string, SharedSingleton> {
  const deps = dependenciesOf(dir);
  const overrides = versionOverrides();
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SINGLETONS) {
    // react-router is what react-router-dom re-exports: the apps depend on the latter.
    const range = deps[name] ?? deps['react-router-dom'];
    if (!range) throw new Error(`${path.basename(dir)}/package.json does not depend on ${name} (or react-router-dom): every app declares the shared singletons.`);
    const entry: SharedSingleton = { singleton: true, strictVersion: false, requiredVersion: range, version: overrides[name] ?? installedVersion(dir, name) };
    shared[name] = entry;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = entry;
  }
  // The RTK Query API is a singleton of its own, loaded when a page first calls the server (see its module).
  shared[API_SINGLETON] = shared['@dl/shared-config'];
  return shared;
}
