/**
 * The shell's texts (issue #24): its catalogs (`locales/<lang>.po`, compiled by `npm run i18n`), English at hand and
 * the page's language loaded before the first render. Its components take them with `useT()` from the shared module.
 */
import { registerCatalogs, type AppCatalogs } from '@dl/shared-config';
import { messages as en } from './locales/en';

export const SHELL_CATALOGS: AppCatalogs = {
  en,
  load: (lang) => import(/* webpackExclude: /server\.ts$/ */ `./locales/${lang}.ts`),
};

// English is always there: a page renders before (or without) its language's catalog.
registerCatalogs('shell', SHELL_CATALOGS);

/** The shell's components take their texts through this module, so that its English is loaded wherever they render. */
export { i18n, useLanguage, useT, useText } from '@dl/shared-config';
