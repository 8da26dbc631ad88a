/**
 * The shared singletons every app (the shell and each remote) declares: one React, one router, one redux store and
 * one API client on the page. Each is shared whole, except React Router in the shell's production build, which is
 * shared lean (federation/bundler/leanShared.ts): the names the apps of this repository take. Every build states the
 * names it takes (`usedExports`, in its manifest), so a page whose remote takes more runs a whole copy instead
 * (federation/runtime/sharedPlan.ts). Either way the page holds one instance of each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeLeanModule } from './leanShared';
import { exportsTaken } from './sharedExports';

/** The RTK Query API (shared-config/src/api.ts): a singleton the shell loads when a page first calls the server. */
export const API_SINGLETON = '@dl/shared-config/api';

/**
 * `@reduxjs/toolkit` is not in the list: the store (`makeStore`, `combineSlices`) lives in `@dl/shared-config` and
 * the one RTK Query API in `@dl/shared-config/api`, both singletons, so there is still one store and one API
 * client on the page; the apps reach redux only through them. Bundled into those modules' chunks instead of shared
 * whole, RTK and RTK Query are tree-shaken to what the store and the API use. A remote that imports an RTK helper
 * itself bundles a private copy of that stateless helper (so they don't: they pass `{ skip }`, not `skipToken`).
 */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@dl/shared-config'] as const;

/** Packages whose subpaths (react/jsx-runtime, react-dom/client) are the same singleton. */
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

/**
 * Shared packages the shell's production build shares lean. The apps take React Router from `react-router-dom`
 * only (ESLint enforces it): `react-router` is what it re-exports, bundled inside each copy.
 */
export const LEAN_SHARED = ['react-router-dom'] as const;
export type LeanShared = (typeof LEAN_SHARED)[number];

export interface SharedSingleton {
  singleton: true;
  /** A page whose copy is another version than this build's is reported (federation/runtime/versionReport.ts), never refused. */
  strictVersion: false;
  /**
   * No range for the runtime to check: every build takes the page's copy whatever its version, and the report above
   * says when it differs from the build's (a stricter check than a range). The runtime's range check would only warn,
   * and its first call costs the page's start-up about 35 ms at Lighthouse's 4x slowdown (its semver parser compiles a
   * dozen regular expressions; bench/README.md's twenty-second round, in git at 84d4e02).
   */
  requiredVersion: false;
  /** The version this build offers. */
  version: string;
  /** The module this build offers (a lean copy's generated module); the package itself when absent. */
  import?: string;
}

const dependenciesOf = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;

/** The folder of an installed package, looked up from `dir` as Node does. */
function packageDir(dir: string, name: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    const candidate = path.join(d, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(d) === d) throw new Error(`${name} is not installed (looked up from ${dir})`);
  }
}

/** The installed version of a package, looked up from `dir` as Node does (`<pkg>/package.json` is not always exported). */
export function installedVersion(dir: string, name: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir(dir, name), 'package.json'), 'utf8')) as { version: string }).version;
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

/** The source folders of every package of the repository at `root` (its npm workspaces): what its apps may run. */
export function repositorySources(root: string): string[] {
  const workspaces = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] }).workspaces ?? [];
  return workspaces.map((w) => path.join(root, w, 'src')).filter((d) => fs.existsSync(d));
}

/** The sources whose imports a build runs: the app's own and those of the shared-config package it bundles. */
const buildSources = (dir: string) => [path.join(dir, 'src'), path.join(packageDir(dir, '@dl/shared-config'), 'src')];

/** The names of each lean-shared package that the app at `dir` takes (its manifest's `metaData.usedExports`). */
export function usedExports(dir: string): Record<LeanShared, string[]> {
  return Object.fromEntries(LEAN_SHARED.map((pkg) => [pkg, exportsTaken(buildSources(dir), pkg)])) as Record<LeanShared, string[]>;
}

/** A lean copy the shell offers: its version (`<version>+lean.<hash>`) and the names it has. */
export interface LeanCopy {
  version: string;
  exports: string[];
}

export interface SharedOptions {
  /** Production builds of the shell share LEAN_SHARED lean, made of what the repository at `root` takes. */
  lean?: { root: string };
}

/** Share key → how the app at `dir` shares it (the `shared` option of the federation plugin), and its lean copies. */
export function sharedConfig(dir: string, opts: SharedOptions = {}): { shared: Record<string, SharedSingleton>; lean: Record<string, LeanCopy> } {
  const shared = sharedSingletons(dir);
  const lean: Record<string, LeanCopy> = {};
  if (opts.lean) {
    const sources = repositorySources(opts.lean.root);
    for (const pkg of LEAN_SHARED) {
      const names = exportsTaken(sources, pkg);
      const { file, hash } = writeLeanModule(dir, pkg, names);
      const version = `${shared[pkg].version}+lean.${hash}`;
      shared[pkg] = { ...shared[pkg], import: file, version };
      lean[pkg] = { version, exports: names };
    }
  }
  return { shared, lean };
}

/** Share key → how the app at `dir` shares it (the `shared` option of the federation plugin). */
export function sharedSingletons(dir: string): Record<string, SharedSingleton> {
  const deps = dependenciesOf(dir);
  const overrides = versionOverrides();
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SINGLETONS) {
    if (!deps[name]) throw new Error(`${path.basename(dir)}/package.json does not depend on ${name}: every app declares the shared singletons.`);
    const entry: SharedSingleton = { singleton: true, strictVersion: false, requiredVersion: false, version: overrides[name] ?? installedVersion(dir, name) };
    shared[name] = entry;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = entry;
  }
  // The RTK Query API is a singleton of its own, loaded when a page first calls the server (see its module).
  shared[API_SINGLETON] = shared['@dl/shared-config'];
  return shared;
}
