/**
 * The page's one i18n (issue #24): Lingui's runtime (`@lingui/core`, about 2 KB gzip), bundled in this shared
 * singleton so that the shell and every remote translate through the same instance. Each app ships its own catalogs
 * (`src/locales`, compiled by `npm run i18n`) and adds them here: English at once, another language when a page is in
 * it. The page's language is the server's choice, written on `<html lang>`; React components follow the active
 * language through Lingui's own change event.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '@dl/contract';

export { i18n };
export type { Messages };

// A language is always active: a text asked for before any catalog is added is its id, never an error.
if (!i18n.locale) {
  i18n.load(DEFAULT_LANGUAGE, {});
  i18n.activate(DEFAULT_LANGUAGE);
}

/** An app's catalogs: English compiled in, the other languages loaded when a page is in them. */
export interface AppCatalogs {
  en: Messages;
  load(lang: Exclude<SiteLanguage, 'en'>): Promise<Messages>;
}

/** The page's language, as the server wrote it on `<html lang>`; English outside a browser. */
export function pageLanguage(): SiteLanguage {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isSiteLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

const loaded = new Set<string>();

/** Adds an app's texts in one language (once); the server build adds every language at start. */
export function addMessages(app: string, lang: SiteLanguage, messages: Messages): void {
  if (loaded.has(`${app}:${lang}`)) return;
  loaded.add(`${app}:${lang}`);
  i18n.load(lang, messages);
}

/** Adds an app's texts in a language (loading them when they are not there yet), then makes it the active one. */
export async function loadCatalogs(app: string, catalogs: AppCatalogs, lang: SiteLanguage): Promise<void> {
  addMessages(app, 'en', catalogs.en);
  if (lang !== 'en' && !loaded.has(`${app}:${lang}`)) addMessages(app, lang, await catalogs.load(lang));
  if (i18n.locale !== lang) i18n.activate(lang);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/** The page's active language; components that use it render again when it changes. */
export function useLanguage(): SiteLanguage {
  const locale = useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return isSiteLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** A text of the page's language by its id: `t('nav.features')`, `t('footer.rights', { year, brand })`. */
export function useT(): (id: string, values?: Record<string, unknown>) => string {
  const locale = useLanguage();
  // A new function for a new language: what takes it renders again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: string, values?: Record<string, unknown>) => i18n._(id, values), [locale]);
}
