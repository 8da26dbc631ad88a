import { useEffect, useState } from 'react';
import type { SiteLanguage } from '@dl/contract';

type Texts = typeof import('./copy/texts');
let loaded: Texts | null = null;
/** The first page the shell rendered, whose head the server wrote in its language: the heads load after it. */
let firstPage: string | null = null;

/**
 * The heads of another language than English (issue #24, ./routeHead.ts), once at hand: they load when first needed,
 * the page after the first or another language chosen in the menu; until then (null) the page keeps the head the
 * server wrote, which is in its language. Not in the page's start-up: an English page never loads them.
 */
export function useHeadTexts(lang: SiteLanguage, routeId: string): Texts['routeHead'] | null {
  const page = `${lang} ${routeId}`;
  firstPage ??= page;
  const needed = lang !== 'en' && page !== firstPage;
  // The module is kept at the module's level (every page after uses it); this state only renders the page again.
  const [, setLoaded] = useState(loaded);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void import('./copy/texts').then(async (m) => {
      await m.ready;
      loaded = m;
      if (live) setLoaded(m);
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return needed ? loaded?.routeHead ?? null : null;
}
