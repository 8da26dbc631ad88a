import { test, expect } from '@playwright/test';
import { DEFAULT_DOMAIN, startSite, type Site } from '../support/site';

// features.debugMode: a debug panel opened from the footer; absent from the page when the switch is off.
let site: Site;
test.beforeAll(async () => {
  site = await startSite({ default: DEFAULT_DOMAIN, 'debug.localhost': { branding: { name: 'Debug Grab' }, features: { debugMode: true } } });
});
test.afterAll(() => site.stop());

test('the debug panel shows the configuration, each remote with its build, the shared singletons and the last API calls', async ({ page }) => {
  await page.goto(site.url('/', 'debug.localhost'));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
  await page.locator('footer').getByRole('button', { name: 'Debug' }).click();
  const panel = page.getByTestId('debug-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('debug-config')).toContainText('"name": "Debug Grab"');
  await expect(panel.getByTestId('debug-config')).toContainText('"debugMode": true');
  for (const area of ['downloader', 'auth', 'preview', 'content']) {
    await expect(panel.getByTestId(`debug-build-${area}`)).toHaveText(/^0\.1\.0\+\S+$/);
  }
  await expect(panel).toContainText(`/mf/downloader/mf-manifest.json`);
  await expect(panel.getByTestId('debug-shared-react')).toHaveText(/^19\.\d+\.\d+$/);
  await expect(panel.getByTestId('debug-shared-@dl/shared-config')).toHaveText('0.1.0');
  // The server and the engine it runs (the tests' engine lives in the project: origin debian or venv).
  await expect(panel.getByTestId('debug-server')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(panel.getByTestId('debug-engine')).toHaveText(/^yt-dlp \d{4}\.\d{2}\.\d{2}\S* \((debian|venv|system|YTDLP_PATH)\)$/);
  await expect(panel.getByTestId('debug-engine-update')).not.toHaveText('loading…');
  await expect(panel.getByTestId('debug-calls')).toContainText('/api/domain-config');
  await expect(panel.getByTestId('debug-calls')).toContainText('200');
});

test('without debugMode there is no debug entry and no panel', async ({ page }) => {
  await page.goto(site.url('/'));
  await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
  await expect(page.locator('footer').getByRole('button', { name: 'Debug' })).toHaveCount(0);
  await expect(page.getByTestId('debug-panel')).toHaveCount(0);
});
