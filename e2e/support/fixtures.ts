import path from 'node:path';
import { test as base } from '@playwright/test';
import { DEFAULT_DOMAIN, ROOT, startSite, type Site } from './site';
import { startStaticServer } from './staticServer';

export interface Cdn {
  origin: string;
  requests: string[];
}

/**
 * One real server per worker with three domains: the default; staging.localhost, with its own branding and the
 * downloader remote loaded from a second build on a separate static host (a CDN); broken.localhost, whose
 * content remote points at files that do not exist.
 */
export const test = base.extend<object, { site: Site; cdn: Cdn }>({
  cdn: [
    async ({}, use) => {
      const cdn = await startStaticServer(path.join(ROOT, 'mf-downloader', 'dist-staging'));
      await use(cdn);
      await cdn.close();
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ cdn }, use) => {
      const site = await startSite({
        default: DEFAULT_DOMAIN,
        'staging.localhost': {
          branding: { name: 'Staging Grab', colors: { primary: '#e11d48' } },
          remotes: { downloader: `${cdn.origin}/mf-manifest.json` },
        },
        'broken.localhost': { remotes: { content: '/mf/content-missing/mf-manifest.json' } },
      });
      await use(site);
      await site.stop();
    },
    { scope: 'worker' },
  ],
});

export const expect = test.expect;
