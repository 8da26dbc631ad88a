// Lint: TypeScript rules, React hooks rules, and the import boundaries of docs/architecture.md ("Conventions").
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';

const ROOT = import.meta.dirname;
const REMOTES = ['mf-downloader', 'mf-auth', 'mf-preview', 'mf-content'];
const APPS = ['shell', ...REMOTES];

/**
 * One shape for every app (docs/architecture.md, "One shape for every app"): where a file of an app may sit, and where its CSS may.
 * Paths are relative to the repository root, where lint runs.
 */
const APP_GLOB = `{${APPS.join(',')}}/src`;
const APP_SHAPE = {
  files: `${APP_GLOB}/{,{app,exposes,locales,rules,testing,ui}/**/,features/*/,features/*/{components,hooks,api,copy}/**/}`,
  styles: `${APP_GLOB}/{ui,features/*/components}/`,
};

/** Test code: tests, the browser tests, the benchmarks and the test helpers' folders. */
const TEST_CODE = ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'server/test/**', '*/src/testing/**'];

/** React Router is the shared singleton `react-router-dom` (federation/bundler/shared.ts); `react-router` is not shared. */
const ROUTER_PACKAGE = {
  name: 'react-router',
  message: "Import React Router from 'react-router-dom', the shared singleton: 'react-router' would be a private copy with a router of its own.",
};

