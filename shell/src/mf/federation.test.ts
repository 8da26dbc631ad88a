import { entryFromManifest, loadRemote, LOAD_TIMEOUT_MS, registerRemotes, RETRY_DELAY_MS, versionMismatches, type ShareScope } from './federation';

const get = async () => () => ({});

describe("a remote's entry, read from its manifest", () => {
  it('sits beside the manifest when the public path is automatic, under the manifest’s entry path', () => {
    const manifest = { metaData: { globalName: 'mf_downloader', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } };
    expect(entryFromManifest('https://cdn.test/dl/v2/mf-manifest.json', manifest, 'mf_downloader')).toEqual({
      script: 'https://cdn.test/dl/v2/remoteEntry.js',
      global: 'mf_downloader',
    });
    const nested = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: 'js/' } } };
    expect(entryFromManifest('http://site.test/mf/preview/mf-manifest.json', nested, 'mf_preview').script).toBe('http://site.test/mf/preview/js/remoteEntry.js');
  });

  it('follows an explicit public path, and takes the remote’s name when the manifest names no global', () => {
    const manifest = { metaData: { publicPath: 'https://static.test/auth/', remoteEntry: { name: 'remoteEntry.js' } } };
    expect(entryFromManifest('https://config.test/auth.json', manifest, 'mf_auth')).toEqual({ script: 'https://static.test/auth/remoteEntry.js', global: 'mf_auth' });
  });

  it('fails with the manifest’s address when it names no entry', () => {
    expect(() => entryFromManifest('https://cdn.test/x/mf-manifest.json', { metaData: {} }, 'mf_x')).toThrow('The manifest https://cdn.test/x/mf-manifest.json names no remote entry.');
  });
});

describe('shared singleton version mismatches', () => {
  const scope = (): ShareScope => ({
    react: { '19.3.1': { get, loaded: 1, from: 'shell' }, '19.0.0': { get, from: 'mf_downloader' } },
    'react-dom': { '19.3.1': { get, loaded: 1, from: 'shell' } },
    'react-redux': { '9.3.1': { get, from: 'shell' }, '9.2.0': { get, from: 'mf_downloader' } },
  });

  it('names the package, the remote’s version and the one the page runs', () => {
    expect(versionMismatches(scope(), 'mf_downloader')).toEqual([
      '[federation] shared singleton react: mf_downloader was built with 19.0.0, the page runs 19.3.1 (from shell); keeping 19.3.1.',
    ]);
  });

  it('says nothing for another remote, or for a package the page has not loaded yet', () => {
    expect(versionMismatches(scope(), 'mf_auth')).toEqual([]);
    const s = scope();
    delete s.react;
    expect(versionMismatches(s, 'mf_downloader')).toEqual([]);
  });
});

