import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { formatPreviewSize } from '../../mf-preview/src/rules';
import { makeTestMedia, type TestMedia } from '../../server/test/media';
import { startFixtureServer, type FixtureServer } from '../../server/test/fixtureServer';
import { DEFAULT_DOMAIN, freePort, startSite, type Site } from '../support/site';

// Domain configuration switches, each on and off, in Chromium.
let media: TestMedia;
let fixtures: FixtureServer;
test.beforeAll(async () => {
  media = await makeTestMedia();
  fixtures = await startFixtureServer(media.dir);
});
test.afterAll(async () => {
  await fixtures.close();
  media.cleanup();
});

const downloaderH1 = (page: import('@playwright/test').Page) => page.locator('main [data-remote-area="downloader"] h1');

test.describe('api.baseUrl: the API on another origin', () => {
  let site: Site;
  let port: number;
  test.beforeAll(async () => {
    port = await freePort();
    site = await startSite(
      {
        default: DEFAULT_DOMAIN,
        // The page is served as apisite.localhost; its API is the same server reached as 127.0.0.1, another origin.
        'apisite.localhost': { api: { baseUrl: `http://127.0.0.1:${port}` }, seo: { canonicalUrl: `http://apisite.localhost:${port}` } },
      },
      { PORT: String(port), TRUSTED_FETCH_HOSTS: fixtures.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '1000' },
    );
  });
  test.afterAll(() => site.stop());

  test('on: the front end calls the configured API origin, which allows the site by CORS', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/download-video') && calls.push(r.url()));
    await page.goto(site.url('/', 'apisite.localhost'));
    await expect(downloaderH1(page)).toBeVisible();
    await page.getByRole('textbox', { name: 'Media URL' }).fill(`${fixtures.origin}/clip.mp4?api=remote`);
    await page.getByRole('textbox', { name: 'Media URL' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Choose a format' })).toBeVisible({ timeout: 30_000 });
    expect(calls).toEqual([`http://127.0.0.1:${port}/api/download-video`]);
  });

  test('off: the API is the page’s own origin', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/download-video') && calls.push(r.url()));
    await page.goto(site.url('/', 'localhost'));
    await expect(downloaderH1(page)).toBeVisible();
    await page.getByRole('textbox', { name: 'Media URL' }).fill(`${fixtures.origin}/clip.mp4?api=same`);
    await page.getByRole('textbox', { name: 'Media URL' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Choose a format' })).toBeVisible({ timeout: 30_000 });
    expect(calls).toEqual([`http://localhost:${port}/api/download-video`]);
  });
});

test.describe('network and multi-domain switches', () => {
  let site: Site;
  test.beforeAll(async () => {
    site = await startSite({
      default: DEFAULT_DOMAIN,
      'hub.localhost': {
        branding: { name: 'Hub Grab' },
        features: { showNetworkLink: true, isNetworkHub: true },
        network: { type: 'hub', hubDomain: 'hub.example.com', networkName: 'Grab Network', showInNetworkPage: true },
      },
      'member.localhost': {
        branding: { name: 'Member Grab' },
        features: { showNetworkLink: true },
        network: { type: 'member', hubDomain: 'hub.example.com', networkName: 'Grab Network', showInNetworkPage: true },
      },
    });
  });
  test.afterAll(() => site.stop());

  test('showNetworkLink and isNetworkHub: the footer link and the /network page follow them', async ({ page }) => {
    await page.goto(site.url('/', 'hub.localhost'));
    await expect(page.getByTestId('network-link')).toHaveText('Grab Network');
    await page.getByTestId('network-link').click();
    await expect(page.locator('main h1')).toHaveText('Welcome to the Grab Network hub');

    await page.goto(site.url('/network', 'member.localhost'));
    await expect(page.locator('main h1')).toHaveText('Member Grab is part of Grab Network');
    await expect(page.locator('main')).toContainText('hub.example.com');

    await page.goto(site.url('/network'));
    await expect(page.getByTestId('network-link')).toHaveCount(0);
    await expect(page.locator('main')).toContainText('is not part of a network of download sites');
  });

  test('multiDomainSupport on: each Host has its own branding', async ({ page }) => {
    await page.goto(site.url('/', 'hub.localhost'));
    await expect(page.locator('header .brand-name')).toHaveText('Hub Grab');
    await page.goto(site.url('/', 'member.localhost'));
    await expect(page.locator('header .brand-name')).toHaveText('Member Grab');
  });

  test('multiDomainSupport off: every Host gets the default branding', async ({ page }) => {
    const single = await startSite({ default: { ...DEFAULT_DOMAIN, features: { multiDomainSupport: false } }, 'hub.localhost': { branding: { name: 'Hub Grab' } } });
    try {
      await page.goto(single.url('/', 'hub.localhost'));
      await expect(downloaderH1(page)).toBeVisible();
      await expect(page.locator('header .brand-name')).toHaveText(String((DEFAULT_DOMAIN.branding as { name: string }).name));
    } finally {
      await single.stop();
    }
  });
});

test.describe('api.endpoints.preview: previews described by the configured endpoint', () => {
  let site: Site;
  let port: number;
  let gateway: http.Server;
  let gatewayOrigin: string;
  const gatewayCalls: string[] = [];
  test.beforeAll(async () => {
    port = await freePort();
    // An API gateway on another origin that publishes the preview endpoint under its own path.
    gateway = http.createServer((req, res) => {
      gatewayCalls.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://gateway.invalid');
      if (url.pathname !== '/gateway/preview-info') {
        res.writeHead(404).end();
        return;
      }
      void fetch(`http://127.0.0.1:${port}/api/preview${url.search}`).then(async (upstream) => {
        res.writeHead(upstream.status, { 'content-type': 'application/json', 'access-control-allow-origin': req.headers.origin ?? '*' });
        res.end(await upstream.text());
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayOrigin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    site = await startSite(
      {
        default: DEFAULT_DOMAIN,
        'gw.localhost': { api: { endpoints: { preview: `${gatewayOrigin}/gateway/preview-info` } } },
      },
      { PORT: String(port), TRUSTED_FETCH_HOSTS: fixtures.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '1000' },
    );
  });
  test.afterAll(async () => {
    await site.stop();
    await new Promise((resolve) => gateway.close(resolve));
  });

  /** A preview link of a real signed format, without the size: the page has to ask the preview endpoint. */
  async function previewPathOfClip(): Promise<{ path: string; signed: string }> {
    const res = await fetch(`http://127.0.0.1:${port}/api/download-video`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tweet_url: `${fixtures.origin}/clip.mp4?preview-endpoint`, browser_fingerprint: {}, user_consent: false }),
    });
    expect(res.status).toBe(200);
    const signed = ((await res.json()) as { formats: { url: string }[] }).formats[0].url;
    expect(signed).toMatch(/^\/api\/proxied_download\?.*sig=/);
    return { path: `/preview?${new URLSearchParams({ url: signed, title: 'clip' }).toString()}`, signed };
  }

  const fileSize = (page: import('@playwright/test').Page) => page.locator('.preview-details-row', { hasText: 'File size' }).locator('dd');

  test('set to another origin and path: the page asks there and shows the file size it answers', async ({ page }) => {
    const { path, signed } = await previewPathOfClip();
    const sameOrigin: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/preview' && sameOrigin.push(r.url()));
    gatewayCalls.length = 0;
    await page.goto(site.url(path, 'gw.localhost'));
    await expect(fileSize(page)).toHaveText(formatPreviewSize(fs.statSync(media.mp4).size)!);
    expect(gatewayCalls).toEqual([`/gateway/preview-info?url=${encodeURIComponent(signed)}`]);
    expect(sameOrigin).toEqual([]);
  });

  test('by default: /api/preview on the page\'s own origin', async ({ page }) => {
    const { path } = await previewPathOfClip();
    const sameOrigin: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/preview' && sameOrigin.push(new URL(r.url()).origin));
    gatewayCalls.length = 0;
    await page.goto(site.url(path, 'localhost'));
    await expect(fileSize(page)).toHaveText(formatPreviewSize(fs.statSync(media.mp4).size)!);
    expect(sameOrigin).toEqual([`http://localhost:${port}`]);
    expect(gatewayCalls).toEqual([]);
  });
});
