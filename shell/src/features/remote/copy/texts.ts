/**
 * The pages' heads in the page's language (issue #24), loaded when first needed: the server writes the first page's
 * head in its language (shell/src/ssr.tsx), so a page needs these from the next page on, or when the visitor chooses
 * another language; an English page never loads them (its heads are the route table's). The build publishes each
 * language as a JSON file (rspack.config.ts). No English here: a text missing in a language is the table's English
 * (../routeHead.ts), and leaving the catalog's English out keeps these ids away from `useText`'s lookup by English.
 */
import { ensureLanguage, registerCatalogs, type Messages } from '@dl/shared-config';

/** The build's version of the head texts (shell/rspack.config.ts); absent where the sources run as they are (tests). */
declare const __HEAD_TEXTS_VERSION__: string | undefined;
/** Where the shell's build is served from (rspack's public path). */
declare const __webpack_public_path__: string;

function fetchTexts(lang: string): Promise<{ messages: Messages }> {
  if (typeof __HEAD_TEXTS_VERSION__ === 'undefined') return import(/* webpackExclude: /(en|server|texts)\.ts$/ */ `./${lang}.ts`);
  return fetch(`${__webpack_public_path__}heads/${lang}.${__HEAD_TEXTS_VERSION__}.json`).then((res) => {
    if (!res.ok) throw new Error(`head texts ${lang}: HTTP ${res.status}`);
    return res.json().then((messages: Messages) => ({ messages }));
  });
}

registerCatalogs('shell-heads', { en: {}, load: fetchTexts });

/** Settles once the page's language of the heads is loaded (or failed to load: the table's English then). */
export const ready: Promise<void> = ensureLanguage();

export { routeHead } from '../routeHead';
