import { expect, test } from '../support/fixtures';

// A remote's files that fail to arrive (a network drop, a CDN hiccup) give that area its error panel; once the
// network is back, Retry brings the page without reloading the site.
test.describe('Retry after a remote failed to load', () => {
  test('a page chunk that failed loads on Retry', async ({ page, site }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let down = true;
    await page.route(/\/mf\/downloader\/__federation_expose_HomePage\.[0-9a-f]+\.js$/, (r) => (down ? r.abort() : r.continue()));
    await page.goto(site.url('/'));
    const panel = page.getByTestId('area-error-downloader');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    down = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main [data-remote-area="downloader"] h1')).toHaveText('Download Videos & Audio from Any Platform');
    await expect(panel).toHaveCount(0);
    // The page works: the form validates.
    await page.getByRole('textbox', { name: 'Media URL' }).fill('not a link');
    await page.getByRole('textbox', { name: 'Media URL' }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid URL (must include http:// or https://).');
    expect(errors).toEqual([]);
  });

  test("a remote entry that failed every attempt loads on Retry; the area's other pages work after it", async ({ page, site }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let down = true;
    let attempts = 0;
    await page.route(/\/mf\/content\/remoteEntry\.js$/, (r) => {
      if (!down) return r.continue();
      attempts++;
      return r.abort();
    });
    await page.goto(site.url('/blog'));
    const panel = page.getByTestId('area-error-content');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    // At least the first load and its two retries (the HTML's preload may add one more).
    expect(attempts).toBeGreaterThanOrEqual(3);
    down = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main [data-remote-area="content"] h1')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await page.locator('footer.footer').getByRole('link', { name: 'Help Center' }).first().click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page.locator('main [data-remote-area="content"] h1')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
