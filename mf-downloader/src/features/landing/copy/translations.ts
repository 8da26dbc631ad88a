/**
 * The landing pages' copy in the page's language (issue #24). English is written in `<id>.ts` (`LANDING_COPY`), each
 * other language in `<lang>/<id>.ts`, and the MP3 pages' copies (`<id>-mp3`, issue #49) are made from their catalogs
 * (./mp3.ts); the build publishes each as one small JSON file per platform and language
 * (`landing/<lang>/<id>.<version>.json` beside the remote's entry, English as `en`), so a page loads only its own
 * platform's copy in its own language, and the remote's code carries no copy (issue #21: the fifteen English copies
 * were 6 KB of every landing page's first load). The page's first render has it at hand (the module's `prepare`, which
 * the shell awaits before rendering the first page); after that a landing page suspends until its copy is there. The
 * server build has every copy at hand (`remember`, from src/app/ssr.ts).
 */
import { MP3_VARIANT, type Messages } from '@dl/shared-config';
import type { LandingCopy } from './types';

/** The build's version of the translated copies (rspack.config.ts); absent where the sources run as they are (tests). */
declare const __LANDING_COPY_VERSION__: string | undefined;
/** Where this remote's build is served from (rspack's public path: the remote's own URL). */
declare const __webpack_public_path__: string;

/**
 * One copy as the build publishes it; where there is no build (tests, the type check's world), from its sources: a
 * platform's module, or an MP3 page's made from its catalog and its platform's copy (./mp3.ts). The sources are imported
 * in the branch a build drops, so that no build bundles them.
 */
function fetchCopy(lang: string, id: string): Promise<LandingCopy> {
  if (typeof __LANDING_COPY_VERSION__ === 'undefined') {
    const platform = id.replace(new RegExp(`-${MP3_VARIANT}$`), '');
    if (platform !== id) {
      const catalog = import(`./${lang}.ts`) as Promise<{ messages: Messages }>;
      return Promise.all([loadLandingCopy(platform, lang), catalog, import('./mp3')]).then(([base, { messages }, { mp3Copy }]) => mp3Copy(base, lang, messages));
    }
    if (lang === 'en') return import('./index').then((m) => m.LANDING_COPY[id] ?? Promise.reject(new Error(`no landing copy ${id}`)));
    return import(`./${lang}/${id}.ts`).then((m: { copy: LandingCopy }) => m.copy);
  }
  return fetch(`${__webpack_public_path__}landing/${lang}/${id}.${__LANDING_COPY_VERSION__}.json`).then((res) => {
    if (!res.ok) throw new Error(`landing copy ${lang}/${id}: HTTP ${res.status}`);
    return res.json() as Promise<LandingCopy>;
  });
}

const loaded = new Map<string, LandingCopy>();
const pending = new Map<string, Promise<LandingCopy>>();
const key = (lang: string, id: string) => `${lang}:${id}`;

/** Keeps a translated copy (the server build keeps every one at start). */
export function rememberLandingCopy(lang: string, copy: LandingCopy): void {
  loaded.set(key(lang, copy.id), copy);
}

/** The copy of a platform in a language once it is loaded. */
export function landingCopyIn(id: string, lang: string): LandingCopy | undefined {
  return loaded.get(key(lang, id));
}

/**
 * Loads the copy of a platform in a language (once; the same promise to every caller until it settles). A copy in
 * another language than English that fails to load, or a language without one, gives the English; English that fails
 * to load rejects (the page's area shows its error panel, whose Retry asks again).
 */
export function loadLandingCopy(id: string, lang: string): Promise<LandingCopy> {
  const ready = landingCopyIn(id, lang);
  if (ready) return Promise.resolve(ready);
  let load = pending.get(key(lang, id));
  if (!load) {
    load = fetchCopy(lang, id).then(
      (copy) => (rememberLandingCopy(lang, copy), copy),
      (err: unknown) => {
        pending.delete(key(lang, id));
        if (lang === 'en') throw err;
        return loadLandingCopy(id, 'en').then((english) => (rememberLandingCopy(lang, english), english));
      },
    );
    pending.set(key(lang, id), load);
  }
  return load;
}