describe('loading a remote', () => {
  type Behaviour = 'ok' | 'fail' | 'stall';
  /** What the next loads of each entry URL do, in order; the last one repeats. */
  const plans = new Map<string, Behaviour[]>();
  const loads: string[] = [];
  const containers: { get: jest.Mock; init: jest.Mock }[] = [];
  let append: jest.SpyInstance;

  beforeEach(() => {
    plans.clear();
    loads.length = 0;
    containers.length = 0;
    Object.assign(globalThis, { __webpack_init_sharing__: jest.fn(async () => undefined), __webpack_share_scopes__: { default: {} } });
    const real = document.head.appendChild.bind(document.head);
    append = jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      real(node); // jsdom does not fetch it: what the "network" does is played below
      if (!(node instanceof HTMLScriptElement)) return node;
      const src = node.src;
      loads.push(src);
      const plan = plans.get(src) ?? ['ok'];
      const what = plan.length > 1 ? plan.shift()! : plan[0];
      const global = new URL(src).searchParams.get('global')!;
      setTimeout(() => {
        if (what === 'ok') {
          const c = { init: jest.fn(), get: jest.fn(async (m: string) => () => ({ default: `${global} ${m}` })) };
          containers.push(c);
          (window as unknown as Record<string, unknown>)[global] = c;
          node.onload?.(new Event('load'));
        } else if (what === 'fail') node.onerror?.(new Event('error'));
      }, 1);
      return node;
    });
  });
  afterEach(() => {
    append.mockRestore();
    jest.useRealTimers();
  });

  // Each test registers remotes of its own names: the loader keeps its registrations for the page's life.
  const entry = (name: string) => `https://cdn.test/${name}/remoteEntry.js?global=${name}`;

  it('loads one entry for concurrent uses and keeps the container when registered again', async () => {
    registerRemotes([{ name: 'r_once', entry: entry('r_once') }]);
    const [a, b] = await Promise.all([loadRemote<{ default: string }>('r_once/HomePage'), loadRemote<{ default: string }>('r_once/PlatformPage')]);
    expect([a?.default, b?.default]).toEqual(['r_once ./HomePage', 'r_once ./PlatformPage']);
    registerRemotes([{ name: 'r_once', entry: entry('r_once') }]);
    await loadRemote('r_once/HomePage');
    expect(loads).toEqual([entry('r_once')]);
    expect(containers[0].init).toHaveBeenCalledTimes(1);
  });

  it('tries a failing entry twice more, then fails; the next use loads it anew', async () => {
    plans.set(entry('r_flaky'), ['fail', 'fail', 'fail', 'ok']);
    registerRemotes([{ name: 'r_flaky', entry: entry('r_flaky') }]);
    await expect(loadRemote('r_flaky/HomePage')).rejects.toThrow(`The remote entry ${entry('r_flaky')} could not be loaded.`);
    expect(loads).toHaveLength(3);
    await expect(loadRemote<{ default: string }>('r_flaky/HomePage')).resolves.toEqual({ default: 'r_flaky ./HomePage' });
    expect(loads).toHaveLength(4);
  });

  it('gives up on an entry that never arrives, so the area can show its error panel', async () => {
    jest.useFakeTimers();
    plans.set(entry('r_stalled'), ['stall']);
    registerRemotes([{ name: 'r_stalled', entry: entry('r_stalled') }]);
    const load = loadRemote('r_stalled/HomePage');
    const failed = expect(load).rejects.toThrow(`The remote entry ${entry('r_stalled')} did not arrive in time.`);
    await jest.advanceTimersByTimeAsync(3 * LOAD_TIMEOUT_MS + 2 * RETRY_DELAY_MS);
    await failed;
    expect(loads).toHaveLength(3);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('reads the entry from the manifest and reports a singleton built against another version once, one line per package', async () => {
    const manifestUrl = 'https://cdn.test/r_manifest/mf-manifest.json';
    const script = `https://cdn.test/r_manifest/remoteEntry.js?global=r_manifest`;
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ metaData: { globalName: 'r_manifest', remoteEntry: { name: 'remoteEntry.js?global=r_manifest', path: '' } } }) }));
    Object.assign(globalThis, { fetch: fetchMock });
    (globalThis as unknown as { __webpack_share_scopes__: { default: ShareScope } }).__webpack_share_scopes__.default = {
      react: { '19.3.1': { get, loaded: 1, from: 'shell' }, '19.0.0': { get, from: 'r_manifest' } },
      'react/jsx-runtime': { '19.3.1': { get, loaded: 1, from: 'shell' }, '19.0.0': { get, from: 'r_manifest' } },
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      registerRemotes([{ name: 'r_manifest', entry: manifestUrl }]);
      await loadRemote('r_manifest/HomePage');
      await loadRemote('r_manifest/PlatformPage');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(loads).toEqual([script]);
      expect(warn.mock.calls).toEqual([['[federation] shared singleton react: r_manifest was built with 19.0.0, the page runs 19.3.1 (from shell); keeping 19.3.1.']]);
    } finally {
      warn.mockRestore();
    }
  });
});
