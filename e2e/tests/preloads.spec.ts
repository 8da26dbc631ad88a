import { expect, test } from '../support/fixtures';
import { shellApiFiles } from '../support/site';

// The HTML names every file the page's start-up needs (the shell's chunks, the route's remote entry and page, and
// the API where the page calls the server as it opens), so the browser fetches them all at once with the entry
// instead of one round trip after another; a start-up file the HTML does not name costs a visitor on a slow
// network a round trip each. What a page loads after its first render is not preloaded.
// Each page is checked once its heading is on screen; the preview page without a link shows its error text.
for (const [name, path, area, ready, apiAtStartup] of [
  ['home page', '/', 'downloader', 'h1', false],
  ['landing page', '/youtube-downloader', 'downloader', 'h1', false],
  ['blog', '/blog', 'content', 'h1', false],
  ['preview page', '/preview', 'preview', 'h1, h2, p', true],
] as const) {
  test(`the ${name}'s start-up scripts are all preloaded by its HTML`, async ({ page, site }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(site.url(path));
    await expect(page.locator(`main [data-remote-area="${area}"]`).locator(ready).first()).toBeVisible();
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // The shell's API singleton: the account menu (loaded when the page is idle) and the home page's form load it
    // after the first render; the preview page needs it to open.
    const apiFiles = await shellApiFiles(site);
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
