import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { DEFAULT_DOMAIN, ROOT, startSite, type Site } from '../support/site';
import { startStaticServer } from '../support/staticServer';

// Sharing without lockstep: the shell's production build shares React Router lean (the names this repository's apps
// take). A downloader remote built by another team that takes names the lean copy lacks (the fixture in
// e2e/fixtures/wide-router, served from a second origin standing for a CDN) still renders, inside the page's one
// router: the page runs that remote's whole copy instead, for every build, and says so in the console.
const LEAN_LACKS = "[federation] shared react-router-dom: mf_downloader takes matchPath, useInRouterContext, useResolvedPath, which the shell's lean copy lacks; the page runs mf_downloader's whole copy";

/**
 * The versions of react-router-dom the page has loaded, as the federation runtime's share scope records them: the
 * shell offers only its lean copy (`<version>+lean.<hash>`), so a plain version is a remote's whole copy.
 */
async function routerCopies(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: unknown; version: string };
    const fed = (window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, Entry>>> }[] } }).__FEDERATION__;
    const shell = fed.__INSTANCES__.find((i) => i.name === 'shell')!;
    return Object.values(shell.shareScopeMap.default['react-router-dom'] ?? {})
      .filter((e) => e.loaded || e.lib)
      .map((e) => e.version);
  });
}

let site: Site;
let cdn: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  cdn = await startStaticServer(path.join(ROOT, 'e2e', 'fixtures', 'wide-router', 'dist'));
  site = await startSite({ default: DEFAULT_DOMAIN, 'wide.localhost': { remotes: { downloader: `${cdn.origin}/mf-manifest.json` } } });
});
test.afterAll(async () => {
  await site.stop();
  await cdn.close();
});

test("a remote that takes router exports the shell's copy lacks renders inside the page's one router", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(site.url('/', 'wide.localhost'));
  const area = page.locator('main [data-remote-area="downloader"]');
  await expect(area.locator('h1')).toHaveText('A remote with more of React Router');
  // Its hooks read the page's router: the shell's BrowserRouter and this remote's hooks are one instance.
  await expect(area.getByTestId('router-facts')).toHaveText("in the page's router: yes; at /; resolves to /help-center; matched first-post");
  expect(warnings.filter((w) => w.startsWith(LEAN_LACKS))).toHaveLength(1);
  expect(await routerCopies(page)).toEqual([expect.stringMatching(/^7\.\d+\.\d+$/)]);
  // The shell's own navigation runs on the same copy: a footer link, then the remote's link, then back.
  await page.locator('footer.footer').getByRole('link', { name: 'Help Center' }).first().click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.locator('main [data-remote-area="content"] h1')).toBeVisible();
  await page.goBack();
  await expect(area.getByTestId('router-facts')).toContainText("in the page's router: yes");
  await area.getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.locator('main [data-remote-area="content"] h1')).toBeVisible();
  expect(errors).toEqual([]);
});

test("the default domain's remotes fit the lean copy: the page runs it and reports nothing", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(site.url('/'));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toHaveText('Download Videos & Audio from Any Platform');
  await page.waitForLoadState('networkidle');
  expect(warnings.filter((w) => w.startsWith('[federation]'))).toEqual([]);
  expect(await routerCopies(page)).toEqual([expect.stringMatching(/^7\.\d+\.\d+\+lean\.[0-9a-f]{8}$/)]);
});
