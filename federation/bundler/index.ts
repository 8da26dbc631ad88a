/**
 * What the federation package gives the bundler configuration (`rspack.base.ts` at the repository's root, the one
 * factory every app's `rspack.config.ts` calls): the shared singletons, the manifest's additions, and the files of
 * this package a build takes by path (the runtime plugins, a remote's stand-in bundler runtime, the server builds'
 * render entry and their stylesheet loader).
 */
import path from 'node:path';

export { API_SINGLETON, sharedConfig, usedExports } from './shared';
export { manifestAdditions } from './manifestAdditions';

const PACKAGE = path.resolve(__dirname, '..');

/** Files of this package that the builds name by path rather than import. */
export const FEDERATION_FILES = {
  /** The shell's runtime plugins (federation/runtime/plugins.ts), registered on the page's federation instance. */
  runtimePlugins: path.join(PACKAGE, 'runtime', 'plugins.ts'),
  /** A remote production build's stand-in for the bundler runtime, which it takes from the shell. */
  remoteBundlerRuntime: path.join(PACKAGE, 'runtime', 'remoteBundlerRuntime.ts'),
  /** What a remote's generated server entry passes its exposed modules to (federation/ssr/remote.tsx). */
  remoteRenderer: path.join(PACKAGE, 'ssr', 'remote.tsx'),
  /** The server builds' loader for stylesheets: an empty module (the browser loads the CSS). */
  ignoreLoader: path.join(PACKAGE, 'bundler', 'ignore-loader.cjs'),
};
