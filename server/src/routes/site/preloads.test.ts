import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FALLBACK_DOMAIN_CONFIG, matchRoute, type DomainConfig } from '@dl/shared-config';
import { htmlAttributes, inlineConfigScript, preloadTags, stylesheetTags, visitorTheme } from '../../services/headTags';
import { routePreloads, shellLateShared, shellPreloads, type PreloadSource } from './preloads';

function setup(): PreloadSource {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
  const shellDir = path.join(root, 'shell');
  const downloaderDir = path.join(root, 'downloader');
  fs.mkdirSync(shellDir);
  fs.mkdirSync(downloaderDir);
  const assets = (js: string[], css: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });
  fs.writeFileSync(path.join(shellDir, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'store', assets: assets(['1.js', '2.js']) }, { name: 'api', assets: assets(['2.js', '3.js']) }], startup: assets(['boot.js', '1.js', '2.js']) }));
  fs.writeFileSync(
    path.join(downloaderDir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './HomePage', assets: assets(['930.js', 'home.js'], ['home.css']) },
        { path: './PlatformPage', assets: assets(['849.js']), requires: ['store'] },
        { path: './PreviewPage', assets: assets(['512.js']), requires: ['api', 'store'] },
      ],
    }),
  );
  return { shellDir, remoteDirs: { downloader: downloaderDir } };
}

const home = matchRoute('/')!.route;
const ORIGIN = 'http://site.test';

describe('start-up preloads written into the page', () => {
  it("lists the shell's start-up chunks, not the shared singletons it loads later", () => {
    expect(shellPreloads(setup()).map((p) => p.href)).toEqual(['/boot.js', '/1.js', '/2.js']);
  });

  it("lists every shared singleton's chunks once each for a shell whose manifest has no start-up list", () => {
    const src = setup();
    const file = path.join(src.shellDir, 'mf-manifest.json');
    const { startup: _startup, ...older } = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify(older));
    expect(shellPreloads(src).map((p) => p.href)).toEqual(['/1.js', '/2.js', '/3.js']);
  });

  it("lists the route remote's manifest, remote entry and the exposed page's chunks", () => {
    const out = routePreloads(setup(), home, FALLBACK_DOMAIN_CONFIG, ORIGIN, new Map());
    expect(out).toEqual([
      { href: '/mf/downloader/mf-manifest.json', as: 'fetch' },
      { href: '/mf/downloader/remoteEntry.js', as: 'script' },
      { href: '/mf/downloader/home.css', as: 'style' },
      { href: '/mf/downloader/930.js', as: 'script' },
      { href: '/mf/downloader/home.js', as: 'script' },
    ]);
  });

  it("adds the shell's files of a singleton the page needs and the shell's start-up does not load, once", () => {
    const src = setup();
    const preview = { ...home, expose: './PreviewPage' };
    expect(routePreloads(src, preview, FALLBACK_DOMAIN_CONFIG, ORIGIN, shellLateShared(src)).slice(2)).toEqual([
      { href: '/mf/downloader/512.js', as: 'script' },
      { href: '/3.js', as: 'script' },
    ]);
    const platform = { ...home, expose: './PlatformPage' };
    expect(routePreloads(src, platform, FALLBACK_DOMAIN_CONFIG, ORIGIN, shellLateShared(src)).map((p) => p.href)).not.toContain('/1.js');
  });

  it('preloads only the manifest of a remote on another origin, and nothing more when a manifest is missing', () => {
    const elsewhere = { ...FALLBACK_DOMAIN_CONFIG, remotes: { ...FALLBACK_DOMAIN_CONFIG.remotes, downloader: 'https://cdn.test/dl/mf-manifest.json' } } as DomainConfig;
    expect(routePreloads(setup(), home, elsewhere, ORIGIN, new Map())).toEqual([{ href: 'https://cdn.test/dl/mf-manifest.json', as: 'fetch' }]);
    expect(routePreloads({ shellDir: '/nowhere', remoteDirs: {} }, home, FALLBACK_DOMAIN_CONFIG, ORIGIN, new Map())).toEqual([{ href: '/mf/downloader/mf-manifest.json', as: 'fetch' }]);
    expect(shellPreloads({ shellDir: '/nowhere', remoteDirs: {} })).toEqual([]);
  });

  it('writes preload tags (crossorigin for fetches) and the configuration as a data block nothing can close', () => {
    expect(preloadTags([{ href: '/a.js', as: 'script' }, { href: '/a.js', as: 'script' }, { href: '/m.json', as: 'fetch' }])).toBe(
      '<link rel="preload" href="/a.js" as="script" fetchpriority="low"><link rel="preload" href="/m.json" as="fetch" crossorigin fetchpriority="low">',
    );
    const config = { ...FALLBACK_DOMAIN_CONFIG, branding: { ...FALLBACK_DOMAIN_CONFIG.branding, name: '</script><script>alert(1)</script>' } } as DomainConfig;
    const tag = inlineConfigScript(config);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = tag.replace(/^<script id="dl-domain-config" type="application\/json">/, '').replace(/<\/script>$/, '');
    expect((JSON.parse(json) as DomainConfig).branding.name).toBe('</script><script>alert(1)</script>');
  });

  it("writes the route's stylesheets as render-blocking links, once each", () => {
    expect(stylesheetTags(['/mf/downloader/home.css', '/mf/downloader/home.css', '/a"b.css'])).toBe(
      '<link rel="stylesheet" href="/mf/downloader/home.css"><link rel="stylesheet" href="/a&quot;b.css">',
    );
  });

  it("writes the brand colors on <html>, and the visitor's dark or light choice only where the domain has dark mode", () => {
    const attrs = htmlAttributes(FALLBACK_DOMAIN_CONFIG, visitorTheme(FALLBACK_DOMAIN_CONFIG, 'a=1; theme=dark'));
    expect(attrs).toContain(` style="--brand-primary:${FALLBACK_DOMAIN_CONFIG.branding.colors.primary};`);
    expect(attrs).toMatch(/ data-theme="dark"$/);
    expect(htmlAttributes(FALLBACK_DOMAIN_CONFIG, visitorTheme(FALLBACK_DOMAIN_CONFIG, undefined))).not.toContain('data-theme');
    const noDark = { ...FALLBACK_DOMAIN_CONFIG, features: { ...FALLBACK_DOMAIN_CONFIG.features, darkMode: false } } as DomainConfig;
    expect(visitorTheme(noDark, 'theme=dark')).toBeNull();
    // A value that is not a color never reaches the attribute (the configuration is validated; this is the last guard).
    const odd = { ...FALLBACK_DOMAIN_CONFIG, branding: { ...FALLBACK_DOMAIN_CONFIG.branding, colors: { ...FALLBACK_DOMAIN_CONFIG.branding.colors, text: 'red;}</style>' } } } as DomainConfig;
    expect(htmlAttributes(odd, null)).not.toMatch(/brand-text|<|\}/);
  });
});
