import { test, expect } from '@playwright/test';
import { DEFAULT_DOMAIN, startSite, type Site } from '../support/site';

// features.offlineMode: installable, and the site opens from the service worker when the server is gone.
let site: Site;
test.beforeAll(async () => {
  site = await startSite({ default: DEFAULT_DOMAIN, 'offline.localhost': { features: { offlineMode: true } } });
});
test.afterAll(() => site.stop());

test('with offlineMode the service worker serves the site with the server stopped, and says downloads need a connection', async ({ page, context }) => {
  await page.goto(site.url('/', 'offline.localhost'));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Once the worker controls the page, a visit fills its cache.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();

  await site.stop();
  await page.reload();
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toHaveText('Download Videos & Audio from Any Platform');
  await expect(page.locator('header.topnav')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toHaveText('You are offline. You can browse the site, but extracting and downloading need a connection.');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('without offlineMode there is no manifest and no service worker', async ({ page }) => {
  const fresh = await startSite({ default: DEFAULT_DOMAIN });
  try {
    await page.goto(fresh.url('/'));
    await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  } finally {
    await fresh.stop();
  }
});
