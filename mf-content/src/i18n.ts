/**
 * The content pages' texts (issue #24): their catalogs (`locales/<lang>.po`, compiled by `npm run i18n`), English at
 * hand, the page's language loaded (its own chunk of this build) before the shell renders a module of this remote. Its
 * components take them with `useT()` (by id) from this module. Long-form texts (legal texts, the guide's and the help's
 * articles, the glossary's definitions) are English-only catalogs of their own pages (`ui/longForm.tsx`), the blog's
 * posts Markdown documents; both stay English, marked as such (`ui/EnglishOnly.tsx`).
 */
import { registerCatalogs } from '@dl/shared-config';
import { messages as en } from './locales/en';

registerCatalogs('content', { en, load: (lang) => import(`./locales/${lang}.ts`) });

export { useLanguage, useT, useText } from '@dl/shared-config';
