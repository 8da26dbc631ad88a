/**
 * The one rspack + Module Federation config factory. The shell and each remote call `createAppConfig` with
 * their name, dev port and exposed modules; everything else (TypeScript through the builtin SWC loader, CSS,
 * hashed production assets, mf-manifest.json, the shared singletons) is decided here once.
 *
 * Module Federation is rspack's built-in container plugin (`rspack.container.ModuleFederationPluginV1`): the
 * bundler's own sharing runtime (share scope, singleton version choice, each build's chunk loading; its consumes
 * part the smaller one of build/consumesRuntime.ts) is 3.4 KB gzip in the shell's entry and 4 KB in a remote
 * entry. `@module-federation/enhanced` did the same with its
 * runtime SDK, 26 KB in the shell's entry and 9 KB in each remote entry, on every page's first load
 * (bench/README.md, eighth round). What that SDK added and the site uses (remotes registered at run time from
 * the domain configuration, retries, the version-mismatch report) is the shell's small loader,
 * shell/src/mf/federation.ts; the manifest is build/federationManifest.ts.
 */
import path from 'node:path';
import os from 'node:os';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { rspack, type Configuration } from '@rspack/core';
import { ConsumesRuntimePlugin } from './build/consumesRuntime';
import { FederationManifestPlugin } from './build/federationManifest';

type MfOptions = ConstructorParameters<typeof rspack.container.ModuleFederationPluginV1>[0];
type SharedConfig = { singleton: true; requiredVersion: string; version: string };

export interface AppOptions {
  /** Federation name, e.g. 'shell' or 'mf_downloader'. */
  name: string;
  /** Package directory (the caller's __dirname). */
  dir: string;
  /** Port of the standalone development server. */
  port: number;
  /** Exposed route modules; absent for the host. */
  exposes?: Record<string, string>;
  /** Extra folder copied verbatim into the output (host only: favicon, robots). */
  publicDir?: string;
  /** Extra module rules of one app (for example a Markdown loader). */
  rules?: NonNullable<Configuration['module']>['rules'];
}

const pkgOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };

function installedVersion(dir: string, name: string): string {
  // Walk up from the app like Node does; `<pkg>/package.json` is not always in a package's exports.
  for (let d = dir; ; d = path.dirname(d)) {
    const file = path.join(d, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(d) === d) throw new Error(`${name} is not installed (looked up from ${dir})`);
  }
}

/** The RTK Query API (shared-config/src/api.ts): a singleton the host loads when a page first calls the server. */
const API_SINGLETON = '@dl/shared-config/api';

/**
 * The singletons every app (host and remotes) declares identically: one React, one router, one store.
 *
 * `@reduxjs/toolkit` is not in the list: the store (`makeStore`, `combineSlices`) lives in `@dl/shared-config`
 * and the one RTK Query API in `@dl/shared-config/api`, both singletons, so there is still one store and one API
 * client on the page; the apps reach redux only through them. Bundled into those modules' chunks instead of
 * shared whole, RTK and RTK Query are tree-shaken to what the store and the API use. A remote that imports an RTK
 * helper itself bundles a private copy of it (so they don't: they pass `{ skip }`, not `skipToken`).
 */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-router', 'react-redux', '@dl/shared-config'] as const;

/**
 * SHARED_VERSION_OVERRIDES="react=19.0.0,…" builds an app as if it had been built against other versions of
 * shared singletons: how the tests check that a version mismatch is reported while the page keeps working.
 */
function versionOverrides(): Record<string, string> {
  return Object.fromEntries(
    (process.env.SHARED_VERSION_OVERRIDES ?? '')
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((kv) => kv.length === 2 && kv[0] && kv[1]),
  );
}

/**
 * Production builds share `react-router-dom` as the subset in build/react-router-dom.ts (see there): the
 * package name is aliased to that file, and `react-router` itself is then an ordinary, tree-shaken dependency
 * of the shared module (sharing it too would pull the whole package back in). Development builds share the
 * packages whole.
 */
export const ROUTER_FACADE = path.resolve(__dirname, 'build', 'react-router-dom.ts');

/** The same for `react-redux`: build/react-redux.ts. */
export const REDUX_FACADE = path.resolve(__dirname, 'build', 'react-redux.ts');

/** Shared name → the file production builds share under it (see above). */
export const FACADES: Record<string, string> = { 'react-router-dom': ROUTER_FACADE, 'react-redux': REDUX_FACADE };

/**
 * React Router's package exports only its development build, whose development warnings stay in the bundle (a
 * flag, not `process.env.NODE_ENV`); the production build beside it is the same code with the flag off.
 */
const ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');

