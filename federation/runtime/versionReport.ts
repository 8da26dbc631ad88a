/**
 * Reports in the browser console when a build takes a shared singleton in another version than the one it was built
 * against, with both versions: `[federation] shared singleton react: mf_downloader was built with 19.0.0, the page
 * runs 19.3.1 (from shell); keeping 19.3.1.` The page keeps running on the loaded singleton (one React, one router,
 * one store). A registered global plugin, so every build's federation instance (the shell's and each remote's)
 * reports its own consumers. It imports no shared module: it runs before they exist.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** The package a shared module belongs to: 'react' for 'react/jsx-runtime', '@dl/shared-config' for itself. */
export const packageOf = (name: string) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');

/** One line per package, build and pair of versions (a page loads a package's subpaths alike). */
const reported = new Set<string>();

export function mismatchLine(pkg: string, consumer: string, built: string, running: string, runningFrom: string): string | null {
  if (built === running || consumer === runningFrom) return null;
  return `[federation] shared singleton ${packageOf(pkg)}: ${consumer} was built with ${built}, the page runs ${running} (from ${runningFrom}); keeping ${running}.`;
}

export function versionReport(): ModuleFederationRuntimePlugin {
  return {
    name: 'dl-version-report',
    resolveShare(args) {
      const resolve = args.resolver;
      const wanted = args.shareInfo;
      args.resolver = () => {
        const result = resolve();
        const running = result?.shared;
        const line = running && wanted.version && running.version ? mismatchLine(args.pkgName, wanted.from, wanted.version, running.version, running.from) : null;
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
