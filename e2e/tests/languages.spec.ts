/**
 * The site's languages (issue #24), in Chromium: the browser's language chooses the page's; the footer's menu changes
 * it at once and is kept in the `lang` cookie; Arabic is right to left; and in every language, home → extraction →
 * preview shows the catalogs' texts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SITE_LANGUAGES, directionOf } from '@dl/contract';
import type { Messages } from '@lingui/core';
import { appReady, expect, test } from '../support/fixtures';
import { formatButtons } from '../support/flows';

/** A text of a compiled catalog (its folder, e.g. `mf-preview/src/locales`) in a language (the page must show exactly it). */
async function catalogText(dir: string, lang: string, id: string): Promise<string> {
  // The compiled module (`export const messages=JSON.parse("…")`), read as the data it holds.
  const source = await fs.readFile(path.join(__dirname, '..', '..', dir, `${lang}.ts`), 'utf8');
  const messages = JSON.parse(JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)![1]) as string) as Messages;
  const message = messages[id];
  if (!Array.isArray(message) || !message.every((part) => typeof part === 'string')) throw new Error(`${dir} ${lang}: ${id} is no plain text`);
  return message.join('');
}

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
    // The menu has a set width (its options are not all laid out to find the widest): every name fits in it, beside
    // the arrow (about 20 px), in the menu's own font.
    const fit = await menu.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const room = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const probe = document.createElement('span');
      probe.style.cssText = `font: ${style.font}; position: absolute; white-space: nowrap; visibility: hidden`;
      document.body.append(probe);
      const widths = [...select.options].map((o) => ((probe.lang = o.lang), (probe.textContent = o.text), probe.getBoundingClientRect().width));
      probe.remove();
      return { room, widest: Math.max(...widths) };
    });
    expect(fit.widest).toBeGreaterThan(30);
    expect(fit.widest + 20).toBeLessThanOrEqual(fit.room);

    // The page switches at once, without loading again (the form's text typed meanwhile is kept).
    await page.getByRole('textbox', { name: 'URL del contenido' }).fill('https://example.com/kept');
    await menu.selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('textbox', { name: 'メディアのURL' })).toHaveValue('https://example.com/kept');
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

  test('a landing page under a language prefix: in that language from the first paint, its copy too; the menu goes to the same page in another', async ({ page, site }) => {
    /** The heading of a platform's landing copy in a language (its catalog, features/landing/copy/<id>/<lang>.po). */
    const heading = (lang: string, id: string) => catalogText(`mf-downloader/src/features/landing/copy/${id}`, lang, `dl.landing.${id}.heading`);
    // An English browser: the prefix decides.
    const res = await page.request.get(site.url('/es/youtube-downloader'));
    expect(await res.text()).toMatch(new RegExp(`<h1>${(await heading('es', 'youtube')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    await page.goto(site.url('/es/youtube-downloader'));
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await heading('es', 'youtube'));
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/youtube-downloader$/);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
    await expect(page).toHaveURL(/\/de\/youtube-downloader$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await heading('de', 'youtube'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The tab's title is the page's in that language, from the first paint on, and the app keeps it so.
    await expect(page).toHaveTitle(new RegExp(`^${(await heading('de', 'youtube')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  });

  test("every page's title is in the page's language: the first as the server wrote it, the next ones as the app writes them", async ({ browser, site }) => {
    const title = async (lang: string, id: string) => `${await catalogText('shell/src/features/remote/copy', lang, id)} | ${(await (await fetch(site.url('/api/domain-config'))).json()).branding.name}`;
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(site.url('/help-center'));
    await appReady(page);
    await expect(page).toHaveTitle(await title('es', 'head.help.title'));
    await page.getByRole('contentinfo').getByRole('link', { name: await catalogText('shell/src/locales', 'es', 'footer.privacy') }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page).toHaveTitle(await title('es', 'head.privacy.title'));
    const description = await catalogText('shell/src/features/remote/copy', 'es', 'head.privacy.description');
    await expect(page.locator('meta[name="description"]').filter({ has: page.locator(':scope') }).and(page.locator(`meta[content="${description.replace(/"/g, '\\"')}"]`))).toHaveCount(1);
    // Another language chosen in the menu: the page's title follows it.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
    await expect(page).toHaveTitle(await title('fr', 'head.privacy.title'));
    await context.close();
  });

  /** The downloader's result has catalogs of its own (loaded with the result's code). */
  const RESULT = 'mf-downloader/src/features/extract/copy';
  for (const lang of SITE_LANGUAGES.filter((l) => l !== 'en')) {
    test(`${lang}: home → extraction → preview, each step in the catalogs' ${lang}`, async ({ browser, site, fixtures }) => {
      const text = (dir: string, id: string) => catalogText(dir, lang, id);
      const context = await browser.newContext({ locale: lang });
      const page = await context.newPage();
      await page.goto(site.url('/'));
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', directionOf(lang));
      const input = page.getByRole('textbox', { name: await text('mf-downloader/src/locales', 'dl.form.url') });
      await input.fill(`${fixtures.origin}/clip.mp4`);
      await page.getByRole('button', { name: await text('mf-downloader/src/locales', 'dl.form.submit'), exact: true }).click();
      await expect(page.getByRole('heading', { name: await text(RESULT, 'dl.formats.title') })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.dl-share').getByRole('button', { name: await text(RESULT, 'dl.share.copy'), exact: true })).toBeVisible();

      await formatButtons(page).first().click();
      await expect(page).toHaveURL(/\/preview\?/);
      await expect(page.getByRole('heading', { name: await text('mf-preview/src/locales', 'pv.details.heading') })).toBeVisible();
      await expect(page.getByRole('button', { name: await text('mf-preview/src/locales', 'pv.download.video') })).toBeVisible();
      // The shell's navigation, in the same language, on the preview too.
      await expect(page.getByRole('navigation', { name: await text('shell/src/locales', 'nav.main') })).toBeVisible();
      await context.close();
    });
  }
});
