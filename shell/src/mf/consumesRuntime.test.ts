/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { slimConsumesRuntime } from '../../../build/consumesRuntime';

/** rspack is an ES module Jest cannot load: the build runs in a Node process of its own. */
const BUILD = `
import { rspack } from '@rspack/core';
const [dir, shared] = [process.argv[1], JSON.parse(process.argv[2])];
let source = '';
const compiler = rspack({
  mode: 'production', context: dir, entry: './index.js', output: { path: dir + '/dist' },
  plugins: [
    new rspack.container.ModuleFederationPluginV1({ name: 'probe', shared }),
    { apply: (c) => c.hooks.thisCompilation.tap('probe', (compilation) => compilation.hooks.runtimeModule.tap('probe', (m) => {
      if (m.name === 'consumes_loading' && m.source) source = m.source.source.toString('utf-8');
    })) },
  ],
});
compiler.run((err, stats) => {
  if (err || stats.hasErrors()) { console.error(err ?? stats.toString()); process.exit(1); }
  compiler.close(() => process.stdout.write(source));
});
`;

/**
 * The consumes runtime the bundler really writes for a build with the given shared options (a two-module
 * container compiled by rspack), before the plugin replaces its helpers.
 */
async function bundlerRuntime(shared: Record<string, object>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consumes-'));
  try {
    fs.writeFileSync(path.join(dir, 'index.js'), "import('./page');");
    fs.writeFileSync(path.join(dir, 'page.js'), "import v from 'lib'; export default v;");
    fs.mkdirSync(path.join(dir, 'node_modules', 'lib'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules', 'lib', 'package.json'), JSON.stringify({ name: 'lib', version: '1.2.0', main: 'index.js' }));
    fs.writeFileSync(path.join(dir, 'node_modules', 'lib', 'index.js'), 'export default "own copy";');
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', BUILD, dir, JSON.stringify(shared)], { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 });
    if (!stdout) throw new Error('the build had no consumes runtime');
    return stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Offered {
  get: () => () => unknown;
  from: string;
  loaded?: number;
}

/** Runs a consumes runtime against a share scope and returns what the consuming module gets. */
async function consume(runtime: string, scope: Record<string, Record<string, Offered>> | undefined): Promise<unknown> {
  const modules: Record<string, (m: { exports: unknown }) => void> = {};
  // Requiring a module of the build itself gives its own copy of the library.
  const req = Object.assign(() => 'own copy', {
    S: scope ? { default: scope } : {},
    I: () => Promise.resolve(1),
    o: (obj: object, key: string) => Object.prototype.hasOwnProperty.call(obj, key),
    m: modules,
    c: {} as Record<string, unknown>,
    f: {} as Record<string, (chunkId: string, promises: Promise<unknown>[]) => void>,
    e: () => Promise.resolve(),
  });
  vm.runInNewContext(runtime, { __webpack_require__: req, console });
  const data = (req as unknown as { consumesLoadingData: { chunkMapping: Record<string, string[]> } }).consumesLoadingData;
  const [chunkId, [moduleId]] = Object.entries(data.chunkMapping)[0];
  const promises: Promise<unknown>[] = [];
  req.f.consumes(chunkId, promises);
  await Promise.all(promises);
  const module = { exports: undefined as unknown };
  modules[moduleId](module);
  return module.exports;
}

const offered = (value: string, from: string, loaded = false): Offered => ({ get: () => () => value, from, ...(loaded ? { loaded: 1 } : {}) });

describe('the consumes runtime in every entry (build/consumesRuntime.ts)', () => {
  let original: string;
  let slim: string;
  beforeAll(async () => {
    original = await bundlerRuntime({ lib: { singleton: true, requiredVersion: '^1.2.0' } });
    slim = slimConsumesRuntime(original);
  }, 60_000);

  it('is smaller than the bundler’s and keeps its data and chunk handler', () => {
    expect(slim.length).toBeLessThan(original.length / 2);
    expect(slim).toContain('__webpack_require__.consumesLoadingData = ');
    expect(slim).toContain('__webpack_require__.f.consumes = ');
    expect(slim).not.toContain('parseRange');
  });

  it.each([
    ['the copy already loaded, even when a higher version is offered', { lib: { '1.2.0': offered('page copy', 'shell', true), '1.9.0': offered('newer', 'mf_x') } }, 'page copy'],
    ['the highest version when none is loaded yet', { lib: { '1.2.0': offered('older', 'shell'), '1.10.0': offered('newest', 'mf_x'), '1.9.0': offered('newer', 'mf_y') } }, 'newest'],
    ['its own copy when the page offers none', {}, 'own copy'],
  ])('takes %s, as the bundler’s runtime does', async (_name, scope, expected) => {
    expect(await consume(slim, scope as Record<string, Record<string, Offered>>)).toBe(expected);
    expect(await consume(original, scope as Record<string, Record<string, Offered>>)).toBe(expected);
  });

  it('marks the chosen copy loaded, so a later, higher offer does not replace it', async () => {
    const scope = { lib: { '1.2.0': offered('first', 'shell') } };
    await consume(slim, scope);
    expect(scope.lib['1.2.0'].loaded).toBe(1);
  });

  it('fails the build for a shared module of another kind, naming the plugin', async () => {
    const strict = await bundlerRuntime({ lib: { singleton: true, strictVersion: true, requiredVersion: '^1.2.0' } });
    expect(() => slimConsumesRuntime(strict)).toThrow(/build\/consumesRuntime\.ts: a shared module is not a singleton/);
    const shared = await bundlerRuntime({ lib: { requiredVersion: '^1.2.0' } });
    expect(() => slimConsumesRuntime(shared)).toThrow(/not a singleton/);
    expect(() => slimConsumesRuntime('__webpack_require__.consumesLoadingData = {};')).toThrow(/has no "var parseRange = "/);
  }, 60_000);
});
