/**
 * The server build's own start-up (rspack.base.ts imports it into the remote's server entry): the landing pages' copy
 * in every language at hand, made from their catalogs (features/landing/copy/catalog.ts), so that the server renders a
 * landing page in its language at once (the browser loads only the page's own, see
 * features/landing/copy/translations.ts), and the MP3 pages' copies made from their catalogs
 * (features/landing/copy/mp3.ts) as a page in the browser makes its own.
 */
import type { Messages } from '@dl/shared-config';
import { LANDING_COPY } from '../features/landing/copy';
import { copyFromCatalog } from '../features/landing/copy/catalog';
import { landingCopyIn, rememberLandingCopy } from '../features/landing/copy/translations';
import { mp3Copies } from '../features/landing/copy/mp3';

declare global {
  interface ImportMeta {
    /** rspack's module context: every module of a folder that matches, bundled (`sync`: no chunk to wait for). */
    webpackContext(request: string, options: { recursive: boolean; regExp: RegExp; mode: 'sync' }): { keys(): string[]; (key: string): unknown };
  }
}

// Each platform page's catalog in each language, English too (`./<platform>/<lang>.ts`).
const catalogs = import.meta.webpackContext('../features/landing/copy', { recursive: true, regExp: /^\.\/[a-z-]+\/[a-z]{2}\.ts$/, mode: 'sync' });
for (const key of catalogs.keys()) {
  const [, id, lang] = /^\.\/([a-z-]+)\/([a-z]{2})\.ts$/.exec(key)!;
  rememberLandingCopy(lang, copyFromCatalog(id, (catalogs(key) as { messages: Messages }).messages));
}

const mp3Catalogs = import.meta.webpackContext('../features/landing/copy', { recursive: false, regExp: /^\.\/[a-z]{2}\.ts$/, mode: 'sync' });
for (const key of mp3Catalogs.keys()) {
  const lang = key.slice(2, 4);
  const copyIn = (id: string) => landingCopyIn(id, lang) ?? LANDING_COPY[id];
  for (const copy of mp3Copies((mp3Catalogs(key) as { messages: Messages }).messages, copyIn)) rememberLandingCopy(lang, copy);
}
