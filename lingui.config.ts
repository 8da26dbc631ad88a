/**
 * Lingui (issue #24): the site's twelve languages and each app's catalogs. Catalogs are gettext PO files
 * (`src/locales/<lang>.po`: a message id and its ICU MessageFormat text), English the source; `npm run i18n` compiles
 * them into the modules the apps load (`src/locales/<lang>.ts`), filling a text missing in a language with English.
 * The compiled modules are kept in the repository (a test fails when one is not up to date), so every command works
 * from a clean clone.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from './contract/src/accountOptions';

/** The apps whose texts are catalogs so far. */
export const TRANSLATED_APPS = ['shell'];

export default defineConfig({
  locales: [...LANGUAGES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: TRANSLATED_APPS.map((app) => ({ path: `<rootDir>/${app}/src/locales/{locale}`, include: [`<rootDir>/${app}/src`] })),
});