export function sharedSingletons(dir: string, isProd = false): Record<string, SharedConfig> {
  const deps = pkgOf(dir).dependencies;
  const overrides = versionOverrides();
  const shared: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    if (isProd && name === 'react-router') continue;
    const range = deps[name] ?? deps['react-router-dom'];
    let version = overrides[name] ?? installedVersion(dir, name);
    // A shared facade is the subset its export list names: the list travels in the version (as build metadata,
    // which version ranges ignore), so a remote built with another list is reported as a mismatch.
    if (isProd && FACADES[name]) version = `${version}+subset.${crypto.createHash('sha256').update(fs.readFileSync(FACADES[name])).digest('hex').slice(0, 8)}`;
    const entry = { singleton: true as const, requiredVersion: range, version };
    shared[name] = entry;
    // Subpaths (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react) must be the same instance too.
    // Not a facade's: nothing imports their subpaths, and the react-redux facade imports the package by one.
    if (name !== '@dl/shared-config' && !(isProd && FACADES[name])) shared[`${name}/`] = entry;
    // The RTK Query API is a singleton of its own, loaded when a page first calls the server (see its module).
    if (name === '@dl/shared-config') shared[API_SINGLETON] = entry;
  }
  return shared;
}

/** A label that identifies this build in the page (debug panel, staging checks). */
function buildLabel(): string {
  if (process.env.BUILD_LABEL) return process.env.BUILD_LABEL;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'dev';
  } catch {
    return 'dev';
  }
}

/** TypeScript and JSX through rspack's builtin SWC, for the given targets. */
function swcRule(development: boolean, targets: string) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: { detectSyntax: 'auto', jsc: { transform: { react: { runtime: 'automatic', development } } }, env: { targets } },
    type: 'javascript/auto' as const,
  };
}

/** The build-time constants every app's code may read. */
function appDefines(name: string, version: string, isProd: boolean) {
  return new rspack.DefinePlugin({
    __APP_NAME__: JSON.stringify(name),
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_LABEL__: JSON.stringify(buildLabel()),
    'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
  });
}

const HTML_TEMPLATE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!--head:start--><title>Media Downloader</title><!--head:end-->
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<div id="root"></div>
<noscript>This site needs JavaScript to extract and download media.</noscript>
</body>
</html>`;

/** Code of the shared singletons: the host's start-up loads it as one chunk. */
const SINGLETON_CODE = /[\\/](node_modules|shared-config|build)[\\/]/;
/** ... but not the RTK Query API's code, which the host loads when a page first calls the server. */
const API_CODE = /[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|shared-config[\\/]src[\\/](api|mutex)\.ts$)/;

export function createAppConfig(opts: AppOptions, argv: { mode?: string } = {}): Configuration {
  const { name, dir, port, exposes, publicDir, rules = [] } = opts;
  const isProd = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const isHost = !exposes;
  const pkg = pkgOf(dir);
  const outDir = path.resolve(dir, process.env.OUT_DIR ?? 'dist');
  const serverDir = path.join(outDir, 'server');
  // The version written into mf-manifest.json: package version plus this build's label.
  const buildVersion = `${pkg.version}+${buildLabel()}`;

  const singletons = sharedSingletons(dir, isProd);
  // Each exposed module's chunk group has a name of its own, so the manifest can list the files that load it.
  const exposeChunk = (key: string) => `__federation_expose_${key.replace(/^\.\//, '').replace(/[^\w]/g, '_')}`;
  const mf: MfOptions = {
    name,
    shared: singletons,
    ...(isHost
      ? {}
      : {
          filename: 'remoteEntry.js',
          // The remote entry assigns its container to a global of the remote's name (the shell's loader reads it).
          library: { type: 'var', name },
          exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: file, name: exposeChunk(key) }])),
        }),
  };

  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      // The host is served at the site root; a remote resolves its chunks relative to its own manifest,
      // so one remote build can sit on any static host or CDN path.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // dist/server holds the server build (createSsrConfig), made beside this one.
      clean: { keep: (p: string) => p === serverDir || p.startsWith(serverDir + path.sep) },
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: isProd ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
    },
    resolve: {
      extensions: ['...', '.ts', '.tsx'],
      alias: isProd ? { 'react-router-dom$': ROUTER_FACADE, 'react-router$': ROUTER_PRODUCTION, 'react-redux$': REDUX_FACADE } : {},
    },
    module: {
      rules: [
        swcRule(!isProd, 'chrome >= 100, firefox >= 100, safari >= 15'),
        { test: /\.css$/, type: 'css/auto' },
        ...rules,
      ],
    },
    performance: { hints: false },
    // The host loads its shared singletons before its first render (src/index.ts): one chunk for all of them
    // (React, ReactDOM, the router, react-redux, shared-config with the store) instead of one request each, so
    // the page's start-up takes a few round trips less. The RTK Query API is left out: it loads when a page
    // first calls the server. Remotes keep their default split: their copies of the singletons are fallbacks
    // the page does not load.
    ...(isHost && isProd
      ? {
          optimization: {
            splitChunks: {
              cacheGroups: {
                singletons: {
                  name: 'singletons',
                  chunks: 'async' as const,
                  test: (m: { nameForCondition(): string | undefined }) => {
                    const file = m.nameForCondition() ?? '';
                    return SINGLETON_CODE.test(file) && !API_CODE.test(file);
                  },
                  enforce: true,
                  priority: 10,
                },
              },
            },
          },
        }
      : {}),
    devServer: {
      host: '127.0.0.1',
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // In development the shell's /api calls go to the server started by `npm run dev`.
      proxy: [{ context: ['/api', '/mf'], target: `http://127.0.0.1:${process.env.PORT ?? 8080}` }],
    },
    plugins: [
      appDefines(name, pkg.version, isProd),
      new rspack.HtmlRspackPlugin({
        // The remote's standalone page must not load its own remoteEntry as a script.
        excludeChunks: isHost ? [] : [name],
        templateContent: HTML_TEMPLATE,
        minify: isProd,
      }),
      new rspack.container.ModuleFederationPluginV1(mf),
      // Every shared module is a singleton with a fallback: the sharing runtime for that kind only (2 KB less
      // per entry; see the plugin).
      new ConsumesRuntimePlugin(),
      new FederationManifestPlugin({
        name,
        buildVersion,
        shared: Object.fromEntries(Object.entries(singletons).filter(([key]) => !key.endsWith('/'))),
        exposes: Object.fromEntries(Object.keys(exposes ?? {}).map((key) => [key, exposeChunk(key)])),
        ...(isHost ? { startup: ['boot'] } : { remoteEntry: 'remoteEntry.js' }),
      }),
      ...(publicDir ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] })] : []),
    ],
  };
}

