/**
 * The site's languages (issue #24), in Chromium: the browser's language chooses the page's; the footer's menu changes
 * it, kept in the `lang` cookie; Arabic is right to left. So far the shell's texts (navigation, footer, error panels)
 * are translated; the remotes' follow.
 */
import { appReady, expect, test } from '../support/fixtures';

test.describe('languages', () => {
  test('a Spanish browser gets the page in Spanish; the menu switches it to Japanese, and the choice is kept', async ({ browser, site }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(site.url('/'));
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Funciones' })).toBeVisible();
    const menu = page.getByRole('combobox', { name: 'Idioma' });
    await expect(menu).toHaveValue('es');
    await expect(menu.locator('option')).toHaveText(['English', 'Español', 'Français', 'Deutsch', 'Italiano', 'Português', 'Русский', '日本語', '한국어', '中文', 'العربية', 'हिन्दी']);

    await Promise.all([page.waitForEvent('load'), menu.selectOption('ja')]);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('navigation', { name: 'メイン' }).getByRole('link', { name: '機能' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ja');
    // Another page of the site, opened anew: still Japanese, though the browser asks for Spanish.
    await page.goto(site.url('/this-page-does-not-exist'));
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
    await context.close();
  });

  test('Arabic at 390 px: right to left, the navigation mirrored, nothing wider than the screen', async ({ browser, site }) => {
    const context = await browser.newContext({ locale: 'ar', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(site.url('/'));
    // The app's own first render (the server's markup is replaced, element by element, as it takes over).
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'القائمة' })).toBeVisible();
    // Mirrored: the brand at the right edge, the menu button at the left.
    const brand = (await page.locator('header .brand').boundingBox())!;
    const burger = (await page.getByRole('button', { name: 'القائمة' }).boundingBox())!;
    expect(brand.x).toBeGreaterThan(burger.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
