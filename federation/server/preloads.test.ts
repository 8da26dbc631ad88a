import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FALLBACK_DOMAIN_CONFIG, matchRoute, type DomainConfig, type RouteDef } from '@dl/contract';
import { routePreloads, shellLateShared, shellPreloads, type PreloadSource } from './preloads';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

const assets = (js: string[], css: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });

/** A shell and a downloader build folder, with manifests of the shape the federation plugin writes. */
function setup(): PreloadSource {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
  roots.push(root);
  const shellDir = path.join(root, 'shell');
  const downloaderDir = path.join(root, 'downloader');
  fs.mkdirSync(shellDir);
  fs.mkdirSync(downloaderDir);
  fs.writeFileSync(
    path.join(shellDir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'shell',
      metaData: {
        name: 'shell',
        remoteEntry: { name: '', path: '', type: 'global' },
        preload: { sharedFiles: { store: ['1.js', '2.js'], api: ['2.js', '3.js'] }, startup: ['boot.js', '1.js', '2.js'] },
      },
      shared: [{ name: 'store', assets: assets(['1.js', '2.js', '3.js', 'boot.js']) }],
      exposes: [],
    }),
  );
  fs.writeFileSync(
    path.join(downloaderDir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_downloader',
      metaData: { name: 'mf_downloader', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', preload: { lateShared: { './PreviewPage': ['api', 'store'] }, cssMarks: { 'home.css': 'mf_downloader:chunk-7' } } },
      exposes: [
        { name: 'HomePage', path: './HomePage', assets: assets(['930.js', 'home.js'], ['home.css']) },
        { name: 'PlatformPage', path: './PlatformPage', assets: assets(['849.js']) },
        { name: 'PreviewPage', path: './PreviewPage', assets: assets(['512.js']) },
      ],
    }),
  );
  return { shellDir, remoteDirs: { downloader: downloaderDir } };
}

const home = matchRoute('/')!.route;
const ORIGIN = 'http://site.test';

