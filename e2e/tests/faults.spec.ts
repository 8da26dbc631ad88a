import type { RemoteArea } from '@dl/shared-config';
import { expect, test } from '@playwright/test';
import { DEFAULT_DOMAIN, startSite, type Site } from '../support/site';

/**
 * Issue 9, part 3 (faults): each of the four remotes down in turn. One domain per area points that area's
 * remote at a manifest that does not exist; the area shows its error panel and the other three areas still
 * render on the same domain.
 */
const AREAS: RemoteArea[] = ['downloader', 'auth', 'preview', 'content'];
const PAGE_OF: Record<RemoteArea, string> = { downloader: '/', auth: '/subscription', preview: '/preview', content: '/blog' };
const hostDown = (area: RemoteArea) => `no-${area}.localhost`;

let site: Site;

test.beforeAll(async () => {
  const domains: Record<string, unknown> = { default: DEFAULT_DOMAIN };
  for (const area of AREAS) domains[hostDown(area)] = { remotes: { [area]: `/mf/missing-${area}/mf-manifest.json` } };
  site = await startSite(domains);
});

test.afterAll(async () => {
  await site?.stop();
});

test.describe('one remote down at a time', () => {
  for (const down of AREAS) {
    test(`${down} down: its error panel shows, the other areas still render`, async ({ page }) => {
      const host = hostDown(down);
      await page.goto(site.url(PAGE_OF[down], host));
      const panel = page.locator(`main [data-testid="area-error-${down}"]`);
      await expect(panel).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.locator('header.topnav')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();

      for (const other of AREAS.filter((a) => a !== down)) {
        await page.goto(site.url(PAGE_OF[other], host));
        const region = page.locator(`main [data-remote-area="${other}"]`);
        await expect(region.locator('h1, h2, [role="alert"], p').first()).toBeVisible({ timeout: 20_000 });
        await expect(page.locator(`main [data-testid^="area-error"]`)).toHaveCount(0);
        if (down === 'auth') {
          // The account menu loads after first paint: once the page is idle, the nav shows its compact retry.
          await page.waitForLoadState('networkidle');
          await expect(page.locator('header [data-testid="area-error-auth"]')).toHaveText('Account menu unavailable · Retry', { timeout: 20_000 });
        }
      }
      // Reached only when every expectation above held: the fault panel showed and the other areas rendered.
      console.log(`[reliability] remote down (${down}): pages=${AREAS.length} fault panel=shown other areas rendered=${AREAS.length - 1}`);
    });
  }
});
