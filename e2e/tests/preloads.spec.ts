import { expect, test } from '../support/fixtures';
import { shellApiFiles } from '../support/site';

// The HTML names every file the page's start-up needs (the shell's chunks, the route's remote entry and page, and
// nothing else: no page calls the server through the API as it opens), so the browser fetches them all at once with the entry
// instead of one round trip after another; a start-up file the HTML does not name costs a visitor on a slow
// network a round trip each. What a page loads after its first render is not preloaded.
// Each page is checked once its heading is on screen; the preview page without a link shows its error text.
for (const [name, path, area, ready] of [
  ['home page', '/', 'downloader', 'h1'],
  ['landing page', '/youtube-downloader', 'downloader', 'h1'],
  // An MP3 page's own code (its texts' maker) with the landing page's (issue #49).
  ['MP3 page', '/youtube-to-mp3', 'downloader', 'h1'],
  ['blog', '/blog', 'content', 'h1'],
  // The preview's calls load after its first render (issue #21): the API is not part of its start-up.
  ['preview page', '/preview', 'preview', 'h1, h2, p'],
] as const) {
  test(`the ${name}'s start-up scripts are all preloaded by its HTML`, async ({ page, site }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(site.url(path));
    await expect(page.locator(`main [data-remote-area="${area}"]`).locator(ready).first()).toBeVisible();
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // The shell's API singleton: the account menu (loaded when the page is idle), the home page's form and the
    // preview's calls load it after the first render.
    const apiFiles = await shellApiFiles(site);
    expect(apiFiles.length).toBeGreaterThan(0);
    // Loaded after the first render: the account menu, the service worker, the API, and the downloader's extraction code (fetched when the visitor starts typing).
    const later = (s: string) => s.startsWith('/mf/auth/') || s.startsWith('/sw') || apiFiles.includes(s);
    const startup = [...new Set(scripts)].filter((s) => !later(s));
    expect(startup.filter((s) => /^\/boot\.|^\/singletons\./.test(s))).toHaveLength(2);
    expect(startup.filter((s) => !preloaded.includes(s))).toEqual([]);
    expect(apiFiles.filter((f) => preloaded.includes(f))).toEqual([]);
  });
}

// A landing page's copy is data its first render waits for (issue #21): the HTML preloads it in the page's language,
// and the page takes the preloaded answers (one request each, no second fetch). An MP3 page's is its platform's
// catalog and the MP3 pages' catalog (issue #49).
for (const [path, files] of [
  ['/youtube-downloader', [/^\/mf\/downloader\/landing\/en\/youtube\.[0-9a-f]{8}\.json$/]],
  ['/es/vimeo-downloader', [/^\/mf\/downloader\/landing\/es\/vimeo\.[0-9a-f]{8}\.json$/]],
  ['/de/youtube-to-mp3', [/^\/mf\/downloader\/landing\/de\/youtube\.[0-9a-f]{8}\.json$/, /^\/mf\/downloader\/landing\/de\/mp3\.[0-9a-f]{8}\.json$/]],
] as const) {
  test(`${path}: its copy is preloaded by its HTML and fetched once`, async ({ page, site }) => {
    const copies: string[] = [];
    page.on('request', (r) => r.url().includes('/landing/') && copies.push(new URL(r.url()).pathname));
    await page.goto(site.url(path));
    await expect(page.locator('main [data-remote-area="downloader"] [data-platform]')).toBeVisible();
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const expected = files.map((file) => expect.stringMatching(file));
    expect(preloaded.filter((p) => p.includes('/landing/'))).toEqual(expected);
    // The app's first render (it waits for the copy) has taken the server-rendered page over.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('textbox', { name: /./ }).first()).toBeEditable();
    expect([...copies].sort()).toEqual([...preloaded.filter((p) => p.includes('/landing/'))].sort());
    expect(copies).toEqual(expect.arrayContaining(expected));
  });
}

// The API (RTK Query, the biggest script after React) is loaded for a visitor who uses it: a visitor without a
// session gets the account menu's Sign In and Sign Up without it, and the page loads it once the form is used.
test('a visitor without a session: the account menu comes without the API, which loads once the form is used', async ({ page, site }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto(site.url('/'));
  await expect(page.locator('.account-menu').getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const apiFiles = await shellApiFiles(site);
  expect(scripts.filter((s) => s.startsWith('/mf/auth/')).length).toBeGreaterThan(0);
  expect(scripts.filter((s) => apiFiles.includes(s))).toEqual([]);
  await page.getByRole('textbox', { name: /./ }).first().fill('https://vimeo.com/1');
  await expect.poll(() => scripts.filter((s) => apiFiles.includes(s)).length).toBeGreaterThan(0);
});
