import { expect, test } from '../support/fixtures';

/**
 * On a phone the whole top navigation is on screen once the account menu has arrived: the menu button, the
 * theme toggle and Sign In / Sign Up, with the brand's logo (its name too where there is room), no page
 * scrolls sideways, and the footer still shows the brand's name.
 */
for (const width of [320, 360, 412, 480]) {
  test(`a ${width} px wide phone: the navigation fits and nothing scrolls sideways`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const url of ['/', '/youtube-downloader', '/blog']) {
      await page.goto(site.url(url));
      const signUp = page.locator('.account-menu').getByRole('button', { name: 'Sign Up' });
      await expect(signUp).toBeVisible();
      const menuButton = page.locator('header .hamburger');
      for (const control of [menuButton, page.locator('header .theme-toggle'), page.locator('.account-menu').getByRole('button', { name: 'Sign In' }), signUp, page.getByRole('link', { name: 'MediaGrab home' })]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBe(width);
      // Only the navigation trades the brand's name for its logo: the footer still shows it.
      const footerName = page.locator('.footer-brand .brand-name');
      await footerName.scrollIntoViewIfNeeded();
      expect((await footerName.boundingBox())?.width ?? 0, url).toBeGreaterThan(40);
      if (url === '/') {
        await menuButton.click();
        await page.locator('.mobile-menu').getByRole('link', { name: 'Blog' }).click();
        await expect(page).toHaveURL(/\/blog$/);
      }
    }
  });
}
