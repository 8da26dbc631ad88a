/**
 * The landing pages' copy in the page's language (issue #24, #50): each platform page's texts are its own Lingui
 * catalogs (`<platform>/<lang>.po`, compiled into `<platform>/<lang>.ts`; ./catalog.ts makes the copy of them), and an
 * MP3 page's (`<id>-mp3`, issue #49) are made from the MP3 catalogs (`<lang>.po`) and its platform's (./mp3Texts.ts).
 * The build publishes each compiled catalog as it is, one small JSON file per catalog and language
 * (`landing/<lang>/<platform>.<version>.json` and `landing/<lang>/mp3.<version>.json` beside the remote's entry), so a
 * page loads only its own platform's catalog in its own language and the remote's code carries no copy (issue #21: the
 * fifteen English copies were 6 KB of every landing page's first load): files rather than chunks, so the remote's entry
 * (on every page of the downloader) carries no map of 190 of them. The page's first render has it at
 * hand (the module's `prepare`, which the shell awaits before rendering the first page; the server preloads the files);
 * after that a landing page suspends until its copy is there. The server build has every copy at hand (`remember`,
 * from src/app/ssr.ts).
 */
import { MP3_VARIANT, mp3CopyId, platformById, type Messages } from '@dl/shared-config';
import { copyFromCatalog } from './catalog';
import type { LandingCopy } from './types';

/** The build's version of the published catalogs (rspack.config.ts); absent where the sources run as they are (tests). */
declare const __LANDING_COPY_VERSION__: string | undefined;
/** Where this remote's build is served from (rspack's public path: the remote's own URL). */
declare const __webpack_public_path__: string;

/**
 * A compiled catalog of the landing pages in a language: a platform page's (`name` its id) or the MP3 pages' (`mp3`),
 * as the build publishes it; where there is no build (tests, the type check's world), its module. The modules are
 * imported in the branch a build drops, so that no build bundles them.
 */
function catalogOf(name: string, lang: string): Promise<Messages> {
  if (typeof __LANDING_COPY_VERSION__ === 'undefined') {
    // Only the compiled catalogs (`xx.ts`): a build that keeps this branch (the bench's single bundle) must not take in
    // the folder's other modules and its tests.
    const module = (
      name === 'mp3'
        ? import(/* webpackInclude: /[\\/][a-z]{2}\.ts$/ */ `./${lang}.ts`)
        : import(/* webpackInclude: /[\\/][a-z]{2}\.ts$/ */ `./${name}/${lang}.ts`)
    ) as Promise<{ messages: Messages }>;
    return module.then((m) => m.messages);
  }
  return fetch(`${__webpack_public_path__}landing/${lang}/${name}.${__LANDING_COPY_VERSION__}.json`).then((res) => {
    if (!res.ok) throw new Error(`landing catalog ${lang}/${name}: HTTP ${res.status}`);
    return res.json() as Promise<Messages>;
  });
}

/** One copy from its catalogs: a platform page's, or an MP3 page's from the MP3 catalog and its platform's copy. */
function fetchCopy(lang: string, id: string): Promise<LandingCopy> {
  const platform = id.replace(new RegExp(`-${MP3_VARIANT}$`), '');
  if (platform === id) return catalogOf(id, lang).then((messages) => copyFromCatalog(id, messages));
  return Promise.all([loadLandingCopy(platform, lang), catalogOf('mp3', lang), import(/* webpackChunkName: "landing-mp3" */ './mp3Texts')]).then(([base, messages, { mp3Kind, mp3PageCopy }]) =>
    mp3PageCopy(base, messages, { id: mp3CopyId(platform), kind: mp3Kind(platform, platformById(platform)?.category) }),
  );
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
