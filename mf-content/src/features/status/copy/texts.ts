/**
 * The /status page's texts (issue #28): catalogs of their own (`<lang>.po` here, compiled by `npm run i18n`),
 * registered with the page's code, so that the other content pages load none of them. The page's components take
 * their texts through this module.
 */
import { registerCatalogs } from '@dl/shared-config';
import { messages as en } from './en';

registerCatalogs('content-status', { en, load: (lang) => import(/* webpackInclude: /[\\/][a-z]{2}\.ts$/ */ `./${lang}.ts`) });

export { useLanguage, useT, useText } from '@dl/shared-config';
