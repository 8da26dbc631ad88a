import { FALLBACK_DOMAIN_CONFIG, type DomainConfig } from '@dl/contract';
import { htmlAttributes, inlineConfigScript, preloadTags, stylesheetTags, visitorTheme } from './headTags';

describe('tags written into the page head', () => {
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

  it("writes the route's stylesheets as render-blocking links, once each, with their build's mark", () => {
    expect(stylesheetTags([{ href: '/mf/downloader/home.css', mark: 'mf_downloader:chunk-7' }, { href: '/mf/downloader/home.css' }, { href: '/a"b.css' }])).toBe(
      '<link rel="stylesheet" href="/mf/downloader/home.css" data-rspack="mf_downloader:chunk-7"><link rel="stylesheet" href="/a&quot;b.css">',
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
