import { expect, test } from '../support/fixtures';

// The HTML names every file the page's start-up needs (the shell's chunks, the route's remote entry and page, and
// the API where the page calls the server as it opens), so the browser fetches them all at once with the entry
// instead of one round trip after another; a start-up file the HTML does not name costs a visitor on a slow
// network a round trip each. What a page loads after its first render is not preloaded.
for (const [name, path, area, apiAtStartup] of [
  ['home page', '/', 'downloader', false],
  ['landing page', '/youtube-downloader', 'downloader', false],
  ['blog', '/blog', 'content', false],
  ['preview page', '/preview', 'preview', true],
] as const) {
  test(`the ${name}'s start-up scripts are all preloaded by its HTML`, async ({ page, site }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(site.url(path));
    await expect(page.locator(`main [data-remote-area="${area}"]`).locator('h1, h2, p').first()).toBeVisible();
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // The shell's API singleton: the account menu (loaded when the page is idle) and the home page's form load it
    // after the first render; the preview page needs it to open.
    const manifest = (await (await fetch(site.url('/mf-manifest.json'))).json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[]; startup: { js: { sync: string[] } } };
    const apiFiles = manifest.shared.find((s) => s.name === '@dl/shared-config/api')!.assets.js.sync.filter((f) => !manifest.startup.js.sync.includes(f)).map((f) => `/${f}`);
    expect(apiFiles.length).toBeGreaterThan(0);
    // Loaded after the first render: the account menu, the service worker, the API where the page does not need
    // it, and the downloader's extraction code (fetched when the visitor starts typing).
    const later = (s: string) => s.startsWith('/mf/auth/') || s.startsWith('/sw') || (!apiAtStartup && apiFiles.includes(s));
    const startup = [...new Set(scripts)].filter((s) => !later(s));
    expect(startup.filter((s) => /^\/boot\.|^\/singletons\./.test(s))).toHaveLength(2);
    expect(startup.filter((s) => !preloaded.includes(s))).toEqual([]);
    expect(apiFiles.filter((f) => preloaded.includes(f))).toEqual(apiAtStartup ? apiFiles : []);
  });
}
