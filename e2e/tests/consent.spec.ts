import { test, expect } from '@playwright/test';
import { DEFAULT_DOMAIN, startSite, type Site } from '../support/site';

// SPEC §1 and the content issue: with tracking on and consentFeature on, analytics and ad scripts load only
// after consent and are removed when it is withdrawn.
let site: Site;
const HOST = 'consent.localhost';

test.beforeAll(async () => {
  site = await startSite({
    default: DEFAULT_DOMAIN,
    [HOST]: {
      analytics: { trackingEnabled: true, googleAnalyticsId: 'G-E2ETEST', microsoftClarityId: 'e2eclarity', adsenseClientId: 'ca-pub-123' },
      features: { consentFeature: true },
    },
    'tracking.localhost': { analytics: { trackingEnabled: true, googleAnalyticsId: 'G-E2ETEST' } },
  });
});
test.afterAll(() => site.stop());

const trackerIds = (page: import('@playwright/test').Page) => page.evaluate(() => [...document.querySelectorAll('script[id]')].map((s) => s.id).sort());

test('no analytics or ad script exists before consent; they load after it and go when it is withdrawn', async ({ page }) => {
  // The trackers' hosts are not reachable here: answer them with an empty script.
  await page.route(/googletagmanager|clarity\.ms|googlesyndication/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await page.goto(site.url('/', HOST));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
  expect(await trackerIds(page)).toEqual([]);

  await page.goto(site.url('/cookie-settings', HOST));
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => trackerIds(page)).toEqual(['adsense', 'clarity', 'ga']);

  // The choice is stored: a new visit loads them straight away.
  await page.goto(site.url('/', HOST));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
  await expect.poll(() => trackerIds(page)).toEqual(['adsense', 'clarity', 'ga']);

  await page.goto(site.url('/cookie-settings', HOST));
  await page.getByRole('button', { name: 'Reject all' }).click();
  await expect.poll(() => trackerIds(page)).toEqual([]);
});

test('without consentFeature, tracking loads at once, and never where tracking is off', async ({ page }) => {
  await page.route(/googletagmanager|clarity\.ms|googlesyndication/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await page.goto(site.url('/', 'tracking.localhost'));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
  await expect.poll(() => trackerIds(page)).toEqual(['ga']);
  await page.goto(site.url('/'));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
  expect(await trackerIds(page)).toEqual([]);
});
