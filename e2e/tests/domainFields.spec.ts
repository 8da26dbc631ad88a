import { test, expect, type Page } from '@playwright/test';
import { PLATFORMS } from '@dl/shared-config';
import { DEFAULT_DOMAIN, freePort, startSite, type Site } from '../support/site';

/*
 * Every field of the domain configuration (SPEC §3) changes what the site does: one row per field. Each row
 * serves two Hosts from one real server: "before" with the row's `base` only (what the field needs to show,
 * e.g. tracking on for an analytics id) and "after" with the field changed as well. The visitor's observation
 * (`probe`) must match `expected` after the change and must not before it, so a field the site ignores fails.
 */

type Config = Record<string, unknown>;

interface Probe {
  page: Page;
  site: Site;
  host: string;
  /** Opens `path` on this row's Host and waits for the page's heading. */
  go(path: string): Promise<void>;
}

interface Row {
  field: string;
  base?: Config;
  set: Config;
  probe(p: Probe): Promise<string>;
  expected: RegExp;
  /** The change goes into default.json of a server of its own (a switch of the whole server). */
  serverWide?: boolean;
}

let port = 0;
const PORT_TOKEN = '{port}';

function merge(a: unknown, b: unknown): unknown {
  if (typeof a !== 'object' || a === null || Array.isArray(a) || typeof b !== 'object' || b === null || Array.isArray(b)) return b === undefined ? a : b;
  const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [k, v] of Object.entries(b)) out[k] = merge(out[k], v);
  return out;
}

/** The configured value with `{port}` replaced, for fields that name this server's own origin. */
function withPort(config: Config): Config {
  return JSON.parse(JSON.stringify(config).replaceAll(PORT_TOKEN, String(port))) as Config;
}

const youtube = PLATFORMS.find((p) => p.id === 'youtube')!;
const youtubeEntry = (over: Record<string, unknown>) => [
  { id: youtube.id, name: youtube.name, displayName: youtube.displayName, icon: youtube.icon, enabled: true, color: youtube.color, priority: youtube.priority, ...over },
];

const text = async (page: Page, selector: string) => ((await page.locator(selector).count()) ? ((await page.locator(selector).first().textContent()) ?? '').trim() : '');
const attr = async (page: Page, selector: string, name: string) => ((await page.locator(selector).count()) ? ((await page.locator(selector).first().getAttribute(name)) ?? '') : '');
const style = (page: Page, selector: string, prop: string) =>
  page.evaluate(([sel, p]) => {
    const el = document.querySelector(sel);
    return el ? getComputedStyle(el).getPropertyValue(p) : '';
  }, [selector, prop] as const);
const trackerIds = (page: Page) => page.evaluate(() => [...document.querySelectorAll('script[id]')].map((s) => s.id).sort().join(','));
const TRACKING = { analytics: { trackingEnabled: true } };
const IN_NETWORK = { network: { showInNetworkPage: true, networkName: 'Basenet' } };
/** The requests the page makes while `action` runs: the path, with the origin when it is not `host`'s. */
async function requestPaths(page: Page, host: string, action: () => Promise<void>, match: (url: URL) => boolean): Promise<string> {
  const seen: string[] = [];
  const listener = (r: { url(): string }) => {
    const u = new URL(r.url());
    if (match(u)) seen.push(`${u.hostname === host ? '' : u.origin}${u.pathname}`);
  };
  page.on('request', listener);
  try {
    await action();
  } finally {
    page.off('request', listener);
  }
  return seen.join(' ');
}

