/**
 * The one rspack + Module Federation config factory: every app's `rspack.config.ts` (the shell and each remote) calls
 * `appConfigs` with its name, dev port and exposed modules; everything else (TypeScript through the builtin SWC
 * loader, CSS, hashed production assets, mf-manifest.json, the shared singletons, the server build) is decided here
 * once. What federation adds to it comes from the federation package (`@dl/federation/bundler`).
 *
 * Module Federation is `@module-federation/enhanced`'s rspack plugin and its runtime: the shell registers the
 * remotes at run time (their URLs are data: the domain configuration) and loads their exposed modules through the
 * runtime; the shell's behaviours (retries, load limits, the version report) are runtime plugins
 * (federation/runtime/). The runtime is built lean (federation/README.md, "What it costs"): no snapshot plugin
 * (remotes are registered by their entry, resolved from mf-manifest.json by a runtime plugin), the browser's code
 * only, its ES module builds (tree-shaken), and one copy per page, provided by the shell to the remotes.
 */
import path from 'node:path';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { API_SINGLETON, FEDERATION_FILES, manifestAdditions, sharedConfig, usedExports } from '@dl/federation/bundler';
import { SITE_LANGUAGES } from '@dl/contract';
import { CATALOG_DIRS } from './lingui.config';

type MfOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

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

/**
 * A remote's `exposes` from its part of the remote contract (contract/src/remoteContract.ts): each module name
 * './Name' is the file `./src/exposes/Name.tsx`. The contract is the one list; the remote's type check states that
 * each file takes the contract's props (its `src/exposes/index.ts`).
 */
export function exposeFiles(contract: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(contract).map((name) => [name, `./src/exposes/${name.replace(/^\.\//, '')}.tsx`]));
}

const pkgOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };

/**
 * React Router's package exports only its development build, whose development warnings stay in the bundle (a
 * flag, not `process.env.NODE_ENV`); the production build beside it is the same code with the flag off.
 */
const ROUTER_DIST = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const ROUTER_PRODUCTION = { 'react-router$': path.join(ROUTER_DIST, 'index.mjs'), 'react-router/dom$': path.join(ROUTER_DIST, 'dom-export.mjs') };

/**
 * The RTK Query API (loaded when a page first calls the server) takes Redux Toolkit's helpers from a module of its
 * own, RTK's single-file browser build, instead of the module the store takes (`combineSlices`, `configureStore`,
 * `createAction`). One module serving both would hold every helper either uses, and the API's `createSlice` would
 * bring Immer into every page's first load (4.7 KB gzip) through it (bench/README.md's fifteenth round, in git at
 * 84d4e02). RTK's helpers keep no state of their own, so two copies act as one: the page still has one store and one
 * API.
 */
