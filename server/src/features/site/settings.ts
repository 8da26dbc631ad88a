/** The site's settings: where the builds are and whether pages are rendered (server/src/infra/settings.ts says how settings are read). */
import path from 'node:path';
import { REPO_ROOT } from '../../infra/serverSettings';
import { oneOf, optional, settings, text } from '../../infra/settings';

export const siteSettings = settings({
  properties: {
    APPS_DIR: optional(text(undefined, { docDefault: 'the repository root', description: 'Folder holding the builds: `shell/dist` and `mf-<area>/dist`.' })),
    SERVER_RENDER: oneOf(['0', '1'], '1', {
      description:
        "`1`: pages are sent with their content, rendered by the apps' server builds (`<app>/dist/server/ssr.js`, never served to browsers) for the first paint; `0`: pages are sent empty and render once their scripts have run.",
    }),
  },
  read: (v) => ({
    /** Folder that holds the apps' builds: <appsDir>/shell/dist and <appsDir>/mf-<area>/dist. */
    appsDir: path.resolve(v.APPS_DIR ?? REPO_ROOT),
    serverRender: v.SERVER_RENDER === '1',
  }),
});

export type SiteSettings = ReturnType<typeof siteSettings.read>;
