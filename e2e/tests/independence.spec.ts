import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { DEFAULT_DOMAIN, ROOT, startSite, type Site } from '../support/site';
import { startStaticServer } from '../support/staticServer';

// A team ships its area alone (docs/operations.md, "Deploying remotes independently"): one remote built from its own folder with
// its own label, published on a second origin standing for a CDN, a staging domain pointed at it, then pointed back.
// The shell is never rebuilt and the site never restarted. One test per step, in order.
const LABEL = 'release-2';
const REMOTE_DIR = path.join(ROOT, 'mf-downloader');
const OUT_DIR = 'dist-independence';
const HOST = 'staging.localhost';

let site: Site;
let cdn: Awaited<ReturnType<typeof startStaticServer>> | undefined;
/** Every other build's manifest as it was before the remote was built. */
let before: Map<string, { bytes: string; mtimeMs: number }>;

const otherManifests = () => ['shell', 'mf-auth', 'mf-preview', 'mf-content', 'mf-downloader'].map((app) => path.join(ROOT, app, 'dist', 'mf-manifest.json'));
const snapshot = () => new Map(otherManifests().map((f) => [f, { bytes: fs.readFileSync(f, 'utf8'), mtimeMs: fs.statSync(f).mtimeMs }]));
const pointStaging = (remotes?: { downloader: string }) => fs.writeFileSync(path.join(site.domainsDir, `${HOST}.json`), JSON.stringify({ branding: { name: 'Staging Grab' }, ...(remotes ? { remotes } : {}) }));

/** The build label the downloader area's page shows on a Host, once the site has read its domain file again. */
async function labelOn(page: Page, host: string, expected: RegExp): Promise<string> {
  for (let i = 0; ; i++) {
    await page.goto(site.url('/', host));
    const label = (await page.locator('main [data-remote-area="downloader"] .page').getAttribute('data-build')) ?? '';
    if (expected.test(label) || i >= 20) return label;
    await page.waitForTimeout(250);
  }
}

test.describe.serial('one remote deployed alone', () => {
  test.beforeAll(async () => {
    site = await startSite({ default: DEFAULT_DOMAIN });
    pointStaging();
  });
  test.afterAll(async () => {
    await site.stop();
    await cdn?.close();
    fs.rmSync(path.join(REMOTE_DIR, OUT_DIR), { recursive: true, force: true });
  });

  test('a remote is built alone from its folder, with its own label, and no other build changes', async () => {
    before = snapshot();
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
      cwd: REMOTE_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', BUILD_LABEL: LABEL, OUT_DIR },
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(REMOTE_DIR, OUT_DIR, 'mf-manifest.json'), 'utf8'));
    expect(manifest.name).toBe('mf_downloader');
    expect(manifest.metaData.buildInfo.buildVersion).toMatch(new RegExp(`\\+${LABEL}$`));
    expect(fs.existsSync(path.join(REMOTE_DIR, OUT_DIR, 'remoteEntry.js'))).toBe(true);
    expect(snapshot()).toEqual(before);
  });

  test('it is served from a second origin, as a CDN would serve it', async () => {
    cdn = await startStaticServer(path.join(REMOTE_DIR, OUT_DIR));
    const manifest = await fetch(`${cdn.origin}/mf-manifest.json`, { headers: { origin: site.url('').replace(/\/$/, '') } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const entry = await fetch(`${cdn.origin}/remoteEntry.js`);
    expect(entry.status).toBe(200);
  });

  test("a staging domain's file pointed at it shows it on that domain only, with no rebuild and no restart", async ({ page }) => {
    const production = await labelOn(page, HOST, /./);
    expect(production).not.toBe(LABEL);
    pointStaging({ downloader: `${cdn!.origin}/mf-manifest.json` });
    expect(await labelOn(page, HOST, new RegExp(`^${LABEL}$`))).toBe(LABEL);
    await expect(page.locator('main [data-remote-area="downloader"] h1')).toHaveText('Download Videos & Audio from Any Platform');
    expect(cdn!.requests).toContain('/remoteEntry.js');
    // The default domain keeps the production build; the shell and the other builds are the ones built before.
    expect(await labelOn(page, 'localhost', /./)).toBe(production);
    expect(snapshot()).toEqual(before);
  });

  test('pointed back, the domain shows the production build again: a roll-back', async ({ page }) => {
    const production = await labelOn(page, 'localhost', /./);
    pointStaging();
    expect(await labelOn(page, HOST, new RegExp(`^${production}$`))).toBe(production);
    const served = cdn!.requests.length;
    await page.reload();
    await expect(page.locator('main [data-remote-area="downloader"] h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(cdn!.requests.length).toBe(served);
    expect(snapshot()).toEqual(before);
  });
});
