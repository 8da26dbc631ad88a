/**
 * The shell's runtime plugins on a real federation runtime instance (@module-federation/runtime-core), in jsdom: the
 * remote entries' "network" is played by a spy on the script elements the runtime appends, and manifests by fetch.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteEntryUrl } from './manifest';
import { LOAD_TIMEOUT_MS, RETRY_DELAY_MS } from './loading';
import { reliabilityPlugin } from './plugins';
import { mismatchLine, runtimeMismatchLine, singletonGuard } from './versionReport';

type Behaviour = 'ok' | 'fail' | 'stall';
/** What the next loads of each entry URL do, in order; the last one repeats. */
const plans = new Map<string, Behaviour[]>();
const loads: string[] = [];
/** What the next `get` of an exposed module does per remote: 'fail' stands for a page chunk that did not arrive. */
const getPlans = new Map<string, ('ok' | 'fail')[]>();
let append: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  // The runtime logs each failed load as it happens; what a test checks is what the load does.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  plans.clear();
  getPlans.clear();
  loads.length = 0;
  const real = document.head.appendChild.bind(document.head);
  append = jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    real(node); // jsdom does not fetch it: what the "network" does is played below
    if (!(node instanceof HTMLScriptElement)) return node;
    const src = node.src;
    loads.push(src);
    const plan = plans.get(src) ?? ['ok'];
    const what = plan.length > 1 ? plan.shift()! : plan[0];
    const global = new URL(src).pathname.split('/')[1];
    setTimeout(() => {
      if (what === 'ok') {
        (window as unknown as Record<string, unknown>)[global] = {
          init: jest.fn(async () => undefined),
          get: jest.fn(async (expose: string) => {
            const p = getPlans.get(global);
            if (p && p.length && p.shift() === 'fail') throw new Error(`Loading chunk of ${expose} failed.`);
            return () => ({ default: `${global} ${expose}` });
          }),
        };
        node.onload?.(new Event('load'));
      } else if (what === 'fail') node.onerror?.(new Event('error'));
    }, 1);
    return node;
  });
});
afterEach(() => {
  append.mockRestore();
  warn.mockRestore();
  jest.useRealTimers();
  for (const key of Object.keys(window)) if (key.startsWith('r_')) delete (window as unknown as Record<string, unknown>)[key];
});

/** A host instance with the reliability plugin; each test uses remotes of its own names. */
function host(remotes: { name: string; entry: string }[]) {
  return createInstance({ name: `host_${Math.random().toString(36).slice(2)}`, remotes, shared: {}, plugins: [reliabilityPlugin()] });
}
const entry = (name: string) => `https://cdn.test/${name}/remoteEntry.js`;

describe("a remote's entry, read from its manifest", () => {
  it('sits beside the manifest when the public path is automatic, under the manifest’s entry path', () => {
    const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    expect(remoteEntryUrl('https://cdn.test/dl/v2/mf-manifest.json', manifest)).toBe('https://cdn.test/dl/v2/remoteEntry.js');
    const nested = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: 'js/' } } };
    expect(remoteEntryUrl('http://site.test/mf/preview/mf-manifest.json', nested)).toBe('http://site.test/mf/preview/js/remoteEntry.js');
  });

  it('follows an explicit public path, and fails with the manifest’s address when it names no entry', () => {
    expect(remoteEntryUrl('https://config.test/auth.json', { metaData: { publicPath: 'https://static.test/auth/', remoteEntry: { name: 'remoteEntry.js' } } })).toBe('https://static.test/auth/remoteEntry.js');
    expect(() => remoteEntryUrl('https://cdn.test/x/mf-manifest.json', { metaData: {} })).toThrow('The manifest https://cdn.test/x/mf-manifest.json names no remote entry.');
  });
});