/** Zones of import-x/no-restricted-paths: what may not import what. */
function boundaryZones() {
  const zones = [];
  for (const remote of REMOTES) {
    zones.push({ target: `./${remote}`, from: './shell', message: 'A remote never imports the shell.' });
    for (const other of REMOTES.filter((r) => r !== remote)) {
      zones.push({ target: `./${remote}`, from: `./${other}`, message: 'A remote never imports another remote.' });
    }
  }
  for (const remote of REMOTES) zones.push({ target: './shell', from: `./${remote}`, message: 'The shell loads remotes at run time only.' });
  for (const app of [...APPS, 'server', 'e2e', 'bench']) {
    zones.push({ target: './shared-config', from: `./${app}`, message: "shared-config is the apps' shared runtime: it imports no app." });
    zones.push({ target: './contract', from: `./${app}`, message: 'The contract imports no app and not the server.' });
  }
  // The contract is what the server may import: nothing of the browser's runtime, no federation.
  zones.push({ target: './contract', from: './shared-config', message: 'The contract needs no browser: the runtime (@dl/shared-config) builds on it, not the other way.' });
  zones.push({ target: './contract', from: './federation', message: 'The contract is plain data and functions: no federation code.' });
  zones.push({ target: './server', from: './shared-config', message: "The server imports @dl/contract, not the browser's runtime." });
  for (const app of APPS) zones.push({ target: './server', from: `./${app}`, message: 'The server does not import front-end apps.' });
  // The federation package serves every app and the server: it imports none of them.
  for (const app of [...APPS, 'server', 'e2e', 'bench']) {
    zones.push({ target: './federation', from: `./${app}`, message: 'The federation package imports no app and not the server: they import it.' });
  }
  // Its runtime runs in the page before any shared module exists: no build or server code, no Node.
  zones.push({ target: './federation/runtime', from: './federation/bundler', message: 'The runtime plugins run in the browser: no build code.' });
  zones.push({ target: './federation/runtime', from: './federation/ssr', message: 'The runtime plugins run in the browser: no build code.' });
  zones.push({ target: './federation/runtime', from: './federation/server', message: 'The runtime plugins run in the browser: no server code.' });
  // Features of one app do not import each other.
  for (const app of APPS) {
    const dir = path.join(ROOT, app, 'src', 'features');
    if (!fs.existsSync(dir)) continue;
    const features = fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory());
    for (const a of features) {
      for (const b of features.filter((f) => f !== a)) {
        zones.push({ target: `./${app}/src/features/${a}`, from: `./${app}/src/features/${b}`, message: 'Features do not import each other: move shared code up.' });
      }
    }
  }
  // Server features: each is one plugin; a feature reaches another only through that feature's index.ts (its
  // public surface), and what several share lives in server/src/shared, which imports no feature. Below both,
  // server/src/infra (the server's infrastructure) imports no feature either.
  const serverFeatures = path.join(ROOT, 'server', 'src', 'features');
  const features = fs.readdirSync(serverFeatures).filter((f) => fs.statSync(path.join(serverFeatures, f)).isDirectory());
  for (const a of features) {
    for (const b of features.filter((f) => f !== a)) {
      zones.push({
        target: `./server/src/features/${a}`,
        from: `./server/src/features/${b}`,
        except: ['./index.ts'],
        message: 'A server feature reaches another only through that feature\'s index.ts (its public surface) or the decorators its plugin adds; code several features share goes to server/src/shared.',
      });
    }
  }
  zones.push({ target: './server/src/shared', from: './server/src/features', message: 'server/src/shared is what features share: it imports no feature.' });
  zones.push({ target: './server/src/infra', from: './server/src/features', message: "server/src/infra is the server's infrastructure: it imports no feature." });
  return zones;
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', 'test-results/**', 'playwright-report/**', '.data/**', '**/*.cjs', '*/src/locales/[a-z][a-z].ts', 'shared-config/src/server-texts/[a-z][a-z].ts', 'shared-config/src/challenge/locales/[a-z][a-z].ts', '*/src/features/*/copy/[a-z][a-z].ts', '*/src/features/*/copy/*/[a-z][a-z].ts' /* compiled by npm run i18n */],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed useAppSelector / useAppDispatch / useAppStore from @dl/shared-config.',
            },
            ROUTER_PACKAGE,
          ],
        },
      ],
    },
  },
  {
    // CSS is not JavaScript: the plugin's processor lets ESLint check where its files sit.
    files: [`${APP_GLOB}/**/*.css`],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    files: [`${APP_GLOB}/**/*.{ts,tsx,css}`],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/folder-match-with-fex': [
        'error',
        { '*.{ts,tsx}': APP_SHAPE.files, '*.css': APP_SHAPE.styles },
        { errorMessage: 'An app keeps its files in app/, exposes/, features/<name>/{components,hooks,api,copy}/, locales/, rules/, ui/ or testing/, and its CSS in ui/ or beside the components it styles (docs/architecture.md, "One shape for every app"): {{ target }} does not fit {{ pattern }}.' },
      ],
      // A hooks folder holds hooks (and their tests).
      'check-file/filename-naming-convention': ['error', { '**/hooks/*.{ts,tsx}': 'use+([A-Za-z0-9])' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    // Plain scripts the server sends to browsers as they are (service worker and its registration).
    files: ['server/src/features/pwa/static/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, ...globals.serviceworker } },
  },
  {
    // The extraction request (@dl/shared-config/extract), the later query (@dl/shared-config/laterQuery) and code on
    // demand (@dl/shared-config/onDemand) are bundled by each remote that uses one: reaching the store, the API or any
    // other module of the runtime by a relative path would give that remote a second copy of it.
    files: ['shared-config/src/extractRequest.ts', 'shared-config/src/laterQuery.ts', 'shared-config/src/onDemand.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_PACKAGE],
          patterns: [{ regex: '^\\./', message: "A module each remote bundles reaches the runtime as '@dl/shared-config' (the shared singleton), never by a relative path." }],
        },
      ],
    },
  },
  {
    // The API (@dl/shared-config/api) is a singleton of its own, which the page may take from another build than
    // the one that gave it @dl/shared-config: it reaches the store, the session and the API log through the
    // shared singleton, so it always joins the page's store.
    files: ['shared-config/src/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-redux', importNames: ['useSelector', 'useDispatch', 'useStore'], message: 'Use the typed hooks from @dl/shared-config.' }, ROUTER_PACKAGE],
          patterns: [
            {
              regex: '^\\./(store|session|apiLog|domainSlice|index)$',
              allowTypeImports: true,
              message: "The API reaches the page's store, session and API log as '@dl/shared-config' (the shared singleton), never by a relative path.",
            },
          ],
        },
      ],
    },
  },
  {
    // The typed hooks are defined here from the untyped ones.
    files: ['shared-config/src/store.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // docs/architecture.md, "Functions": No function over 80 lines outside tests, blank lines and comments not counted.
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: TEST_CODE,
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    // Playwright fixtures must destructure their (sometimes empty) first argument.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-empty-pattern': 'off' },
  },
);
