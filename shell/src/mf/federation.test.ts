import { entryFromManifest, versionMismatches, type ShareScope } from './federation';

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
