import { expect, test } from '../support/fixtures';
import { DEFAULT_DOMAIN, startSite } from '../support/site';

const main = '#main [data-remote-area]';

test.describe('the page is sent with its content (server rendering of the first paint)', () => {
  test('without any script, the home page, a landing page and the 404 page show their content, brand and styles', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(site.url('/'));
      await expect(page.locator(`${main} h1`)).toHaveText('Download Videos & Audio from Any Platform');
      await expect(page.locator(`${main} textarea[name="url"]`)).toBeVisible();
      await expect(page.locator('header .brand-name')).toHaveText('MediaGrab');
      await expect(page.locator('footer.footer')).toContainText('YouTube Downloader');
      // Styled: the shell's and the page's stylesheets are in the page, the brand colors on <html>.
      expect(await page.locator(`${main} .home-hero`).evaluate((e) => getComputedStyle(e).display)).not.toBe('inline');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim())).toBe('#2563eb');
      // Nothing in it can be used until the app takes over (typing would be lost).
      await expect(page.locator('#root')).toHaveAttribute('inert', '');

      await page.goto(site.url('/youtube-to-mp3'));
      await expect(page.locator(`${main} h1`)).toContainText('YouTube');

      const res = await page.goto(site.url('/no-such-page'));
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

      // Another domain: its brand in the layout; its downloader lives on another origin, so that area waits for
      // the browser (its spinner) instead of showing markup of a build the server does not hold.
      await page.goto(site.url('/', 'staging.localhost'));
      await expect(page.locator('header .brand-name')).toHaveText('Staging Grab');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim())).toBe('#e11d48');
      await expect(page.locator(`${main} [role="status"]`)).toHaveCount(1);
    } finally {
      await context.close();
    }
  });

  test('with scripts, the app takes the page over without a spinner or a jump, and it works at once', async ({ browser, page, site }) => {
    // Where every element of the first screen is (tag, class, box), as the visitor sees it.
    const firstScreen = () =>
      [...document.querySelectorAll('#root *')].flatMap((el) => {
        const r = el.getBoundingClientRect();
        if ((r.width === 0 && r.height === 0) || r.top >= window.innerHeight) return [];
        return [`${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').trim().replace(/\s+/g, '.')} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`];
      });
    await page.addInitScript(() => {
      const seen: string[] = [];
      const w = window as unknown as { seen: string[]; takeoverAt: number };
      w.seen = seen;
      // The takeover: the shell's first commit removes the server's markup from #root (all of it: React does not
      // reuse those nodes, so the browser's layout-shift entries cannot compare them; the first screen's geometry
      // is compared below instead). Entries before it are the browser painting the page while still parsing it.
      let takeoverAt = Infinity;
      new MutationObserver((records) => {
        if (document.querySelector('#main [role="status"]')) seen.push('spinner');
        if (takeoverAt === Infinity && records.some((r) => (r.target as Element).id === 'root' && r.removedNodes.length > 0)) w.takeoverAt = takeoverAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] };
        for (const e of list.getEntries() as Shift[]) {
          if (e.hadRecentInput || e.startTime < takeoverAt) continue;
          seen.push(`shift ${e.value.toFixed(4)}: ${e.sources.map((x) => `${(x.node as Element | undefined)?.className ?? x.node?.nodeName} ${JSON.stringify(x.previousRect)} -> ${JSON.stringify(x.currentRect)}`).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    for (const [url, width] of [['/', 1280], ['/youtube-downloader', 1280], ['/', 412]] as const) {
      const viewport = { width, height: 800 };
      const plain = await browser.newContext({ javaScriptEnabled: false, viewport });
      const serverPage = await plain.newPage();
      await serverPage.goto(site.url(url));
      const served = await serverPage.evaluate(firstScreen);
      await plain.close();

      await page.setViewportSize(viewport);
      await page.goto(site.url(url));
      await expect(page.locator(`${main} h1`)).toBeVisible();
      // The account menu (loaded once the page is idle) has arrived in the space kept for it.
      await expect(page.locator('.account-menu').getByRole('button', { name: 'Sign Up' })).toBeVisible();
      const { seen, takeoverAt } = await page.evaluate(() => {
        const w = window as unknown as { seen: string[]; takeoverAt?: number };
        return { seen: w.seen, takeoverAt: w.takeoverAt };
      });
      expect(takeoverAt, url).toBeGreaterThan(0);
      // The stylesheets the server linked for the first paint are the ones the page uses: none is linked a second
      // time by the remote's own loading (the browser would restyle the whole page for it).
      const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
      expect(sheets.filter((href) => href.includes('/mf/')).length, url).toBeGreaterThan(0);
      expect(sheets.filter((href, i) => sheets.indexOf(href) !== i), url).toEqual([]);
      // No spinner ever showed in the page's area, and nothing moved after the takeover.
      expect(seen, url).toEqual([]);
      // Everything the server's first screen showed is where it was: the app's first screen differs only by the
      // account menu's buttons, laid over the space the first paint kept for them.
      const app = await page.evaluate(firstScreen);
      expect(served.length, url).toBeGreaterThan(20);
      expect(
        served.filter((x) => !app.includes(x)),
        url,
      ).toEqual([]);
      expect(app.filter((x) => !served.includes(x)).map((x) => x.split(' ')[0]), url).toEqual(['div.account-menu', 'button.btn.btn-ghost', 'button.btn.btn-primary']);
    }
    const input = page.getByRole('textbox', { name: 'Media URL' });
    await input.fill('https://example.invalid/a.mp4');
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeEnabled();
  });

  test('a visitor who chose the dark theme gets it in the first paint (the choice is remembered in a cookie)', async ({ browser, page, site }) => {
    await page.goto(site.url('/'));
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await context.addCookies(cookies);
      const plain = await context.newPage();
      await plain.goto(site.url('/'));
      await expect(plain.locator('html')).toHaveAttribute('data-theme', 'dark');
      // The toggle in the first paint agrees with the theme (it offers light), so nothing changes at the takeover.
      await expect(plain.locator('.theme-toggle')).toHaveAttribute('aria-label', 'Switch to light mode');
      expect(await plain.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 18, 32)');
    } finally {
      await context.close();
    }

    // Back to light: the cookie goes, and the next first paint is light.
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect((await page.context().cookies()).find((c) => c.name === 'theme')?.value).toBe('light');
  });

  test("the server's builds are not served to browsers", async ({ site }) => {
    for (const path of ['/server/ssr.js', '/mf/downloader/server/ssr.js']) {
      const res = await fetch(site.url(path));
      expect(res.status, path).toBe(404);
    }
  });

  test('SERVER_RENDER=0 sends pages empty until their scripts run, and they still work', async ({ page }) => {
    const plain = await startSite({ default: DEFAULT_DOMAIN }, { SERVER_RENDER: '0' });
    try {
      const html = await (await fetch(plain.url('/'))).text();
      expect(html).toContain('<div id="root"></div>');
      await page.goto(plain.url('/'));
      await expect(page.locator(`${main} h1`)).toHaveText('Download Videos & Audio from Any Platform');
    } finally {
      await plain.stop();
    }
  });
});
