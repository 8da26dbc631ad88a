/** The ZIP downloads' settings (server/src/infra/settings.ts says how settings are read). */
import { integer, settings } from '../../infra/settings';

export const bundleSettings = settings({
  properties: {
    ZIP_MAX_ITEMS: integer(50, 1, 1000, {
      description: "The most items one ZIP download of a list's chosen items may hold (told to the page by `/api/config` as `zip_max_items`).",
    }),
  },
  read: (v) => ({ zipMaxItems: v.ZIP_MAX_ITEMS }),
});

export type BundleSettings = ReturnType<typeof bundleSettings.read>;