const ROWS: Row[] = [
  {
    field: 'domain',
    set: { domain: 'rowdomain.example' },
    probe: async ({ page, go }) => (await go('/privacy-policy'), text(page, 'main')),
    expected: /rowdomain\.example/,
  },
  { field: 'branding.name', set: { branding: { name: 'Rowname Grab' } }, probe: async ({ page, go }) => (await go('/'), text(page, 'header .brand-name')), expected: /^Rowname Grab$/ },
  { field: 'branding.slogan', set: { branding: { slogan: 'Rowslogan for everyone' } }, probe: async ({ page, go }) => (await go('/'), text(page, 'footer .brand-slogan')), expected: /^Rowslogan for everyone$/ },
  { field: 'branding.tagline', set: { branding: { tagline: 'Rowtagline, fast and free' } }, probe: async ({ page, go }) => (await go('/'), text(page, 'footer .footer-brand')), expected: /Rowtagline, fast and free/ },
  {
    field: 'branding.targetAudience',
    set: { branding: { targetAudience: 'enterprise' } },
    probe: async ({ page, go }) => (await go('/'), text(page, '.home-subtext')),
    expected: /^A dependable way for teams/,
  },
  {
    field: 'branding.logo.icon',
    base: { branding: { logo: { type: 'fontawesome', icon: 'fas fa-download' } } },
    set: { branding: { logo: { icon: 'fas fa-music' } } },
    probe: async ({ page, go }) => (await go('/'), attr(page, 'header .brand-logo', 'data-icon')),
    expected: /^music$/,
  },
  {
    field: 'branding.logo.type',
    base: { branding: { logo: { type: 'fontawesome', icon: '/favicon.svg' } } },
    set: { branding: { logo: { type: 'image' } } },
    probe: async ({ page, go }) => (await go('/'), page.locator('header .brand-logo').first().evaluate((el) => `${el.tagName}:${el.getAttribute('src') ?? ''}`)),
    expected: /^IMG:\/favicon\.svg$/,
  },
  { field: 'branding.colors.primary', set: { branding: { colors: { primary: '#123456' } } }, probe: async ({ page, go }) => (await go('/'), style(page, '.dl-submit', 'background-color')), expected: /^rgb\(18, 52, 86\)$/ },
  { field: 'branding.colors.secondary', set: { branding: { colors: { secondary: '#654321' } } }, probe: async ({ page, go }) => (await go('/'), style(page, '.step-number', 'background-color')), expected: /^rgb\(101, 67, 33\)$/ },
  {
    field: 'branding.colors.accent',
    set: { branding: { colors: { accent: '#0a7a3b' } } },
    // The podcast landing page's note is tinted with the accent color.
    probe: async ({ page, go }) => {
      await go('/podcast-downloader');
      return page.evaluate(() => {
        const note = document.querySelector('.landing-note');
        if (!note) return 'no note';
        const ref = document.createElement('p');
        ref.style.border = '1px solid color-mix(in srgb, #0a7a3b 45%, transparent)';
        document.body.append(ref);
        const same = getComputedStyle(ref).borderTopColor === getComputedStyle(note).borderTopColor;
        ref.remove();
        return same ? 'tinted with #0a7a3b' : getComputedStyle(note).borderTopColor;
      });
    },
    expected: /^tinted with #0a7a3b$/,
  },
  { field: 'branding.colors.background', set: { branding: { colors: { background: '#fafad2' } } }, probe: async ({ page, go }) => (await go('/'), style(page, 'body', 'background-color')), expected: /^rgb\(250, 250, 210\)$/ },
  { field: 'branding.colors.surface', set: { branding: { colors: { surface: '#f0fff0' } } }, probe: async ({ page, go }) => (await go('/'), style(page, 'header.topnav', 'background-color')), expected: /^rgb\(240, 255, 240\)$/ },
  { field: 'branding.colors.text', set: { branding: { colors: { text: '#222244' } } }, probe: async ({ page, go }) => (await go('/'), style(page, 'body', 'color')), expected: /^rgb\(34, 34, 68\)$/ },
  {
    field: 'analytics.trackingEnabled',
    base: { analytics: { googleAnalyticsId: 'G-ROWTEST' } },
    set: TRACKING,
    probe: async ({ page, go }) => (await go('/'), await page.waitForTimeout(300), trackerIds(page)),
    expected: /^ga$/,
  },
  {
    field: 'analytics.googleAnalyticsId',
    base: TRACKING,
    set: { analytics: { googleAnalyticsId: 'G-ROWGA' } },
    probe: async ({ page, go }) => (await go('/'), await page.waitForTimeout(300), attr(page, 'script#ga', 'src')),
    expected: /id=G-ROWGA$/,
  },
  {
    field: 'analytics.microsoftClarityId',
    base: TRACKING,
    set: { analytics: { microsoftClarityId: 'rowclarity' } },
    probe: async ({ page, go }) => (await go('/'), await page.waitForTimeout(300), attr(page, 'script#clarity', 'src')),
    expected: /\/tag\/rowclarity$/,
  },
  {
    field: 'analytics.adsenseClientId',
    base: TRACKING,
    set: { analytics: { adsenseClientId: 'ca-pub-777' } },
    probe: async ({ page, go }) => (await go('/'), await page.waitForTimeout(300), attr(page, 'script#adsense', 'src')),
    expected: /client=ca-pub-777$/,
  },
  {
    field: 'analytics.adSlots.leaderboard',
    base: { analytics: { trackingEnabled: true, adsenseClientId: 'ca-pub-777' } },
    set: { analytics: { adSlots: { leaderboard: '1111' } } },
    probe: async ({ page, go }) => (await go('/'), attr(page, '[data-ad-slot-name="leaderboard"] ins', 'data-ad-slot')),
    expected: /^1111$/,
  },
  {
    field: 'analytics.adSlots.responsive',
    base: { analytics: { trackingEnabled: true, adsenseClientId: 'ca-pub-777' } },
    set: { analytics: { adSlots: { responsive: '2222' } } },
    probe: async ({ page, go }) => (await go('/'), attr(page, '[data-ad-slot-name="responsive"] ins', 'data-ad-slot')),
    expected: /^2222$/,
  },
  { field: 'contact.email', set: { contact: { email: 'rowhelp@example.org' } }, probe: async ({ page, go }) => (await go('/'), attr(page, '.home-contact a', 'href')), expected: /^mailto:rowhelp@example\.org$/ },
  { field: 'seo.title', set: { seo: { title: 'Rowtitle Downloader' } }, probe: async ({ page, go }) => (await go('/'), page.title()), expected: /^Rowtitle Downloader$/ },
  {
    field: 'seo.description',
    set: { seo: { description: 'Rowdescription of the site.' } },
    probe: async ({ page, go }) => (await go('/'), attr(page, 'meta[name="description"]', 'content')),
    expected: /^Rowdescription of the site\.$/,
  },
  { field: 'seo.keywords', set: { seo: { keywords: 'rowkeyword one, rowkeyword two' } }, probe: async ({ page, go }) => (await go('/'), attr(page, 'meta[name="keywords"]', 'content')), expected: /^rowkeyword one, rowkeyword two$/ },
  {
    field: 'seo.canonicalUrl',
    set: { seo: { canonicalUrl: 'https://rowcanonical.example' } },
    probe: async ({ page, go }) => (await go('/youtube-downloader'), attr(page, 'link[rel="canonical"]', 'href')),
    expected: /^https:\/\/rowcanonical\.example\/youtube-downloader$/,
  },
  {
    field: 'supportedPlatforms[].id',
    base: { supportedPlatforms: youtubeEntry({ id: 'nosuch', displayName: 'Rowid Tube' }) },
    set: { supportedPlatforms: youtubeEntry({ displayName: 'Rowid Tube' }) },
    probe: async ({ page, go }) => (await go('/'), text(page, 'footer a[href="/youtube-downloader"]')),
    expected: /^Rowid Tube Downloader$/,
  },
  {
    field: 'supportedPlatforms[].name',
    set: { supportedPlatforms: youtubeEntry({ name: 'RowTube' }) },
    probe: async ({ page, go }) => {
      await go(`/preview?${new URLSearchParams({ url: '/api/download/file/none', title: 'Row clip', source_url: 'https://www.youtube.com/watch?v=abc' }).toString()}`);
      return page.title();
    },
    expected: /^Preview \| RowTube \| Row clip$/,
  },
  {
    field: 'supportedPlatforms[].displayName',
    set: { supportedPlatforms: youtubeEntry({ displayName: 'Rowdisplay' }) },
    probe: async ({ page, go }) => (await go('/'), text(page, '.trust-item[href="/youtube-downloader"]')),
    expected: /^Rowdisplay$/,
  },
  {
    field: 'supportedPlatforms[].icon',
    set: { supportedPlatforms: youtubeEntry({ icon: 'fas fa-music' }) },
    probe: async ({ page, go }) => (await go('/'), attr(page, '.trust-item[href="/youtube-downloader"] svg', 'data-icon')),
    expected: /^music$/,
  },
  {
    field: 'supportedPlatforms[].enabled',
    set: { supportedPlatforms: youtubeEntry({ enabled: false }) },
    probe: async ({ page, go }) => (await go('/'), (await page.locator('footer a[href="/youtube-downloader"]').count()) ? 'listed' : 'not listed'),
    expected: /^not listed$/,
  },
  {
    field: 'supportedPlatforms[].color',
    set: { supportedPlatforms: youtubeEntry({ color: '#123456' }) },
    probe: async ({ page, go }) => (await go('/'), style(page, '.trust-item[href="/youtube-downloader"] .trust-dot', 'background-color')),
    expected: /^rgb\(18, 52, 86\)$/,
  },
  {
    field: 'supportedPlatforms[].priority',
    set: { supportedPlatforms: youtubeEntry({ priority: 99 }) },
    probe: async ({ page, go }) => (await go('/'), (await page.locator('footer nav[aria-label="Downloaders"] a').allTextContents()).slice(-2)[0]),
    expected: /^YouTube Downloader$/,
  },
  {
    field: 'features.multiDomainSupport',
    base: { branding: { name: 'Rowhost Grab' } },
    set: { features: { multiDomainSupport: false } },
    serverWide: true,
    probe: async ({ page, go }) => (await go('/'), text(page, 'header .brand-name')),
    expected: new RegExp(`^${String((DEFAULT_DOMAIN.branding as { name: string }).name)}$`),
  },
  {
    field: 'features.darkMode',
    set: { features: { darkMode: false } },
    probe: async ({ page, go }) => (await go('/'), (await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).count()) ? 'theme toggle' : 'no theme toggle'),
    expected: /^no theme toggle$/,
  },
  {
    field: 'features.debugMode',
    set: { features: { debugMode: true } },
    probe: async ({ page, go }) => (await go('/'), (await page.locator('footer').getByRole('button', { name: 'Debug' }).count()) ? 'debug entry' : 'none'),
    expected: /^debug entry$/,
  },
  {
    field: 'features.consentFeature',
    base: { analytics: { trackingEnabled: true, googleAnalyticsId: 'G-ROWTEST' } },
    set: { features: { consentFeature: true } },
    probe: async ({ page, go }) => (await go('/'), await page.waitForTimeout(300), `scripts before consent: [${await trackerIds(page)}]`),
    expected: /^scripts before consent: \[\]$/,
  },
  {
    field: 'features.offlineMode',
    set: { features: { offlineMode: true } },
    probe: async ({ page, go }) => {
      await go('/');
      const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).status);
      return `${await attr(page, 'link[rel="manifest"]', 'href')} ${manifest}`;
    },
    expected: /^\/manifest\.webmanifest 200$/,
  },
  {
    field: 'features.showNetworkLink',
    base: { network: { networkName: 'Rownet' } },
    set: { features: { showNetworkLink: true } },
    probe: async ({ page, go }) => (await go('/'), text(page, 'footer [data-testid="network-link"]')),
    expected: /^Rownet$/,
  },
  {
    field: 'features.isNetworkHub',
    base: IN_NETWORK,
    set: { features: { isNetworkHub: true } },
    probe: async ({ page, go }) => (await go('/network'), text(page, 'main h1')),
    expected: /^Welcome to the Basenet hub$/,
  },
  {
    field: 'network.type',
    base: IN_NETWORK,
    set: { network: { type: 'member' } },
    probe: async ({ page, go }) => (await go('/network'), text(page, 'main dt:text-is("Type") + dd')),
    expected: /^member$/,
  },
  {
    field: 'network.hubDomain',
    base: IN_NETWORK,
    set: { network: { hubDomain: 'rowhub.example' } },
    probe: async ({ page, go }) => (await go('/network'), attr(page, 'main dt:text-is("Hub") + dd a', 'href')),
    expected: /^https:\/\/rowhub\.example\/?$/,
  },
  {
    field: 'network.networkName',
    base: IN_NETWORK,
    set: { network: { networkName: 'Rownet' } },
    probe: async ({ page, go }) => (await go('/network'), text(page, 'main h1')),
    expected: /part of Rownet$/,
  },
  {
    field: 'network.showInNetworkPage',
    base: { network: { networkName: 'Rownet' } },
    set: { network: { showInNetworkPage: true } },
    probe: async ({ page, go }) => (await go('/network'), text(page, 'main h1')),
    expected: /is part of Rownet$/,
  },
  {
    field: 'api.baseUrl',
    // The same server reached as 127.0.0.1 is another origin than the page's; the canonical URL lets it in by CORS.
    base: { seo: { canonicalUrl: `http://after-api-baseurl.localhost:${PORT_TOKEN}` } },
    set: { api: { baseUrl: `http://127.0.0.1:${PORT_TOKEN}` } },
    probe: async ({ page, host, go }) => requestPaths(page, host, () => go('/preview?url=%2Fapi%2Fdownload%2Ffile%2Fnone&title=Row'), (u) => u.pathname === '/api/config'),
    expected: new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/config$`),
  },
  {
    field: 'api.endpoints.download',
    set: { api: { endpoints: { download: '/row/extract' } } },
    probe: async ({ page, host, go }) => {
      await go('/');
      return requestPaths(
        page,
        host,
        async () => {
          const posted = page.waitForRequest((r) => r.method() === 'POST');
          await page.getByRole('textbox', { name: 'Media URL' }).fill('https://example.invalid/row.mp4');
          await page.getByRole('textbox', { name: 'Media URL' }).press('Enter');
          await posted;
        },
        (u) => u.pathname === '/row/extract' || u.pathname === '/api/download-video',
      );
    },
    expected: /^\/row\/extract$/,
  },
  {
    field: 'api.endpoints.preview',
    set: { api: { endpoints: { preview: '/row/preview-info' } } },
    probe: async ({ page, host, go }) => {
      const link = '/api/proxied_download?url=https%3A%2F%2Fcdn.example.com%2Fa.mp4&expires=1&sig=abc';
      return requestPaths(page, host, async () => {
        await go(`/preview?${new URLSearchParams({ url: link, title: 'Row' }).toString()}`);
        await page.waitForTimeout(500);
      }, (u) => u.searchParams.get('url') === link && u.pathname !== '/preview');
    },
    expected: /^\/row\/preview-info$/,
  },
  {
    field: 'api.endpoints.imageProxy',
    set: { api: { endpoints: { imageProxy: '/row/image' } } },
    // A shared link's page shows the thumbnail through the image proxy in its social tags.
    probe: async ({ page, go }) => {
      await go('/');
      const html = await page.evaluate(async () => {
        const made = await fetch('/api/shorten-preview', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ params: { url: '/api/download/file/none', title: 'Row', thumbnail_url: 'https://img.example.com/t.jpg' } }),
        });
        const { short_url: shortUrl } = (await made.json()) as { short_url: string };
        return (await fetch(new URL(shortUrl).pathname)).text();
      });
      return /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? '';
    },
    expected: /\/row\/image\?url=https%3A%2F%2Fimg\.example\.com%2Ft\.jpg$/,
  },
  {
    field: 'authentication_enabled',
    set: { authentication_enabled: false },
    probe: async ({ page, go }) => {
      await go('/');
      const login = await page.evaluate(async () => {
        const body = JSON.stringify({ email: 'a@example.com', password: 'x', remember_me: false });
        return (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status;
      });
      return `account area ${await page.getByTestId('account-slot').count()}, login ${login}`;
    },
    expected: /^account area 0, login 404$/,
  },
];

const hostOf = (i: number, phase: 'before' | 'after') => `${phase}-${ROWS[i].field.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '')}.localhost`;

let site: Site;
const own = new Map<number, Site>();

test.beforeAll(async () => {
  port = await freePort();
  const domains: Record<string, unknown> = { default: DEFAULT_DOMAIN };
  ROWS.forEach((row, i) => {
    domains[hostOf(i, 'before')] = withPort(row.base ?? {});
    domains[hostOf(i, 'after')] = withPort(row.serverWide ? (row.base ?? {}) : (merge(row.base ?? {}, row.set) as Config));
  });
  site = await startSite(domains, { PORT: String(port) });
});
test.afterAll(async () => {
  await site.stop();
  for (const s of own.values()) await s.stop();
});
test.beforeEach(async ({ page }) => {
  // The trackers' hosts are not reachable here: answer them with an empty script.
  await page.route(/googletagmanager|clarity\.ms|googlesyndication/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
});

function prober(page: Page, on: Site, host: string): Probe {
  return {
    page,
    site: on,
    host,
    go: async (path) => {
      await page.goto(on.url(path, host));
      await expect(page.locator('main h1').first()).toBeVisible();
      // Each probe reads the page as it settles (what the first render's effects ask for and add), whether the
      // field under test changes it or not: the page's content is on screen before that (server rendered).
      await page.waitForLoadState('networkidle');
    },
  };
}

test.describe('every field of the domain configuration (SPEC §3) changes what the site does', () => {
  ROWS.forEach((row, i) => {
    test(row.field, async ({ page }) => {
      const before = await row.probe(prober(page, site, hostOf(i, 'before')));
      let after: string;
      if (row.serverWide) {
        const alone = await startSite({ default: merge(DEFAULT_DOMAIN, row.set), [hostOf(i, 'after')]: row.base ?? {} });
        own.set(i, alone);
        after = await row.probe(prober(page, alone, hostOf(i, 'after')));
      } else {
        after = await row.probe(prober(page, site, hostOf(i, 'after')));
      }
      expect(after, `${row.field} set`).toMatch(row.expected);
      expect(before, `${row.field} not set`).not.toMatch(row.expected);
    });
  });
});
