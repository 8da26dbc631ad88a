/**
 * Lingui (issue #24): the site's twelve languages and each app's catalogs, the one source of every text a visitor
 * reads (issue #50: the landing pages' copy included). Catalogs are gettext PO files (`<dir>/<lang>.po`: a message id
 * and its ICU MessageFormat text), English the source; `npm run i18n` compiles them into the modules the apps load
 * (`<dir>/<lang>.ts`), filling a text missing in a language with English. The compiled modules are kept in the
 * repository (a test fails when one is not up to date), so every command works from a clean clone.
 *
 * A catalog is the texts that load together: an app's own (`src/locales`, loaded before it renders), and apart from it
 * the texts only some of its pages show, each loaded by its page as a chunk of its own (below): a landing page loads
 * its own platform's catalog in its own language, never every platform's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from './contract/src/accountOptions';

/** The landing pages' catalogs: the MP3 pages' here, each platform page's in a folder of its own. */
const LANDING = 'mf-downloader/src/features/landing/copy';

/**
 * Where the catalogs are: each app's `src/locales`, the shared package's two (the texts every page shows,
 * `src/locales`, and the server's answers, `src/server-texts`, loaded at a page's first error), and the parts of an app
 * that not every page of it shows (the downloader's result and its home page).
 */
const DIRS = [
  'shared-config/src/locales',
  'shared-config/src/server-texts',
  // The bot challenge's dialog (issue 51): loaded with it, when a call first meets the challenge.
  'shared-config/src/challenge/locales',
  ...['shell', 'mf-downloader', 'mf-preview', 'mf-auth', 'mf-content'].map((app) => `${app}/src/locales`),
  // The downloader's result (formats, tracks, episodes, share link): loaded with the result's code, after the form.
  'mf-downloader/src/features/extract/copy',
  // The downloader's home page (headline, features, how it works, FAQ): not on the landing pages.
  'mf-downloader/src/features/home/copy',
  // The downloader's MP3 pages (issue #49): the texts every MP3 page shares, by kind of source, loaded with an MP3 page.
  LANDING,
  // The downloader's landing pages, one catalog per platform page (`<platform>/<lang>.po`, ids
  // `dl.landing.<platform>.…`): a page loads its own, in its language (features/landing/copy/translations.ts).
  ...fs.readdirSync(path.join(__dirname, LANDING), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [`${LANDING}/${e.name}`] : [])),
  // The content remote's /status page (issue #28) and its network page: not on its other pages.
  'mf-content/src/features/status/copy',
  'mf-content/src/features/network/copy',
  // The shell's page heads in other languages (English's are the route table's): loaded after the first paint.
  'shell/src/features/remote/copy',
];

/** The catalog folders in use: each that has an English catalog. */
export const CATALOG_DIRS = DIRS.filter((dir) => fs.existsSync(path.join(__dirname, dir, 'en.po')));

/**
 * The long-form texts (legal texts, the guide, the help's answers, the glossary): catalogs that exist in English only
 * (issue #24: these pages say so in the page's language), each loaded by its own page, compiled by
 * `lingui.english.config.ts` (`npm run i18n` runs both). Translating one is adding its `<lang>.po` files and moving its
 * folder to the list above.
 */
export const ENGLISH_ONLY_DIRS = [
  'mf-content/src/features/legal/copy/privacy',
  'mf-content/src/features/legal/copy/terms',
  'mf-content/src/features/legal/copy/dmca',
  'mf-content/src/features/guide/copy',
  'mf-content/src/features/help/copy',
  'mf-content/src/features/glossary/copy',
].filter((dir) => fs.existsSync(path.join(__dirname, dir, 'en.po')));

/** `I18N_APP=mf-auth npm run i18n` compiles one app's (or package's) catalogs alone. */
const only = (dirs: string[]) => (process.env.I18N_APP ? dirs.filter((dir) => dir.startsWith(`${process.env.I18N_APP}/`)) : dirs);

/** Lingui's configuration for the catalogs of `dirs` in `locales`. */
export function catalogsConfig(dirs: string[], locales: readonly string[]) {
  return defineConfig({
    locales: [...locales],
    sourceLocale: 'en',
    fallbackLocales: { default: 'en' },
    format: formatter({ lineNumbers: false }),
    compileNamespace: 'ts',
    catalogs: only(dirs).map((dir) => ({ path: `<rootDir>/${dir}/{locale}`, include: [`<rootDir>/${dir.split('/')[0]}/src`] })),
  });
}

export default catalogsConfig(CATALOG_DIRS, LANGUAGES);