const RTK_FOR_QUERY = {
  issuer: /[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/,
  resolve: { alias: { '@reduxjs/toolkit$': path.join(path.dirname(require.resolve('@reduxjs/toolkit/package.json')), 'dist', 'redux-toolkit.browser.mjs') } },
};

/**
 * The federation plugin imports its runtime packages by the paths `require.resolve` gives, which are their
 * CommonJS builds, and CommonJS is not tree-shaken: every page would carry the whole runtime (its Node.js loaders
 * too). Each package ships an ES module build beside the CommonJS one (`dist/index.js` beside `dist/index.cjs`);
 * these aliases point both the package names and those CommonJS paths at it, so the bundler keeps only what the
 * runtime uses.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

function federationRuntimeEsm(dir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const pkg of FEDERATION_RUNTIME_PACKAGES) {
    const cjs = require.resolve(pkg, { paths: [dir] });
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (esm === cjs || !fs.existsSync(esm)) continue;
    aliases[`${pkg}$`] = esm;
    aliases[`${cjs}$`] = esm;
  }
  return aliases;
}

/**
 * A remote's production build takes the shell's bundler runtime (federation/runtime/bundlerRuntime.ts): the
 * package, by its name and by the path the federation plugin imports it by, is this stand-in.
 */
function lentBundlerRuntime(dir: string): Record<string, string> {
  const pkg = '@module-federation/webpack-bundler-runtime';
  const standIn = FEDERATION_FILES.remoteBundlerRuntime;
  return { [`${pkg}$`]: standIn, [`${require.resolve(pkg, { paths: [dir] })}$`]: standIn };
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
const SINGLETON_CODE = /[\\/](node_modules|shared-config|contract)[\\/]/;
/**
 * ... but not the RTK Query API's code, which the host loads when a page first calls the server, nor the shared
 * package's catalogs in other languages and the server's texts (issue #24), which a page loads when it needs them,
 * nor the bot challenge's dialog and widget (issue 51), which a page loads when a call first meets the challenge.
 */
const API_CODE = /[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|shared-config[\\/]src[\\/](api|mutex)\.ts$)/;
const LATER_CODE = /shared-config[\\/]src[\\/](locales[\\/](?!en\.ts$)|server-texts[\\/]|serverTexts\.ts$|challenge[\\/])|node_modules[\\/](immer|reselect|altcha)[\\/]/;

/** The repository's root (the apps' parent folder). */
const ROOT = __dirname;

/** The host's chunk groups that its entry loads before the first render (shell/src/index.ts), in order. */
export const STARTUP_CHUNKS = ['start', 'boot'];

/** The Module Federation plugin's options for an app: its shared singletons, manifest and runtime. */
function federationOptions(opts: AppOptions, isHost: boolean, isProd: boolean): MfOptions {
  // The shell's production build shares React Router lean (federation/bundler/leanShared.ts).
  const { shared, lean } = sharedConfig(opts.dir, isHost && isProd ? { lean: { root: ROOT } } : {});
  return {
    name: opts.name,
    shared,
    // mf-manifest.json, with what the server needs to preload a page and the names this build takes of a package
    // the shell may share lean (see manifestAdditions).
    manifest: { additionalData: manifestAdditions({ startup: isHost ? STARTUP_CHUNKS : undefined, lateShared: [API_SINGLETON], usedExports: usedExports(opts.dir) }) },
    // Every build takes the copy of a singleton the page has loaded, whatever the versions (one React, one router).
    shareStrategy: 'loaded-first',
    // The remote contract (contract/src/remoteContract.ts) types both sides, checked by tsc; no type archive is made or
    // fetched.
    dts: false,
    experiments: {
      // No snapshot plugin (remotes are registered by their entry, resolved from their manifest by a runtime plugin),
      // the browser's code only, and in a remote no code for loading remotes (a remote loads none): 0.7 KB less
      // per remote entry.
      optimization: { disableSnapshot: true, target: 'web', ...(isHost ? {} : { disableRemote: true }) },
      // One federation runtime per page: the shell provides it and production remotes use the shell's (a remote's
      // production build therefore runs inside the shell only; its development build keeps its own, so
      // `npm run dev -w <remote>` works alone). The rule this sets for deploying: federation/README.md.
      ...(isHost ? { provideExternalRuntime: true } : isProd ? { externalRuntime: true } : {}),
    },
    ...(isHost
      ? { remotes: {}, runtimePlugins: [[FEDERATION_FILES.runtimePlugins, { lean }]] }
      : { filename: 'remoteEntry.js', exposes: opts.exposes }),
  };
}

/**
 * The host loads its shared singletons before its first render (src/index.ts): one chunk for all of them
 * (React, ReactDOM, the router, react-redux, shared-config with the store) instead of one request each, so
 * the page's start-up takes a few round trips less. The RTK Query API is left out: it loads when a page
 * first calls the server. Remotes keep their default split: their copies of the singletons are fallbacks
 * the page does not load.
 */
function singletonsChunk(): Configuration['optimization'] {
  return {
    splitChunks: {
      cacheGroups: {
        singletons: {
          name: 'singletons',
          chunks: 'async' as const,
          test: (m: { nameForCondition(): string | undefined; identifier(): string }) => {
            // A lazy context (a catalog's `import(\`./${lang}.ts\`)`) has no file of its own: its folder counts.
            const file = m.nameForCondition() || (/^[^|]+(?=\|lazy\|)/.exec(m.identifier())?.[0] ?? '');
            return SINGLETON_CODE.test(file) && !API_CODE.test(file) && !LATER_CODE.test(file) && !file.includes(`${path.sep}@module-federation${path.sep}`);
          },
          enforce: true,
          priority: 10,
        },
      },
    },
  };
}

export function createAppConfig(opts: AppOptions, argv: { mode?: string } = {}): Configuration {
  const { name, dir, port, exposes, publicDir, rules = [] } = opts;
  const isProd = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const isHost = !exposes;
  const pkg = pkgOf(dir);
  const outDir = path.resolve(dir, process.env.OUT_DIR ?? 'dist');
  const serverDir = path.join(outDir, 'server');
  // The version the manifest states (metaData.buildInfo.buildVersion): package version plus this build's label.
  // The plugin reads it from this variable.
  process.env.MF_BUILD_VERSION = `${pkg.version}+${buildLabel()}`;

  const mf = federationOptions(opts, isHost, isProd);

  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      // The host is served at the site root; a remote resolves its chunks relative to its own entry,
      // so one remote build can sit on any static host or CDN path.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // A chunk that has not arrived in 15 s counts as failed (a host that accepts and never answers).
      chunkLoadTimeout: 15_000,
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
      alias: { ...federationRuntimeEsm(dir), ...(isProd ? ROUTER_PRODUCTION : {}), ...(isProd && !isHost ? lentBundlerRuntime(dir) : {}) },
    },
    module: {
      rules: [
        swcRule(!isProd, 'chrome >= 100, firefox >= 100, safari >= 15'),
        { test: /\.css$/, type: 'css/auto' },
        ...(isProd ? [RTK_FOR_QUERY] : []),
        ...rules,
      ],
    },
    performance: { hints: false },
    // The federation plugin logs through the bundler's infrastructure logger, and says on every remote build that a
    // manifest with publicPath 'auto' resolves its files from its own URL, which is the point (see output above).
    // Warnings and errors of the compilation itself are reported as always.
    infrastructureLogging: { level: 'error' },
    ...(isHost && isProd ? { optimization: singletonsChunk() } : {}),
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
      new ModuleFederationPlugin(mf),
      ...(publicDir ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] })] : []),
    ],
  };
}

