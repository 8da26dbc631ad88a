/** One Jest 30 run over every package. Transform with @swc/jest (TypeScript 7 has no JS API for ts-jest). */
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

// ESM-only packages (Node 20 loads them with require(esm); Jest needs them compiled to CommonJS).
const ESM_PACKAGES = ['content-disposition', 'cookie', 'entities', 'jose', 'kysely', 'marked'];

const SERVER_TIMEOUT = path.join(__dirname, 'jest/server-timeout.cjs');
// The server's tests start the compiled server: it is built (or found current) before they run.
const BUILD_SERVER = path.join(__dirname, 'jest/build-server.cjs');
// The server's tests: beside the code, and the test helpers' own tests beside them in server/test/.
const SERVER_TESTS = ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'];

function project(dir, env, testMatch = ['<rootDir>/src/**/*.test.ts?(x)']) {
  return {
    displayName: dir,
    rootDir: path.join(__dirname, dir),
    testEnvironment: path.join(__dirname, env === 'jsdom' ? 'jest/jsdom-env.cjs' : 'jest/node-env.cjs'),
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.md$': path.join(__dirname, 'jest/raw-transform.cjs') },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest/style-stub.cjs') },
    setupFiles: [path.join(__dirname, 'jest/polyfills.cjs')],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest/setup-dom.cjs')] : [],
    testMatch,
    // Jest's cache stays with the project, not in the temporary folder the suite checks (scripts/test.sh).
    cacheDirectory: path.join(__dirname, 'node_modules', '.cache', 'jest'),
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json', 'md'],
  };
}

module.exports = {
  // Jest's default is one worker fewer than the cores: one on a 2-core machine. The suites spend much of their time
  // waiting on the programs and servers they start (yt-dlp, ffmpeg, the site, PostgreSQL), so a second worker uses the
  // CPU the first leaves idle: on the 2-core CI machine the whole run took 421 s with two workers against 616 s with
  // one (2026-11-27). Each test file has its own temporary folder, database and Redis key prefix, so two never meet.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  // How long a worker may take to exit once the run is over before Jest kills it and prints that tests leaked. The
  // default is 500 ms; a worker that ran the server's suites holds about 900 MB and took 800–900 ms to exit on a host
  // where unmapping memory is slow (2026-11-28), with nothing left open after its last file (checked file by file). A
  // real leak keeps a worker alive for good, so it is still killed and reported, 3 s later.
  workerGracefulExitTimeout: 3000,
  projects: [
    // The repository's own checks (scripts/*.test.ts): what its docs, packages and lint configuration name.
    { ...project('.', 'node', ['<rootDir>/scripts/*.test.ts']), displayName: 'repository', roots: ['<rootDir>/scripts'], setupFiles: [] },
    project('contract', 'node'),
    project('shared-config', 'jsdom'),
    // The federation package: its runtime plugins in a browser-like environment, its bundler, render and server parts in Node.
    // The runtime as the builds configure it (rspack.base.ts): no snapshot plugin, browser code only.
    {
      ...project('federation', 'jsdom', ['<rootDir>/runtime/**/*.test.ts?(x)']),
      displayName: 'federation (runtime)',
      globals: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true, ENV_TARGET: 'web' },
      // A remote's stand-in bundler runtime takes one module of the package by its path: its CommonJS twin here.
      moduleNameMapper: { ...project('federation', 'jsdom').moduleNameMapper, '^(@module-federation/webpack-bundler-runtime/dist/.*)\\.js$': '$1.cjs' },
    },
    { ...project('federation', 'node', ['<rootDir>/{bundler,ssr,server}/**/*.test.ts?(x)']), setupFiles: [] },
    project('shell', 'jsdom'),
    project('mf-downloader', 'jsdom'),
    project('mf-auth', 'jsdom'),
    project('mf-preview', 'jsdom'),
    project('mf-content', 'jsdom'),
    // The server's tests run real work (see jest/server-timeout.cjs): 30 s per test instead of Jest's 5.
    { ...project('server', 'node', SERVER_TESTS), setupFiles: [], setupFilesAfterEnv: [SERVER_TIMEOUT], globalSetup: BUILD_SERVER },
    // The server suite again on PostgreSQL + Redis (scripts/test.sh sets both URLs once they answer).
    ...(process.env.TEST_POSTGRES_URL && process.env.TEST_REDIS_URL
      ? [
          {
            ...project('server', 'node', SERVER_TESTS),
            displayName: 'server (postgres+redis)',
            setupFiles: [],
            globalSetup: BUILD_SERVER,
            setupFilesAfterEnv: [SERVER_TIMEOUT, path.join(__dirname, 'server/test/clusterStack.ts')],
            // The cluster suite starts its own processes on both already; faultsRestart is about the embedded
            // default (a restarted single server), whose cluster counterpart is the cluster suite's worker kill; the
            // engine's installation and updates do not depend on the stack (their cluster lock uses Redis in both), nor
            // do the graceful stop's, the log format's and the pages in every language's server processes (they run the
            // embedded default; the pages render alike on both stacks), and the
            // run on the LTS Node sets up PostgreSQL and Redis of its own. The engine's warm workers, its runtime and a
            // merge's HLS feed touch neither the database nor Redis: one run of theirs is enough.
            testPathIgnorePatterns: [
              '/node_modules/',
              'cluster\\.test\\.ts$',
              'faultsRestart\\.test\\.ts$',
              'engine/update\\.test\\.ts$',
              'suites/shutdown\\.test\\.ts$',
              'logStream\\.test\\.ts$',
              'suites/pagesInEveryLanguage\\.test\\.ts$',
              'ltsNode\\.test\\.ts$',
              'extract/enginePool\\.test\\.ts$',
              'extract/engineRuntime\\.test\\.ts$',
              'merge/hlsFeed\\.test\\.ts$',
            ],
          },
        ]
      : []),
  ],
};