/**
 * The app's server build, beside the browser build in `dist/server/ssr.js` (CommonJS, Node 20): what the server
 * renders into a page's HTML so that its content shows before any script has run. The shell's entry is
 * `src/ssr.tsx` (the layout and routes); a remote's entry, generated from its exposes, exports one renderer for all of them
 * (build/ssr/remote.tsx). Everything is bundled (React included), so a server build needs nothing installed
 * beside it, and a remote's markup comes from that remote's own build. Stylesheets are left out (the browser
 * loads them); the router is the real package (the subset facade is a browser-size concern).
 */
export function createSsrConfig(opts: AppOptions): Configuration {
  const { name, dir, exposes, rules = [] } = opts;
  const isHost = !exposes;
  let entry = './src/ssr.tsx';
  if (!isHost) {
    // The entry lists the exposed modules; it is written outside the repository (it is generated, not source),
    // under a name of its own per checkout, so that two checkouts building at once never read each other's.
    const checkout = crypto.createHash('sha256').update(dir).digest('hex').slice(0, 12);
    const file = path.join(os.tmpdir(), 'dl-ssr-entries', `${name}-${checkout}.tsx`);
    const imports = Object.values(exposes).map((rel, i) => `import * as m${i} from ${JSON.stringify(path.resolve(dir, rel))};`);
    const map = Object.keys(exposes).map((key, i) => `${JSON.stringify(key)}: m${i}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `import { createRemoteRenderer } from ${JSON.stringify(path.resolve(__dirname, 'build', 'ssr', 'remote.tsx'))};\n${imports.join('\n')}\n` +
        `export const { render } = createRemoteRenderer({ ${map.join(', ')} });\n`,
    );
    entry = file;
  }
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { ssr: entry },
    devtool: false,
    output: {
      path: path.resolve(dir, process.env.OUT_DIR ?? 'dist', 'server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['...', '.ts', '.tsx'] },
    module: {
      rules: [
        swcRule(false, 'node 20'),
        { test: /\.css$/, loader: path.resolve(__dirname, 'build', 'ssr', 'ignore-loader.cjs'), type: 'javascript/auto' },
        ...rules,
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      appDefines(name, pkgOf(dir).version, true),
    ],
  };
}

/** `rspack.config.ts` of every app: the browser build, and in production also the server build. */
export function appConfigs(opts: AppOptions, argv: { mode?: string } = {}, customize?: (browser: Configuration) => void): Configuration | Configuration[] {
  const browser = createAppConfig(opts, argv);
  customize?.(browser);
  const isProd = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return isProd ? [browser, createSsrConfig(opts)] : browser;
}
