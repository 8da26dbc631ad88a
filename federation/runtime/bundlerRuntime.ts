/**
 * The bundler runtime the shell lends its remotes (production builds). Every build carries, beside the federation
 * runtime, the bundler's half of it (`@module-federation/webpack-bundler-runtime`: loading shared modules, sharing
 * scopes, starting a container): about 4 KB gzip per remote entry, the same functions in every one. They keep no
 * state of their own (each call is handed the calling build's `__webpack_require__`), so the shell, which provides
 * the federation runtime already (federation/README.md, "The runtime is the shell's"), provides these too: it publishes them on
 * the page here, and a remote's production build takes them from there (./remoteBundlerRuntime.ts, put in place of
 * the package by rspack.base.ts). The same rule as for the runtime holds: the shell upgrades first.
 */
import type federation from '@module-federation/webpack-bundler-runtime';

/** The global the shell sets and a remote's production build reads. */
export const BUNDLER_RUNTIME_GLOBAL = '_DL_FEDERATION_BUNDLER_RUNTIME';

export type LentBundlerRuntime = Pick<typeof federation, 'bundlerRuntime' | 'attachShareScopeMap'>;

/**
 * Publishes the shell's bundler runtime for the remotes (called once, as the shell's runtime plugins are made). Only
 * types are imported here, so a remote's stand-in can take the global's name from this module.
 */
export function lendBundlerRuntime({ bundlerRuntime, attachShareScopeMap }: typeof federation): void {
  const lent: LentBundlerRuntime = { bundlerRuntime, attachShareScopeMap };
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = lent;
}
