/**
 * Issue #49, point 6: axe-core finds nothing to report on any page kind or any state a visitor reaches, at 1280×900
 * and 390×844, in English and in Arabic (right to left), on two brands: the default one, and one whose colours are
 * the opposite of it (a light primary on a dark background), since every brand colour that becomes text or a text
 * background is derived from the domain's configuration.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { AxeAudit, DESKTOP, PHONE } from '../support/axe';
import { expect, siteEnv, test } from '../support/fixtures';
import { DEFAULT_DOMAIN, startSite, type Site } from '../support/site';
import { verificationCode, waitForMail } from '../support/outbox';

/** A brand with a light primary colour and a dark page: the default's colours turned round. */
const SKY_BRAND = {
  branding: {
    name: 'Sky Grab',
    colors: { primary: '#38bdf8', secondary: '#c4b5fd', accent: '#fde047', background: '#0f172a', surface: '#1e293b', text: '#e2e8f0' },
  },
};
const DEFAULT_BRAND = { name: 'the default brand', host: '127.0.0.1' } as const;
const SKY = { name: 'a light primary on a dark background', host: 'sky.localhost' } as const;
/**
 * Every state in English and in Arabic on the default brand, and again on the second brand, in English: a brand's
 * colours are derived the same way whatever the page's language and direction (the second brand in Arabic too would
 * add two minutes to the suite).
 */
const RUNS = [
  { brand: DEFAULT_BRAND, lang: 'en' },
  { brand: DEFAULT_BRAND, lang: 'ar' },
  { brand: SKY, lang: 'en' },
] as const;
const PASSWORD = 'Harbour2024';

let site: Site;
test.beforeAll(async ({ fixtures }) => {
  site = await startSite({ default: DEFAULT_DOMAIN, 'sky.localhost': SKY_BRAND }, siteEnv(fixtures));
});
test.afterAll(() => site?.stop());

const previewRegion = (page: Page) => page.locator('main [data-remote-area="preview"]');
const urlInput = (page: Page) => page.locator('main textarea.dl-input');
const dialog = (page: Page) => page.getByRole('dialog');
const authMode = (page: Page, mode: string) => dialog(page).locator(`.acct-auth[data-mode="${mode}"]`);

/** Holds every request to `pattern` until `release` is called: a state that lasts as long as the server takes. */
async function holdRequests(page: Page, pattern: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    await Promise.all(held.map((r) => r.continue()));
    await page.unroute(pattern);
  };
}

/** Pastes a link into the page's form and waits for `done` (the result, or its error). */
async function extract(page: Page, link: string, done: Locator): Promise<void> {
  await expect(urlInput(page)).toBeFocused();
  await urlInput(page).fill(link);
  await urlInput(page).press('Enter');
  await expect(done).toBeVisible({ timeout: 30_000 });
}

/**
 * A verified account, signed in through the API as the modal does (accounts are the site's, whatever the domain: the
 * calls go to 127.0.0.1, since only the browser maps the test domains to it); its tokens go where the page keeps them.
 */
async function signIn(page: Page, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(site.url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/register', { email, password: PASSWORD })).status).toBe(201);
  const code = verificationCode(await waitForMail(site.dataDir, email));
  expect((await post('/api/auth/verify-email', { token: code })).status).toBe(200);
  const login = (await (await post('/api/auth/login', { email, password: PASSWORD, remember_me: true })).json()) as { access_token: string; refresh_token: string };
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, login);
  await page.reload();
  await expect(page.locator('header .acct-user-button')).toBeVisible();
  return login.access_token;
}


