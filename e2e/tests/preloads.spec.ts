import { expect, test } from '../support/fixtures';

// The HTML names every file the page's start-up needs (the shell's chunks, the route's remote entry and page),
// so the browser fetches them all at once with the entry instead of one round trip after another; a start-up
// file the HTML does not name costs a visitor on a slow network a round trip each.
for (const [name, path, area] of [
  ['home page', '/', 'downloader'],
  ['landing page', '/youtube-downloader', 'downloader'],
  ['blog', '/blog', 'content'],
] as const) {
  test(`the ${name}'s start-up scripts are all preloaded by its HTML`, async ({ page, site }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(site.url(path));
    await expect(page.locator(`main [data-remote-area="${area}"] h1`)).toBeVisible();
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // After the first render come the account menu (when the page is idle) and the API it and the download form
    // use (the shell's API singleton, fetched by them); everything else is start-up.
    const manifest = (await (await fetch(site.url('/mf-manifest.json'))).json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[]; startup: { js: { sync: string[] } } };
    const apiFiles = manifest.shared.find((s) => s.name === '@dl/shared-config/api')!.assets.js.sync.filter((f) => !manifest.startup.js.sync.includes(f));
    expect(apiFiles.length).toBeGreaterThan(0);
    const later = (s: string) => s.startsWith('/mf/auth/') || s.startsWith('/sw') || apiFiles.includes(s.slice(1));
    const startup = [...new Set(scripts)].filter((s) => !later(s));
    expect(preloaded.filter((s) => apiFiles.includes(s.slice(1)))).toEqual([]);
    expect(startup.filter((s) => /^\/boot\.|^\/singletons\./.test(s))).toHaveLength(2);
    expect(startup.filter((s) => !preloaded.includes(s))).toEqual([]);
  });
}