describe('preloads written into the page', () => {
  it("lists the shell's start-up files, not the shared singletons it loads later", () => {
    expect(shellPreloads(setup()).map((p) => p.href)).toEqual(['/boot.js', '/1.js', '/2.js']);
  });

  it("lists the route remote's manifest, remote entry and the exposed page's files", () => {
    const out = routePreloads(setup(), home, FALLBACK_DOMAIN_CONFIG, ORIGIN, new Map());
    expect(out).toEqual([
      { href: '/mf/downloader/mf-manifest.json', as: 'fetch' },
      { href: '/mf/downloader/remoteEntry.js', as: 'script' },
      // With the mark its build's CSS loading looks for: the page does not link the stylesheet a second time.
      { href: '/mf/downloader/home.css', as: 'style', mark: 'mf_downloader:chunk-7' },
      { href: '/mf/downloader/930.js', as: 'script' },
      { href: '/mf/downloader/home.js', as: 'script' },
    ]);
  });

  it("adds the shell's files of a singleton the page needs and the shell's start-up does not load", () => {
    const src = setup();
    const late = shellLateShared(src);
    expect([...late]).toEqual([['api', ['3.js']]]);
    // The downloader manifest above exposes './PreviewPage' too: a route to it, outside the contract, for this test.
    const preview = { ...home, expose: './PreviewPage' } as unknown as RouteDef;
    expect(routePreloads(src, preview, FALLBACK_DOMAIN_CONFIG, ORIGIN, late).slice(2)).toEqual([
      { href: '/mf/downloader/512.js', as: 'script' },
      { href: '/3.js', as: 'script' },
    ]);
    const platform: RouteDef = { ...home, area: 'downloader', expose: './PlatformPage', props: {} };
    expect(routePreloads(src, platform, FALLBACK_DOMAIN_CONFIG, ORIGIN, late).map((p) => p.href)).toEqual(['/mf/downloader/mf-manifest.json', '/mf/downloader/remoteEntry.js', '/mf/downloader/849.js']);
  });

  it('preloads the remote folder a staging domain points at, and nothing outside the mount', () => {
    const src = setup();
    const staged = path.join(src.remoteDirs.downloader!, 'next');
    fs.mkdirSync(staged);
    fs.copyFileSync(path.join(src.remoteDirs.downloader!, 'mf-manifest.json'), path.join(staged, 'mf-manifest.json'));
    const config = { ...FALLBACK_DOMAIN_CONFIG, remotes: { ...FALLBACK_DOMAIN_CONFIG.remotes, downloader: '/mf/downloader/next/mf-manifest.json' } } as DomainConfig;
    expect(routePreloads(src, home, config, ORIGIN, new Map()).map((p) => p.href).slice(0, 2)).toEqual(['/mf/downloader/next/mf-manifest.json', '/mf/downloader/next/remoteEntry.js']);
    const escape = { ...config, remotes: { ...config.remotes, downloader: '/mf/downloader/../../etc/mf-manifest.json' } } as DomainConfig;
    expect(routePreloads(src, home, escape, ORIGIN, new Map()).map((p) => p.as)).not.toContain('script');
  });

  it('preloads only the manifest of a remote on another origin, or when its manifest is missing or not a manifest', () => {
    const elsewhere = { ...FALLBACK_DOMAIN_CONFIG, remotes: { ...FALLBACK_DOMAIN_CONFIG.remotes, downloader: 'https://cdn.test/dl/mf-manifest.json' } } as DomainConfig;
    expect(routePreloads(setup(), home, elsewhere, ORIGIN, new Map())).toEqual([{ href: 'https://cdn.test/dl/mf-manifest.json', as: 'fetch' }]);
    expect(routePreloads({ shellDir: '/nowhere', remoteDirs: {} }, home, FALLBACK_DOMAIN_CONFIG, ORIGIN, new Map())).toEqual([{ href: '/mf/downloader/mf-manifest.json', as: 'fetch' }]);
    const src = setup();
    fs.writeFileSync(path.join(src.remoteDirs.downloader!, 'mf-manifest.json'), '{"not":"a manifest"}');
    fs.utimesSync(path.join(src.remoteDirs.downloader!, 'mf-manifest.json'), new Date(), new Date(Date.now() + 10_000));
    expect(routePreloads(src, home, FALLBACK_DOMAIN_CONFIG, ORIGIN, new Map())).toEqual([{ href: '/mf/downloader/mf-manifest.json', as: 'fetch' }]);
    expect(shellPreloads({ shellDir: '/nowhere', remoteDirs: {} })).toEqual([]);
  });

  it("links a new build's stylesheet, with its mark, from the first page after the folder was replaced (not seconds later)", () => {
    const src = setup();
    const file = path.join(src.remoteDirs.downloader!, 'mf-manifest.json');
    const sheets = () => routePreloads(src, home, FALLBACK_DOMAIN_CONFIG, ORIGIN, new Map()).filter((p) => p.as === 'style');
    expect(sheets()).toEqual([{ href: '/mf/downloader/home.css', as: 'style', mark: 'mf_downloader:chunk-7' }]);
    // The next build: its page's stylesheet in another file, in the same chunk (the mark the CSS loading trusts).
    const next = JSON.parse(fs.readFileSync(file, 'utf8'));
    next.metaData.preload.cssMarks = { 'home.2.css': 'mf_downloader:chunk-7' };
    next.exposes[0].assets = assets(['930.js', 'home.js'], ['home.2.css']);
    fs.writeFileSync(file, JSON.stringify(next));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(sheets()).toEqual([{ href: '/mf/downloader/home.2.css', as: 'style', mark: 'mf_downloader:chunk-7' }]);
  });

  it('preloads a remote configured by its entry as a script', () => {
    const byEntry = { ...FALLBACK_DOMAIN_CONFIG, remotes: { ...FALLBACK_DOMAIN_CONFIG.remotes, downloader: 'https://cdn.test/dl/remoteEntry.js' } } as DomainConfig;
    expect(routePreloads(setup(), home, byEntry, ORIGIN, new Map())).toEqual([{ href: 'https://cdn.test/dl/remoteEntry.js', as: 'script' }]);
  });
});