for (const { brand, lang } of RUNS) {
  test.describe(`${brand.name}, in ${lang === 'en' ? 'English' : 'Arabic'}`, () => {
    const url = (path: string) => site.url(path, brand.host);
    let audit: AxeAudit;
    test.beforeEach(async ({ page }) => {
      await page.context().addCookies([{ name: 'lang', value: lang, url: url('/') }]);
      audit = new AxeAudit(page);
    });
    test.afterEach(() => {
      expect(audit.found, `checked: ${audit.checked.join('; ')}`).toEqual([]);
    });

    test('every page kind', async ({ page }) => {
      test.setTimeout(600_000);
      await page.goto(url('/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The brand checked is the one meant (an unknown Host falls back to the default brand without a word).
      await expect(page.locator('header .brand-name')).toHaveText(brand === SKY ? SKY_BRAND.branding.name : (DEFAULT_DOMAIN.branding as { name: string }).name);
      await expect(urlInput(page)).toBeFocused();
      await audit.check('home');
      await page.locator('header .dropdown-toggle').click();
      await audit.check('home, Platforms menu open', [DESKTOP]);
      await page.setViewportSize(PHONE);
      await page.locator('header .hamburger').click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await audit.check('home, mobile menu open', [PHONE]);
      await page.setViewportSize(DESKTOP);

      const pages = ['/youtube-downloader', '/how-to-download-videos', '/blog', '/help-center', '/cookie-settings', '/privacy-policy',
        '/dmca-policy', '/terms-of-service', '/terms-glossary', '/network', '/status', '/subscription', '/no-such-page'];
      for (const path of pages) {
        await page.goto(url(path));
        await expect(page.locator('main h1')).toBeVisible();
        await audit.check(path);
      }
      await page.goto(url('/blog'));
      await page.locator('main .post-card-title a').first().click();
      await expect(page).toHaveURL(/\/blog\/[^/]+$/);
      await expect(page.locator('main article h1')).toBeVisible();
      await audit.check('a blog post');
    });

    test('the downloader: form error, loading, results with formats, tracks, episodes and subtitles, extraction error', async ({ page, fixtures }) => {
      test.setTimeout(600_000);
      await page.goto(url('/'));
      await expect(urlInput(page)).toBeFocused();
      await urlInput(page).press('Enter');
      await expect(page.locator('main .dl-form-error')).toBeVisible();
      await audit.check('home, the empty-link message');

      const release = await holdRequests(page, '**/api/download-video');
      await urlInput(page).fill(`${fixtures.origin}/articles/harbour.html`);
      await urlInput(page).press('Enter');
      await expect(page.locator('main [role="status"]').filter({ has: page.locator('.dl-spinner') })).toBeVisible();
      await audit.check('home, extraction under way');
      await release();
      await expect(page.getByTestId('format-button').first()).toBeVisible({ timeout: 30_000 });
      await audit.check('a video’s format list');

      await page.goto(url('/'));
      await extract(page, `${fixtures.origin}/hls/tracks.m3u8`, page.locator('main select').first());
      await audit.check('a format list with audio tracks');
      await page.goto(url('/podcast-downloader'));
      await extract(page, `${fixtures.origin}/show/thirty.xml`, page.locator('main .dl-items'));
      await page.locator('main .dl-item input[type="checkbox"]').first().check();
      await audit.check('a feed’s episodes, one chosen');
      await page.goto(url('/'));
      await extract(page, `${fixtures.origin}/articles/subtitled.html`, page.locator('main .dl-subtitle-name').first());
      await audit.check('a format list with subtitles');
      await page.goto(url('/'));
      await extract(page, `${fixtures.origin}/no-such-clip.mp4`, page.locator('main .dl-error'));
      await audit.check('an extraction error');
    });

    test('/preview in each mode, its share menu and countdown, and each error panel', async ({ page, context, fixtures }) => {
      test.setTimeout(600_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
      // The page's clock runs as usual until a state that lasts seconds is checked (AxeAudit.checkHeld).
      await page.clock.install();
      await page.goto(url('/preview'));
      await expect(previewRegion(page).getByRole('alert')).toBeVisible();
      await audit.check('/preview without a link');

      await page.goto(url('/'));
      await extract(page, `${fixtures.origin}/clip.mp4`, page.getByTestId('format-button').first());
      await page.getByTestId('format-button').first().click();
      const shareButton = page.locator('main .preview-share button[aria-haspopup="menu"]:not([disabled])');
      await expect(shareButton).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('main .preview-clip')).toBeVisible();
      await audit.check('/preview of a video, ready');
      await shareButton.click();
      await expect(page.locator('main .preview-share-menu')).toBeVisible();
      await audit.check('/preview, the share menu open');
      await audit.checkHeld('/preview, a short link copied', async () => {
        await page.locator('main .preview-share-menu [role="menuitem"]').first().click();
        await expect(page.locator('main .preview-share-url')).toBeVisible();
      });
      const shortUrl = await page.evaluate(() => navigator.clipboard.readText());
      await page.clock.fastForward('02:00:00');
      await expect(page.locator('main .preview-availability.is-expired')).toBeVisible();
      await audit.check('/preview, the file expired');

      await page.goto(shortUrl);
      await expect(page).toHaveURL(/\/preview\?/);
      await page.goto(url('/p/no-such-link'));
      await expect(previewRegion(page).getByRole('alert')).toBeVisible();
      await audit.check('/p/ of a link that does not exist');

      await page.goto(url(`/preview?${new URLSearchParams({ url: `${fixtures.origin}/episode.mp3`, title: 'Harbour episode', is_audio: 'true' })}`));
      await expect.poll(() => page.locator('main audio').evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      await audit.check('/preview of audio');

      await page.goto(url('/'));
      await extract(page, `${fixtures.origin}/hls/master.m3u8`, page.getByTestId('format-button').first());
      const release = await holdRequests(page, '**/api/download/status/**');
      await page.locator('main section').filter({ has: page.getByTestId('format-button') }).first().getByTestId('format-button').first().click();
      await expect(page.locator('main .preview-merge')).toBeVisible();
      await audit.check('/preview, merging');
      await release();
      await expect(page.locator('main video.preview-video')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('main .preview-merge')).toHaveCount(0);
      await audit.check('/preview, merged');

      await page.goto(url('/preview?task_id=nosuchtask0001&video_format_id=v&audio_format_id=a'));
      await expect(page.locator('main .preview-merge-failed')).toBeVisible({ timeout: 30_000 });
      await audit.check('/preview, processing failed');

      const panels: [string, Record<string, string>][] = [
        ['Preview Session Expired', { url: `/api/proxied_download?url=${encodeURIComponent(`${fixtures.origin}/clip.mp4`)}&expires=1000000000&sig=forged`, title: 'Harbour', source_url: `${fixtures.origin}/articles/harbour.html` }],
        ['Content Not Available', { url: '/api/download/file/goneAudio000001', title: 'Gone episode', is_audio: 'true' }],
        ['Playback Not Supported', { url: `${fixtures.origin}/broken-hls/index.m3u8`, title: 'Broken stream' }],
        ['Preview Unavailable', { url: '/api/download/file/goneVideo000001', title: 'Gone video' }],
      ];
      for (const [panel, params] of panels) {
        await page.goto(url(`/preview?${new URLSearchParams(params)}`));
        await expect(page.locator('main .preview-player-error h2')).toBeVisible({ timeout: 30_000 });
        await audit.check(`/preview, the '${panel}' panel`);
      }
    });

    test('the sign-in modal in each mode, and a signed-in visitor’s menu, profile tabs, history and plan', async ({ page }) => {
      test.setTimeout(600_000);
      await page.clock.install();
      await page.goto(url('/'));
      await page.locator('header .account-menu button.btn-ghost').click();
      await expect(authMode(page, 'login')).toBeVisible();
      await audit.check('the sign-in modal: login');
      await dialog(page).locator('button[type="submit"]').click();
      await expect(dialog(page).locator('[role="alert"]').first()).toBeVisible();
      await audit.check('the sign-in modal: login, its messages');
      await dialog(page).locator('input[type="email"]').fill('nobody@example.com');
      await dialog(page).locator('input[type="password"]').fill(PASSWORD);
      await dialog(page).locator('button[type="submit"]').click();
      await expect(dialog(page).locator('.banner-error')).toBeVisible();
      await audit.check('the sign-in modal: login refused');
      await dialog(page).locator('.acct-switch .btn-link').click();
      await expect(authMode(page, 'register')).toBeVisible();
      await audit.check('the sign-in modal: register');
      await dialog(page).locator('.acct-switch .btn-link').click();
      await dialog(page).locator('.acct-row .btn-link').click();
      await expect(authMode(page, 'forgot-password')).toBeVisible();
      await audit.check('the sign-in modal: forgot-password');
      await dialog(page).locator('input[type="email"]').fill(`forgot.${brand.host}.${lang}@example.com`);
      await audit.checkHeld('the sign-in modal: success', async () => {
        await dialog(page).locator('button[type="submit"]').click();
        await expect(authMode(page, 'success')).toBeVisible();
      });
      await page.goto(url('/?auth=reset-password&token=a-reset-token'));
      await expect(authMode(page, 'reset-password')).toBeVisible();
      await audit.check('the sign-in modal: reset-password');
      await page.goto(url('/?auth=verify-email&token='));
      await expect(authMode(page, 'verify-email')).toBeVisible();
      await audit.check('the sign-in modal: verify-email');

      const token = await signIn(page, `a11y.${brand.host}.${lang}.${Date.now()}@example.com`);
      await audit.check('signed in');
      await page.locator('header .acct-user-button').click();
      await expect(page.locator('header .acct-menu')).toBeVisible();
      await audit.check('the account menu open');
      /** The account menu's item `n`: 0 the profile, 1 the history, 2 the batch download. */
      const openAccountItem = async (n: number) => {
        if (!(await page.locator('header .acct-menu').isVisible())) await page.locator('header .acct-user-button').click();
        await page.locator('header .acct-menu [role="menuitem"]').nth(n).click();
      };
      await openAccountItem(0);
      const tabs = dialog(page).locator('[role="tab"]');
      for (let n = 0; n < 3; n++) {
        await tabs.nth(n).click();
        await expect(tabs.nth(n)).toHaveAttribute('aria-selected', 'true');
        await audit.check(`the profile, tab ${n + 1} of 3`);
      }
      await tabs.nth(0).click();
      await dialog(page).locator('button[type="submit"]').click();
      await expect(dialog(page).locator('.banner-success')).toBeVisible();
      await audit.check('the profile, saved');
      await page.keyboard.press('Escape');

      await openAccountItem(1);
      await expect(dialog(page).locator('.acct-empty')).toBeVisible();
      await audit.check('the history, empty');
      await page.keyboard.press('Escape');
      for (const [title, format] of [['Harbour at dusk', 'video'], ['Harbour Sounds Episode', 'audio']]) {
        const res = await fetch(site.url('/api/auth/download-history'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ url: `https://example.com/${format}`, title, platform: 'vimeo', format, quality: '720p', file_size: 1_234_567 }),
        });
        expect(res.status).toBe(201);
      }
      await openAccountItem(1);
      await expect(dialog(page).locator('.acct-history-item')).toHaveCount(2);
      await audit.check('the history, two downloads');
      await page.keyboard.press('Escape');
      await openAccountItem(2);
      await expect(dialog(page).locator('textarea')).toBeVisible();
      await audit.check('the batch download');
      await page.goto(url('/subscription'));
      await expect(page.locator('main h1')).toBeVisible();
      await audit.check('/subscription, signed in');
    });
  });
}

/**
 * The dark theme a visitor whose system is dark gets (the default, automatic choice follows it): its page is the site's
 * own dark one whatever the brand's, and the brand's colours are derived for it as well. The states where brand
 * colours become text or a text background, on the default brand.
 */
test.describe('the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('pages, a format list, /preview with its share menu, the sign-in modal', async ({ page, fixtures }) => {
    test.setTimeout(600_000);
    const audit = new AxeAudit(page);
    await page.goto(site.url('/'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await extract(page, `${fixtures.origin}/clip.mp4`, page.getByTestId('format-button').first());
    await audit.check('dark: a video’s format list');
    await page.getByTestId('format-button').first().click();
    const shareButton = page.locator('main .preview-share button[aria-haspopup="menu"]:not([disabled])');
    await expect(shareButton).toBeVisible({ timeout: 30_000 });
    await shareButton.click();
    await expect(page.locator('main .preview-share-menu')).toBeVisible();
    await audit.check('dark: /preview, the share menu open');
    for (const path of ['/blog', '/cookie-settings', '/status', '/terms-glossary']) {
      await page.goto(site.url(path));
      await expect(page.locator('main h1')).toBeVisible();
      await audit.check(`dark: ${path}`);
    }
    await page.locator('header .account-menu button.btn-ghost').click();
    await expect(authMode(page, 'login')).toBeVisible();
    await audit.check('dark: the sign-in modal');
    expect(audit.found, `checked: ${audit.checked.join('; ')}`).toEqual([]);
  });
});
