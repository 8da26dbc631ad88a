/**
 * One instance of every shared singleton on the page, and a report when it is not the version a build was made for.
 *
 * A registered global plugin, so every build's federation instance (the shell's and each remote's) resolves its
 * consumers through it: a package the page has already loaded (or is loading) is the copy every later consumer
 * gets, whatever versions other builds offer; and when a build takes a copy of another version than the one it was
 * built against, the console says so with both versions: `[federation] shared singleton react: mf_downloader was
 * built with 19.0.0, the page runs 19.3.1 (from shell); keeping 19.3.1.` Build metadata (`+lean.…`) is not part of
 * the comparison. It imports no shared module: it runs before they exist.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** The package a shared module belongs to: 'react' for 'react/jsx-runtime', '@dl/shared-config' for itself. */
export const packageOf = (name: string) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');

/** A version without its build metadata ('7.18.5' for '7.18.5+lean.1a2b3c4d'). */
const release = (version: string) => version.split('+')[0];

/** One line per package, build and pair of versions (a page loads a package's subpaths alike). */
const reported = new Set<string>();

export function mismatchLine(pkg: string, consumer: string, built: string, running: string, runningFrom: string): string | null {
  if (release(built) === release(running) || consumer === runningFrom) return null;
  return `[federation] shared singleton ${packageOf(pkg)}: ${consumer} was built with ${built}, the page runs ${running} (from ${runningFrom}); keeping ${running}.`;
}

/**
 * A remote runs on the shell's federation runtime (provideExternalRuntime): the line saying so when its manifest
 * states another runtime than the page's (`metaData.pluginVersion`), or null.
 */
export function runtimeMismatchLine(remote: string, built: string | undefined, running: string): string | null {
  if (!built || release(built) === release(running)) return null;
  return `[federation] runtime: ${remote} was built with @module-federation ${built}, the page runs ${running} (the shell's); keeping ${running}.`;
}

interface ScopeEntry {
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
  version?: string;
  from?: string;
}

export function singletonGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'dl-singletons',
    resolveShare(args) {
      const resolve = args.resolver;
      const wanted = args.shareInfo;
      const versions = (args.shareScopeMap[args.scope]?.[args.pkgName] ?? {}) as Record<string, ScopeEntry>;
      const inUse = Object.values(versions).find((e) => e.loaded || e.loading || e.lib);
      args.resolver = () => {
        const result = inUse ? { shared: inUse as never, useTreesShaking: false } : resolve();
        const running = result?.shared as ScopeEntry | undefined;
        const line = running?.version && running.from && wanted.version ? mismatchLine(args.pkgName, wanted.from, wanted.version, running.version, running.from) : null;
        if (line && !reported.has(line)) {
          reported.add(line);
          console.warn(line);
        }
        return result;
      };
      return args;
    },
  };
}
