/**
 * The page's copy of a lean-shared package, chosen as the page starts (sharedPlan.ts), on real federation runtime
 * instances in jsdom: a shell offering a lean copy, remotes whose manifests state what they take, and remote entries
 * played by containers that offer their whole copy when initialised.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { reliabilityPlugin } from './plugins';
import { missingNames, planSharedCopies, setLeanCopies } from './sharedPlan';
import { singletonGuard } from './versionReport';

const PKG = 'r_router';
const LEAN = { version: '7.18.5+lean.abc', exports: ['Link', 'useLocation'] };

let warn: jest.SpyInstance;
let append: jest.SpyInstance;
/** Remote names whose entries fail to load. */
const down = new Set<string>();

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  down.clear();
  const real = document.head.appendChild.bind(document.head);
  // A remote entry's script: its container offers the remote's whole copy of PKG when the page initialises it.
  append = jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    real(node);
    if (!(node instanceof HTMLScriptElement)) return node;
    const name = new URL(node.src).pathname.split('/')[1];
    setTimeout(() => {
      if (down.has(name)) return node.onerror?.(new Event('error'));
      (window as unknown as Record<string, unknown>)[name] = {
        init: async (scope: Record<string, Record<string, unknown>>) => {
          scope[PKG] = { ...scope[PKG], '7.18.5': { version: '7.18.5', from: name, get: async () => () => ({ copy: `${name} whole` }), shareConfig: { singleton: true, requiredVersion: '^7.0.0' }, scope: ['default'] } };
        },
        get: async () => () => ({ default: name }),
      };
      node.onload?.(new Event('load'));
    }, 1);
    return node;
  });
});
afterEach(() => {
  warn.mockRestore();
  append.mockRestore();
  for (const key of Object.keys(window)) if (key.startsWith('r_')) delete (window as unknown as Record<string, unknown>)[key];
});

/** A shell instance offering the lean copy, with remotes at /<name>/remoteEntry.js behind manifests. */
function shell(remotes: string[]) {
  setLeanCopies({ [PKG]: LEAN });
  return createInstance({
    name: 'shell',
    remotes: remotes.map((name) => ({ name, entry: `https://cdn.test/${name}/mf-manifest.json` })),
    shared: { [PKG]: { version: LEAN.version, get: async () => () => ({ copy: 'shell lean' }), shareConfig: { singleton: true, requiredVersion: '^7.0.0' }, strategy: 'loaded-first' } },
    plugins: [reliabilityPlugin(), singletonGuard()],
  });
}

/** Serves each remote's manifest stating what it takes of PKG (undefined: a manifest that never arrives). */
function manifests(takes: Record<string, string[] | undefined>) {
  Object.assign(globalThis, {
    fetch: jest.fn((url: string) => {
      const name = new URL(url).pathname.split('/')[1];
      const names = takes[name];
      if (!names) return new Promise(() => undefined);
      const manifest = { name, metaData: { name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, usedExports: { [PKG]: names } } };
      return Promise.resolve({ ok: true, status: 200, text: async () => JSON.stringify(manifest) });
    }),
  });
}

const copyOf = async (mf: ReturnType<typeof shell>) => ((await mf.loadShare<{ copy: string }>(PKG)) as () => { copy: string })().copy;

describe('the names a build takes that the lean copy lacks', () => {
  it('are none for a build that takes a subset, the extra names otherwise, and all for a namespace import', () => {
    expect(missingNames(LEAN, ['Link'])).toEqual([]);
    expect(missingNames(LEAN, undefined)).toEqual([]);
    expect(missingNames(LEAN, ['Link', 'useResolvedPath', 'matchPath'])).toEqual(['useResolvedPath', 'matchPath']);
    expect(missingNames(LEAN, ['*'])).toEqual(['*']);
  });
});

describe("the page's copy of a lean-shared package", () => {
  it('is the lean copy when every remote takes only names it has, and no remote entry is loaded for it', async () => {
    const mf = shell(['r_a', 'r_b']);
    manifests({ r_a: ['Link'], r_b: ['Link', 'useLocation'] });
    await planSharedCopies(mf, 1000);
    expect(await copyOf(mf)).toBe('shell lean');
    expect(append).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("is a remote's whole copy when it takes a name the lean copy lacks, for every build, and the console says why", async () => {
    const mf = shell(['r_a', 'r_wide']);
    manifests({ r_a: ['Link'], r_wide: ['Link', 'useResolvedPath'] });
    await planSharedCopies(mf, 1000);
    expect(await copyOf(mf)).toBe('r_wide whole');
    expect(warn.mock.calls).toEqual([[`[federation] shared ${PKG}: r_wide takes useResolvedPath, which the shell's lean copy lacks; the page runs r_wide's whole copy (7.18.5).`]]);
    // A remote that takes the package later gets the same copy: one instance on the page.
    const remote = createInstance({ name: 'r_a', remotes: [], shared: { [PKG]: { version: '7.18.5', get: async () => () => ({ copy: 'r_a whole' }), shareConfig: { singleton: true, requiredVersion: '^7.0.0' }, strategy: 'loaded-first' } }, plugins: [singletonGuard()] });
    remote.initShareScopeMap('default', mf.shareScopeMap.default);
    expect(await copyOf(remote as ReturnType<typeof shell>)).toBe('r_wide whole');
  });

  it('stays lean, saying so, when the whole copy cannot be loaded or the manifests do not arrive in time', async () => {
    down.add('r_down');
    const a = shell(['r_down']);
    manifests({ r_down: ['matchPath'] });
    await planSharedCopies(a, 1000);
    expect(await copyOf(a)).toBe('shell lean');
    expect(warn.mock.calls.at(-1)?.[0]).toBe(`[federation] shared ${PKG}: r_down takes matchPath, which the shell's lean copy lacks, and its whole copy could not be loaded: r_down may fail.`);

    const b = shell(['r_slow']);
    manifests({ r_slow: undefined });
    await planSharedCopies(b, 50);
    expect(await copyOf(b)).toBe('shell lean');
    expect(warn.mock.calls.at(-1)?.[0]).toBe(`[federation] the remotes' manifests did not all arrive within 50 ms: the page runs the lean copies of ${PKG}.`);
  });
});