describe('loading a remote through the runtime', () => {
  it('loads one entry for concurrent uses of two modules', async () => {
    const mf = host([{ name: 'r_once', entry: entry('r_once') }]);
    const [a, b] = await Promise.all([mf.loadRemote<{ default: string }>('r_once/HomePage'), mf.loadRemote<{ default: string }>('r_once/PlatformPage')]);
    expect([a?.default, b?.default]).toEqual(['r_once ./HomePage', 'r_once ./PlatformPage']);
    expect(loads).toEqual([entry('r_once')]);
  });

  it('tries a failing entry twice more, then fails; the next use (Retry) loads it anew', async () => {
    plans.set(entry('r_flaky'), ['fail', 'fail', 'fail', 'ok']);
    const mf = host([{ name: 'r_flaky', entry: entry('r_flaky') }]);
    await expect(mf.loadRemote('r_flaky/HomePage')).rejects.toThrow(/r_flaky/);
    expect(loads).toHaveLength(3);
    await expect(mf.loadRemote<{ default: string }>('r_flaky/HomePage')).resolves.toEqual({ default: 'r_flaky ./HomePage' });
    expect(loads).toHaveLength(4);
  });

  it('gives up on an entry that never arrives after three tries of 15 s, so the area can show its error panel', async () => {
    jest.useFakeTimers();
    plans.set(entry('r_stalled'), ['stall']);
    const mf = host([{ name: 'r_stalled', entry: entry('r_stalled') }]);
    const failed = expect(mf.loadRemote('r_stalled/HomePage')).rejects.toThrow(/r_stalled/);
    await jest.advanceTimersByTimeAsync(3 * LOAD_TIMEOUT_MS + 2 * RETRY_DELAY_MS + 100);
    await failed;
    expect(loads).toHaveLength(3);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("loads an exposed module again when its files failed after the entry loaded, without loading the entry again", async () => {
    getPlans.set('r_chunk', ['fail', 'ok']);
    const mf = host([{ name: 'r_chunk', entry: entry('r_chunk') }]);
    await expect(mf.loadRemote<{ default: string }>('r_chunk/HomePage')).resolves.toEqual({ default: 'r_chunk ./HomePage' });
    expect(loads).toEqual([entry('r_chunk')]);
    getPlans.set('r_chunk', ['fail', 'fail', 'fail', 'ok']);
    await expect(mf.loadRemote('r_chunk/PlatformPage')).rejects.toThrow('Loading chunk of ./PlatformPage failed.');
    await expect(mf.loadRemote<{ default: string }>('r_chunk/PlatformPage')).resolves.toEqual({ default: 'r_chunk ./PlatformPage' });
  });

  it('reads the entry from the manifest once, tries a failed manifest again, and reads it anew after it failed for good', async () => {
    const manifestUrl = 'https://cdn.test/r_manifest/v2/mf-manifest.json';
    const manifest = JSON.stringify({ name: 'r_manifest', metaData: { name: 'r_manifest', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } });
    const answers = [503, 503, 503, 200, 200];
    const fetchMock = jest.fn(async () => {
      const status = answers.shift() ?? 200;
      return { ok: status === 200, status, text: async () => manifest };
    });
    Object.assign(globalThis, { fetch: fetchMock });
    const mf = host([{ name: 'r_manifest', entry: manifestUrl }]);
    await expect(mf.loadRemote('r_manifest/HomePage')).rejects.toThrow(`The manifest ${manifestUrl} answered HTTP 503.`);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(loads).toEqual([]);
    await mf.loadRemote('r_manifest/HomePage');
    await mf.loadRemote('r_manifest/PlatformPage');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(loads).toEqual(['https://cdn.test/r_manifest/v2/remoteEntry.js']);
  });

  it('refuses an answer that is not a manifest, naming its address', async () => {
    const url = 'https://cdn.test/r_notjson/mf-manifest.json';
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, text: async () => '<html>oops</html>' })) });
    const mf = host([{ name: 'r_notjson', entry: url }]);
    await expect(mf.loadRemote('r_notjson/HomePage')).rejects.toThrow(`${url} is not JSON.`);
  });
});

describe('the version report', () => {
  it('names the package, the build, its version and the one the page runs', () => {
    expect(mismatchLine('react/jsx-runtime', 'mf_downloader', '19.0.0', '19.3.1', 'shell')).toBe(
      '[federation] shared singleton react: mf_downloader was built with 19.0.0, the page runs 19.3.1 (from shell); keeping 19.3.1.',
    );
    expect(mismatchLine('react', 'mf_downloader', '19.3.1', '19.3.1', 'shell')).toBeNull();
    expect(mismatchLine('react', 'shell', '19.0.0', '19.3.1', 'shell')).toBeNull();
  });

  it("reports a remote built with another federation runtime than the page's, which it runs on", async () => {
    expect(runtimeMismatchLine('mf_downloader', '2.9.2', '2.9.3')).toBe(
      "[federation] runtime: mf_downloader was built with @module-federation 2.9.2, the page runs 2.9.3 (the shell's); keeping 2.9.3.",
    );
    expect(runtimeMismatchLine('mf_downloader', '2.9.3', '2.9.3')).toBeNull();
    expect(runtimeMismatchLine('mf_downloader', undefined, '2.9.3')).toBeNull();
    const url = 'https://cdn.test/r_oldrt/mf-manifest.json';
    const manifest = { name: 'r_oldrt', metaData: { name: 'r_oldrt', publicPath: 'auto', pluginVersion: '2.0.0', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(manifest) })) });
    const mf = host([{ name: 'r_oldrt', entry: url }]);
    await mf.loadRemote('r_oldrt/HomePage');
    expect(warn.mock.calls.map(([l]) => String(l)).filter((l) => l.startsWith('[federation] runtime'))).toEqual([
      `[federation] runtime: r_oldrt was built with @module-federation 2.0.0, the page runs ${mf.version} (the shell's); keeping ${mf.version}.`,
    ]);
  });

  it("reports once when a build takes the page's loaded singleton in another version, and keeps the loaded one", async () => {
    {
      const page = { lib: () => ({ which: 'page' }), loaded: true };
      const shell = createInstance({ name: 'shell_v', remotes: [], shared: { r_lib: { version: '19.3.1', ...page, shareConfig: { singleton: true, requiredVersion: '^19.0.0' } } }, plugins: [singletonGuard()] });
      const mod = await shell.loadShare<{ which: string }>('r_lib');
      const remote = createInstance({
        name: 'mf_remote_v',
        remotes: [],
        shared: { r_lib: { version: '19.0.0', lib: () => ({ which: 'remote' }), shareConfig: { singleton: true, requiredVersion: '^19.0.0' } } },
        plugins: [singletonGuard()],
      });
      remote.initShareScopeMap('default', shell.shareScopeMap.default);
      const taken = await remote.loadShare<{ which: string }>('r_lib');
      const again = await remote.loadShare<{ which: string }>('r_lib');
      expect(mod && mod()?.which).toBe('page');
      expect(taken && taken()?.which).toBe('page');
      expect(again && again()?.which).toBe('page');
      expect(warn.mock.calls.filter(([l]) => String(l).startsWith('[federation]'))).toEqual([
        ['[federation] shared singleton r_lib: mf_remote_v was built with 19.0.0, the page runs 19.3.1 (from shell_v); keeping 19.3.1.'],
      ]);
    }
  });
});
