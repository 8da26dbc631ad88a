/**
 * No broken layout in any language or width (issue #49): the home page and a landing page, in each of the twelve
 * languages, at a desktop, a small laptop, a tablet and two phone widths (360 px: the narrowest common one). Nothing
 * may wrap in the top navigation, no text may overflow its box, the page may not be wider than the screen, and the URL
 * field's placeholder must fit on its one line. One page per language and page kind; the widths by resizing it, each measured once its layout has settled.
 */
import { SITE_LANGUAGES, localizedPath } from '@dl/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { appReady, expect, test } from '../support/fixtures';

const WIDTHS = [1280, 1024, 768, 390, 360];
const PAGES = { home: '/', landing: '/youtube-downloader' };

/**
 * What is broken on the page as it is laid out now, one line each (runs in the page). Text elements: every element shown
 * with text of its own, and every button; form fields are measured by their placeholder instead.
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent || el.getAttribute('placeholder') || '').trim().slice(0, 60)}"`;
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  /** The lines an element's text takes: its text's boxes, those beside each other counted once. */
  const lines = (el: Element) => {
    const found: { top: number; bottom: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        const middle = (box.top + box.bottom) / 2;
        if (box.width > 0 && !found.some((line) => middle > line.top && middle < line.bottom)) found.push({ top: box.top, bottom: box.bottom });
      }
    }
    return found.length;
  };
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
  for (const item of document.querySelectorAll('header a, header button')) {
    if (shown(item) && lines(item) > 1) problems.push(`${name(item)} takes ${lines(item)} lines in the navigation`);
  }
  const fields = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'OPTION']);
  for (const el of document.body.querySelectorAll('*')) {
    if (fields.has(el.tagName) || !shown(el) || getComputedStyle(el).display === 'inline') continue;
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    if ((ownText || el.tagName === 'BUTTON') && el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} overflows: ${el.scrollWidth} px of text in ${el.clientWidth} px`);
  }
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
    if (!shown(field) || field.value !== '') continue;
    const style = getComputedStyle(field);
    const room = field.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    const probe = document.createElement('span');
    probe.style.cssText = `font: ${style.font}; letter-spacing: ${style.letterSpacing}; position: absolute; white-space: pre; visibility: hidden`;
    probe.lang = field.closest('[lang]')?.getAttribute('lang') ?? '';
    probe.textContent = field.placeholder;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    if (width > room) problems.push(`${name(field)}: its placeholder is ${Math.ceil(width)} px wide in ${Math.floor(room)} px`);
  }
  return problems;
}

/** The problems once the layout has settled (runs in the page): the same found twice in a row, frames apart, fonts loaded. */
async function settled(measure: () => string[]): Promise<string[]> {
  await document.fonts.ready;
  const frames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))));
  let last = '';
  for (let round = 0; round < 20; round++) {
    await frames();
    const now = JSON.stringify(measure());
    if (now === last) break;
    last = now;
  }
  return JSON.parse(last) as string[];
}

test.describe('layout in every language and width', () => {
  // One tab for all: the browser's cache keeps the site's code after the first page.
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const lang of SITE_LANGUAGES) {
    test(`${lang}: on the home page and a landing page, one line per navigation item, no overflow, placeholders that fit`, async ({ site }) => {
      const problems: string[] = [];
      for (const [kind, path] of Object.entries(PAGES)) {
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.goto(site.url(localizedPath(path, lang)), { waitUntil: 'domcontentloaded' });
        await appReady(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // The real navigation: the account menu has arrived.
        await expect(page.locator('header .account-menu')).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const found = (await page.evaluate(`(${settled.toString()})(${layoutProblems.toString()})`)) as string[];
          // On a desktop screen the bar shows its links in every language (not the menu button instead).
          if (width === WIDTHS[0] && !(await page.locator('header .nav-links').isVisible())) found.push('the navigation shows the menu button instead of its links');
          // A theme toggle that has no room beside the account buttons is in the menu.
          if (!(await page.locator('header .nav-actions > .theme-toggle').isVisible())) {
            await page.locator('header .hamburger').click();
            if (!(await page.locator('header .mobile-menu .theme-toggle').isVisible())) found.push('the theme toggle is neither in the bar nor in its menu');
            await page.locator('header .hamburger').click();
          }
          problems.push(...found.map((problem) => `${kind} page, ${width} px: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
