/**
 * The landing pages' copy in the page's language (issue #24). English is bundled with the page (`LANDING_COPY`); each
 * other language is one small chunk per platform (`<lang>/<id>.ts`), so a page loads only its own platform's copy in
 * its own language. The page's first render has it at hand (the module's `prepare`, which the shell awaits before
 * rendering the first page); after that a landing page suspends until its copy is there. The server build has every
 * copy at hand (`remember`, from src/app/ssr.ts).
 */
import { landingCopyFor, type LandingCopy } from './index';

const loaded = new Map<string, LandingCopy>();
const pending = new Map<string, Promise<LandingCopy | undefined>>();
const key = (lang: string, id: string) => `${lang}:${id}`;

/** Keeps a translated copy (the server build keeps every one at start). */
export function rememberLandingCopy(lang: string, copy: LandingCopy): void {
  loaded.set(key(lang, copy.id), copy);
}

/** The copy of a platform in a language if it is at hand: English always; another once loaded. */
export function landingCopyIn(id: string, lang: string): LandingCopy | undefined {
  return lang === 'en' ? landingCopyFor(id) : loaded.get(key(lang, id));
}

/**
 * Loads the copy of a platform in a language (once; the same promise to every caller until it settles). A copy that
 * fails to load, or a language without one, gives the English.
 */
export function loadLandingCopy(id: string, lang: string): Promise<LandingCopy | undefined> {
  const ready = landingCopyIn(id, lang);
  if (ready) return Promise.resolve(ready);
  let load = pending.get(key(lang, id));
  if (!load) {
    load = import(/* webpackChunkName: "landing-[request]" */ `./${lang}/${id}.ts`).then(
      (m: { copy: LandingCopy }) => (rememberLandingCopy(lang, m.copy), m.copy),
      () => (rememberLandingCopy(lang, landingCopyFor(id)!), landingCopyFor(id)),
    );
    pending.set(key(lang, id), load);
  }
  return load;
}
