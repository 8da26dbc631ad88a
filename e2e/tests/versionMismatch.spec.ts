import path from 'node:path';
import { test, expect } from '@playwright/test';
import { DEFAULT_DOMAIN, ROOT, startSite, type Site } from '../support/site';
import { startStaticServer } from '../support/staticServer';

// A remote built against another version of a shared singleton: the console says so, with both versions,
// and the site keeps working on the page's own copy.
let site: Site;
let cdn: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  cdn = await startStaticServer(path.join(ROOT, 'mf-downloader', 'dist-mismatch'));
  site = await startSite({ default: DEFAULT_DOMAIN, 'mismatch.localhost': { remotes: { downloader: `${cdn.origin}/mf-manifest.json` } } });
});
test.afterAll(async () => {
  await site.stop();
  await cdn.close();
});

test('a shared singleton version mismatch is reported with both versions and the page keeps working', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(site.url('/', 'mismatch.localhost'));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toHaveText('Download Videos & Audio from Any Platform');
  expect(cdn.requests).toContain('/mf-manifest.json');
  const report = warnings.find((w) => w.startsWith('[federation] shared singleton react:'));
  expect(report).toMatch(/^\[federation\] shared singleton react: mf_downloader was built with 19\.0\.0, the page runs 19\.\d+\.\d+ \(from shell\); keeping 19\.\d+\.\d+\.$/);
  // It still works: the form validates input.
  await page.getByRole('textbox', { name: 'Media URL' }).fill('not a link');
  await page.getByRole('textbox', { name: 'Media URL' }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid URL (must include http:// or https://).');
  expect(errors).toEqual([]);
});

test('no report when the versions agree', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(site.url('/'));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
  expect(warnings.filter((w) => w.startsWith('[federation] shared singleton'))).toEqual([]);
});
