/**
 * A remote's bundler runtime in its production build: the shell's functions (./bundlerRuntime.ts says why), in an
 * object of this build's own, since the bundler keeps each build's federation state on it (its instance, options,
 * share scopes). Two parts stay the remote's: the runtime's entry module (`@module-federation/runtime`, which holds
 * the build's federation instance; small, as the runtime's core is the shell's), and starting a container, the one
 * function a shell has no use for, which its build leaves out.
 */
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type LentBundlerRuntime } from './bundlerRuntime';

const lent = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as LentBundlerRuntime | undefined;
if (!lent) {
  throw new Error(
    `${__APP_NAME__}: this production build of a remote runs inside the shell, whose federation runtime it uses, and no shell has loaded one on this page (federation/README.md, "The runtime is the shell's").`,
  );
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
