/**
 * The account area's texts (issue #24): its catalogs (`locales/<lang>.po`, compiled by `npm run i18n`), English at
 * hand, the page's language loaded (its own chunk of this build) before the shell renders a module of this remote. Its
 * components take them with `useT()` (by id) or `useText()` (a text that reaches them as English) from this module.
 */
import { registerCatalogs } from '@dl/shared-config';
import { messages as en } from './locales/en';

registerCatalogs('auth', { en, load: (lang) => import(`./locales/${lang}.ts`) });

export { useLanguage, useT, useText } from '@dl/shared-config';
