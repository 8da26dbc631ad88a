/**
 * The result's texts (issue #24): the format list, audio tracks, subtitles, episodes, share link and media details.
 * They are catalogs of their own (`<lang>.po` here, compiled by `npm run i18n`), registered with the result's code,
 * which the page loads after the form (hooks/useExtraction), so a page's first load carries only the form's and the
 * page's texts. The result's components take their texts through this module.
 */
import { registerCatalogs } from '@dl/shared-config';
import { messages as en } from './en';

registerCatalogs('downloader-result', {
  en,
  load: (lang) => import(/* webpackInclude: /[\\/][a-z]{2}\.ts$/ */ `./${lang}.ts`),
});

export { useLanguage, useT, useText } from '@dl/shared-config';
