import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { makeTestMedia, type TestMedia } from '../../server/test/media';
import { startFixtureServer, type FixtureServer } from '../../server/test/fixtureServer';
import { DEFAULT_DOMAIN, ROOT, runningSites, startSite, type Site } from './site';
import { startStaticServer } from './staticServer';
import { addMediaPages } from './mediaPages';

export interface Cdn {
  origin: string;
  requests: string[];
}

/** Environment every test site gets: it may fetch the local media server, and extraction is not throttled. */
export function siteEnv(fixtures: FixtureServer, extra: Record<string, string> = {}): Record<string, string> {
  return { TRUSTED_FETCH_HOSTS: fixtures.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '10000', ...extra };
}

/**
 * One real server per worker with three domains: the default; staging.localhost, with its own branding and the
 * downloader remote loaded from a second build on a separate static host (a CDN); broken.localhost, whose
 * content remote points at files that do not exist. Real media made once per worker by ffmpeg is served by a
 * local media server (`fixtures`) the site is allowed to fetch.
 */
/**
 * Waits until the page is the app's: the server sends the page's content inert (nothing in it can be focused or
 * clicked) and the shell's first render replaces it. A visitor sees the page at once but acts on it once the
 * app has taken over; the tests act like that visitor.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[inert]'));
}

/** `page.goto` and `page.reload` of every test wait for the app as well (see appReady). */
function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    await appReady(page);
    return res;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    await appReady(page);
    return res;
  };
  return page;
}

export const test = base.extend<{ page: Page }, { site: Site; cdn: Cdn; media: TestMedia; fixtures: FixtureServer }>({
  page: async ({ page }, provide, testInfo) => {
    const from = new Map([...runningSites].map((s) => [s, s.logs().length]));
    await provide(waitingForApp(page));
    // A failed test shows what the servers logged while it ran (a refused extraction says why only there).
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const s of runningSites) {
      const logged = s.logs().slice(from.get(s) ?? 0).trim();
      if (!logged) continue;
      await testInfo.attach(`server log (port ${s.port})`, { body: logged, contentType: 'text/plain' });
      console.error(`--- server log (port ${s.port}) during "${testInfo.title}" ---\n${logged.slice(-6000)}`);
    }
  },
  media: [
    async ({}, use) => {
      const media = await makeTestMedia();
      await use(media);
      media.cleanup();
    },
    { scope: 'worker' },
  ],
  fixtures: [
    async ({ media }, use) => {
      const server = await startFixtureServer(media.dir);
      addMediaPages(server);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  cdn: [
    async ({}, use) => {
      const cdn = await startStaticServer(path.join(ROOT, 'mf-downloader', 'dist-staging'));
      await use(cdn);
      await cdn.close();
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ cdn, fixtures }, use) => {
      const site = await startSite(
        {
          default: DEFAULT_DOMAIN,
          'staging.localhost': {
            branding: { name: 'Staging Grab', colors: { primary: '#e11d48' } },
            remotes: { downloader: `${cdn.origin}/mf-manifest.json` },
          },
          'broken.localhost': { remotes: { content: '/mf/content-missing/mf-manifest.json' } },
        },
        siteEnv(fixtures),
      );
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
});

export const expect = test.expect;