/** Where the server builds' generated modules are written: the checkout's build cache (node_modules/.cache), not the
 * temporary folder, which the tests keep clean; under a name of their own per app folder, so that two apps of one name
 * building at once never read each other's. */
function generatedFile(name: string, dir: string, what: string): string {
  const appDir = crypto.createHash('sha256').update(dir).digest('hex').slice(0, 12);
  const file = path.join(ROOT, 'node_modules', '.cache', 'dl-ssr-entries', `${name}-${appDir}-${what}.tsx`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/**
 * Catalogs no server render reads through Lingui: the server's answers (shown after an API error, never in a first
 * paint) and the landing pages' copy (made into copies by the downloader's src/app/ssr.ts, not looked up by id).
 */
const NOT_IN_SERVER_RENDERS = ['shared-config/src/server-texts', 'mf-downloader/src/features/landing/copy'];

/**
 * The texts a server build renders with (issue #24, issue #49): every catalog of Lingui's list (lingui.config.ts) that
 * the build's code can show, the app's own folders' and the shared package's (`@dl/shared-config`, which every build
 * bundles: SPEC §8's messages, the nav's Sign In and Sign Up), in every language but English. A render is synchronous,
 * so the server cannot load a language the way a page does (`AppCatalogs.load`); English is each catalog's own
 * registration (`registerCatalogs`, run as the code that shows it is evaluated), as in the browser. A module of its
 * own, evaluated before the build's entry.
 */
function serverCatalogsModule(name: string, dir: string): string {
  const packages = [path.relative(ROOT, dir), 'shared-config'].map((p) => `${p}/`);
  const imports: string[] = [];
  const adds: string[] = [];
  const rendered = (catalog: string) => packages.some((p) => catalog.startsWith(p)) && !NOT_IN_SERVER_RENDERS.some((p) => catalog.startsWith(p));
  CATALOG_DIRS.filter(rendered).forEach((catalog, i) => {
    for (const lang of SITE_LANGUAGES.filter((l) => l !== 'en')) {
      imports.push(`import { messages as ${lang}${i} } from ${JSON.stringify(path.join(ROOT, catalog, `${lang}.ts`))};`);
      adds.push(`addMessages(${JSON.stringify(catalog)}, ${JSON.stringify(lang)}, ${lang}${i});`);
    }
  });
  const file = generatedFile(name, dir, 'catalogs');
  fs.writeFileSync(file, `import { addMessages } from '@dl/shared-config';\n${imports.join('\n')}\n${adds.join('\n')}\n`);
  return file;
}

/**
 * A remote's server entry, generated from its exposes: one renderer for all of them (federation/ssr/remote.tsx),
 * after the remote's own server start-up when it has one (`src/app/ssr.ts`: texts its pages load in the browser on
 * demand, such as the downloader's landing copies).
 */
function remoteServerEntry(name: string, dir: string, exposes: Record<string, string>): string {
  const imports = Object.values(exposes).map((rel, i) => `import * as m${i} from ${JSON.stringify(path.resolve(dir, rel))};`);
  const map = Object.keys(exposes).map((key, i) => `${JSON.stringify(key)}: m${i}`);
  const startup = path.join(dir, 'src', 'app', 'ssr.ts');
  if (fs.existsSync(startup)) imports.unshift(`import ${JSON.stringify(startup)};`);
  const file = generatedFile(name, dir, 'entry');
  fs.writeFileSync(
    file,
    `import { createRemoteRenderer } from ${JSON.stringify(FEDERATION_FILES.remoteRenderer)};\n${imports.join('\n')}\n` +
      `export const { render } = createRemoteRenderer({ ${map.join(', ')} });\n`,
  );
  return file;
}

/**
 * The app's server build, beside the browser build in `dist/server/ssr.js` (CommonJS, Node 20): what the server
 * renders into a page's HTML so that its content shows before any script has run. The shell's entry is
 * `src/ssr.tsx` (the layout and routes); a remote's entry, generated from its exposes, exports one renderer for all of them
 * (federation/ssr/remote.tsx). Both start with the build's catalogs in every language (serverCatalogsModule).
 * Everything is bundled (React included), so a server build needs nothing installed beside it, and a remote's markup
 * comes from that remote's own build. Stylesheets are left out (the browser loads them); the router is the package's
 * own Node build.
 */
export function createSsrConfig(opts: AppOptions): Configuration {
  const { name, dir, exposes, rules = [] } = opts;
  const entry = [serverCatalogsModule(name, dir), exposes ? remoteServerEntry(name, dir, exposes) : './src/ssr.tsx'];
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    // The exports of the last module: the entry's.
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
        { test: /\.css$/, loader: FEDERATION_FILES.ignoreLoader, type: 'javascript/auto' },
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
