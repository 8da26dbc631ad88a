import { INLINE_CONFIG_ID, PLATFORMS, ROUTES, type RemoteArea } from '@dl/shared-config';
import { expect, test } from '../support/fixtures';
import { shellApiFiles } from '../support/site';

const AREA_OF_MAIN = (area: RemoteArea) => `main [data-remote-area="${area}"]`;

/** Every top-level route of SPEC §2 and one alias per platform, with the area that must render it. */
const pages: [string, RemoteArea][] = [
  ...ROUTES.map((r) => [r.path.replace(':id', 'how-to-download-youtube-videos').replace(':shortId', 'Abc123'), r.area] as [string, RemoteArea]),
  ...PLATFORMS.map((p) => [p.aliases[0], 'downloader'] as [string, RemoteArea]),
];

test.describe('the composed site', () => {
  for (const [path, area] of pages) {
    test(`${path} renders the ${area} area`, async ({ page, site }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(site.url(path));
      const region = page.locator(AREA_OF_MAIN(area));
      await expect(region.locator('h1, h2, [role="alert"], p').first()).toBeVisible();
      await expect(page.locator('[data-testid^="area-error"]')).toHaveCount(0);
      await expect(page.locator('header.topnav')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the page renders from the configuration the server wrote into it, without asking /api/domain-config', async ({ page, site }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/domain-config') asked.push(r.url());
    });
    await page.goto(site.url('/'));
    await expect(page.locator(AREA_OF_MAIN('downloader')).locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // The block is read once and removed from the page.
    await expect(page.locator('#dl-domain-config')).toHaveCount(0);
  });

  // A page without its configuration (a static host, an older server): the shell asks the API, whose code it
  // loads for that; if even that code cannot be loaded, the built-in configuration is used, never a blank page.
  for (const apiCode of ['loads', 'fails'] as const) {
    test(`a page served without its configuration asks /api/domain-config; the API's code ${apiCode}`, async ({ page, site }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const apiFiles = await shellApiFiles(site);
      let stripped = false;
      await page.route((u) => u.pathname === '/', async (route) => {
        const res = await route.fetch();
        const html = await res.text();
        const body = html.replace(new RegExp(`<script[^>]*id="${INLINE_CONFIG_ID}"[^>]*>[\\s\\S]*?</script>`), '');
        stripped = body !== html;
        await route.fulfill({ response: res, body });
      });
      if (apiCode === 'fails') await page.route((u) => apiFiles.includes(u.pathname), (route) => route.abort());
      const asked: string[] = [];
      page.on('request', (r) => new URL(r.url()).pathname === '/api/domain-config' && asked.push(r.url()));
      await page.goto(site.url('/'));
      await expect(page.locator(AREA_OF_MAIN('downloader')).locator('h1')).toBeVisible();
      await expect(page.locator('header.topnav')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(stripped).toBe(true);
      expect(asked).toHaveLength(apiCode === 'loads' ? 1 : 0);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path shows the 404 page with status 404', async ({ page, site }) => {
    const res = await page.goto(site.url('/no-such-page-here'));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('link', { name: 'Go to the downloader' }).click();
    await expect(page.locator(AREA_OF_MAIN('downloader')).locator('h1')).toBeVisible();
  });

  test('a remote whose files are missing shows its error panel with Retry; the rest of the site works', async ({ page, site }) => {
    await page.goto(site.url('/blog', 'broken.localhost'));
    const panel = page.getByTestId('area-error-content');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('header.topnav')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    // Retry tries again; the files are still missing, so the panel comes back rather than a blank page.
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('area-error-content')).toBeVisible({ timeout: 20_000 });
    // The other areas still work, reached through the shell's own navigation.
    await page.locator('header.topnav a.brand').click();
    await expect(page.locator(AREA_OF_MAIN('downloader')).locator('h1')).toBeVisible();
    await page.goto(site.url('/preview', 'broken.localhost'));
    await expect(page.locator(AREA_OF_MAIN('preview')).locator('h1, h2, [role="alert"], p').first()).toBeVisible();
  });

  test('another domain gets its own branding and one remote from a second build, with no rebuild of the shell', async ({ page, site, cdn }) => {
    await page.goto(site.url('/', 'staging.localhost'));
    await expect(page.locator(AREA_OF_MAIN('downloader')).locator('h1')).toBeVisible();
    await expect(page.locator('header .brand-name')).toHaveText('Staging Grab');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());
    expect(primary).toBe('#e11d48');
    expect(cdn.requests).toContain('/mf-manifest.json');
    expect(cdn.requests.some((r) => /remoteEntry|__federation_expose_HomePage/.test(r))).toBe(true);
    const manifest = await (await fetch(`${cdn.origin}/mf-manifest.json`)).json();
    expect(manifest.metaData.buildInfo.buildVersion).toMatch(/\+staging$/);

    // The default domain keeps its production build, served by the site itself. (The staging page first finishes
    // what it loads after its first render: the extraction code, fetched when the input takes the focus.)
    await page.waitForLoadState('networkidle');
    const before = cdn.requests.length;
    const own: string[] = [];
    page.on('request', (r) => own.push(r.url()));
    await page.goto(site.url('/'));
    await expect(page.locator(AREA_OF_MAIN('downloader')).locator('h1')).toBeVisible();
    await expect(page.locator('header .brand-name')).not.toHaveText('Staging Grab');
    expect(cdn.requests.length).toBe(before);
    expect(own.some((u) => u.endsWith('/mf/downloader/mf-manifest.json'))).toBe(true);
  });
});
