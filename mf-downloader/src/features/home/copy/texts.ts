/**
 * The home page's texts (issue #24): headline, sub-texts, feature cards, how it works and the FAQ. They are catalogs of
 * their own (`<lang>.po` here, compiled by `npm run i18n`), registered with the home page's code, so that the landing
 * pages, which share the rest of the downloader, load none of them. The home page's components take their texts
 * through this module.
 */
import { registerCatalogs } from '@dl/shared-config';
import { messages as en } from './en';

registerCatalogs('downloader-home', { en, load: (lang) => import(/* webpackInclude: /[\\/][a-z]{2}\.ts$/ */ `./${lang}.ts`) });

export { i18n, useT, useText } from '@dl/shared-config';
