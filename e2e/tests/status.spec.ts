import type { StatusResponse } from '@dl/contract';
import { expect, siteEnv, test } from '../support/fixtures';
import { urlInput } from '../support/flows';
import { DEFAULT_DOMAIN, startSite, type Site } from '../support/site';

/**
 * Issue #28, point 3, in Chromium against the real server: the canary extracts a local page standing in for Vimeo
 * (it works) and a missing one standing in for YouTube (it fails); /status shows both in words with the rest not
 * monitored, fits a phone's width, and the URL form warns about a YouTube link before it is sent.
 */
let site: Site;
test.beforeAll(async ({ fixtures }) => {
  site = await startSite({ default: DEFAULT_DOMAIN }, siteEnv(fixtures, { CANARY_LINKS: `vimeo=${fixtures.origin}/clip.mp4,youtube=${fixtures.origin}/no-such-clip.mp4` }));
  // The canary's first round runs as the server starts.
  await expect
    .poll(async () => {
      const status = (await (await fetch(site.url('/api/status'))).json()) as StatusResponse;
      return status.platforms.filter((p) => p.last_checked).map((p) => p.id).sort();
    }, { timeout: 60_000 })
    .toEqual(['vimeo', 'youtube']);
});
test.afterAll(() => site?.stop());

test.use({ viewport: { width: 390, height: 844 } });

test('/status: each platform in words, the summary, no sideways scroll on a phone', async ({ page }) => {
  await page.goto(site.url('/status'));
  await expect(page).toHaveTitle(/^Platform Status \| /);
  await expect(page.locator('main h1')).toHaveText('Platform status');
  await expect(page.getByText('1 platform has problems')).toBeVisible();
  const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(card('Vimeo')).toContainText('Working');
  await expect(card('Vimeo')).toContainText(/Median extraction time\s*\d+\.\d s/);
  await expect(card('YouTube')).toContainText('Degraded');
  await expect(card('SoundCloud')).toContainText('Not monitored');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the URL form notes a YouTube link before it is sent, and links to /status', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/status' && asked.push(r.url()));
  await page.goto(site.url('/'));
  await expect(urlInput(page)).toBeFocused();
  expect(asked).toEqual([]);
  await urlInput(page).fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await expect(page.getByText(/^YouTube has problems right now: some links from it may fail\./)).toBeVisible();
  await page.getByRole('link', { name: 'See the status page' }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByText('1 platform has problems')).toBeVisible();
});
