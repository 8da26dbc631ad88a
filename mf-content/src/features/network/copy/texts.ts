/**
 * The network page's texts (the domain's sister sites): catalogs of their own (`<lang>.po` here, compiled by
 * `npm run i18n`), registered with the page's code, so that the other content pages load none of them (each language
 * of a content page stays within issue #24's 6 KB).
 */
import { registerCatalogs } from '@dl/shared-config';
import { messages as en } from './en';

registerCatalogs('content-network', { en, load: (lang) => import(/* webpackInclude: /[\\/][a-z]{2}\.ts$/ */ `./${lang}.ts`) });
