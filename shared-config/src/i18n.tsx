/**
 * The page's one i18n (issue #24): Lingui's runtime (`@lingui/core`, about 2 KB gzip), bundled in this shared
 * singleton so that the shell and every remote translate through the same instance. Each app ships its own catalogs
 * (`src/locales`, compiled by `npm run i18n`) and registers them here when its code is first evaluated: English at
 * once, the page's language loaded before the app renders (`ensureLanguage`, which the shell awaits after loading a
 * remote's module). The page's language is the server's choice, written on `<html lang>`; `changeLanguage` switches
 * every registered app at once, without a reload. React components follow the active language through Lingui's own
 * change event.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, directionOf, isSiteLanguage, languageCookie, type SiteLanguage } from '@dl/contract';
import { messages as sharedEnglish } from './locales/en';

export { i18n };
export type { I18n, Messages };

/**
 * A catalog that exists in English only (the long-form texts: legal texts, the guide, the help's answers, the
 * glossary), read through an instance of its own, whatever language the page is in: its texts are never looked up in
 * another language, and it adds nothing to the page's instance.
 */
export function englishTexts(messages: Messages): I18n {
  return setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: messages } });
}

// A language is always active: a text asked for before any catalog is added is its id, never an error.
if (!i18n.locale) {
  i18n.load(DEFAULT_LANGUAGE, {});
  i18n.activate(DEFAULT_LANGUAGE);
}


/**
 * An app's catalogs: English compiled in, the other languages loaded when a page is in them (the app's own
 * `import(\`./locales/${lang}.ts\`)`, so that each language is a chunk of that app's build).
 */
export interface AppCatalogs {
  en: Messages;
  load(lang: Exclude<SiteLanguage, 'en'>): Promise<{ messages: Messages }>;
}

/** The page's language, as the server wrote it on `<html lang>`; English outside a browser. */
export function pageLanguage(): SiteLanguage {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isSiteLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

const loaded = new Set<string>();
/** Every app's English texts without placeholders, by their text: what `useText` looks them up by. */
const byEnglish = new Map<string, string>();
const registered = new Map<string, AppCatalogs>();
const pending = new Map<string, Promise<void>>();
/** The language the page is in or is switching to (the server's choice until `changeLanguage`). */
let wanted: SiteLanguage | undefined;

/** Adds an app's texts in one language (once); the server build adds every language at start. */
export function addMessages(app: string, lang: SiteLanguage, messages: Messages): void {
  if (loaded.has(`${app}:${lang}`)) return;
  loaded.add(`${app}:${lang}`);
  i18n.load(lang, messages);
  if (lang === DEFAULT_LANGUAGE) {
    for (const [id, message] of Object.entries(messages)) {
      // A compiled text without placeholders is its words, alone or as the one part of a list.
      const words = Array.isArray(message) && message.length === 1 ? message[0] : message;
      if (typeof words === 'string') byEnglish.set(words, id);
    }
  }
}

/** Makes an app's catalogs known to the page (its code does this when first evaluated) and adds its English. */
export function registerCatalogs(app: string, catalogs: AppCatalogs): void {
  registered.set(app, catalogs);
  addMessages(app, DEFAULT_LANGUAGE, catalogs.en);
}

/** One app's texts in a language; a catalog that fails to load leaves that app's texts in English. */
function loadApp(app: string, catalogs: AppCatalogs, lang: SiteLanguage): Promise<void> {
  if (lang === 'en' || loaded.has(`${app}:${lang}`)) return Promise.resolve();
  const key = `${app}:${lang}`;
  let load = pending.get(key);
  if (!load) {
    load = catalogs.load(lang).then(
      (module) => addMessages(app, lang, module.messages),
      () => addMessages(app, lang, catalogs.en),
    );
    pending.set(key, load);
    void load.finally(() => pending.delete(key));
  }
  return load;
}

/**
 * The page's language for every app registered so far: loads what is missing, then makes it the active one. The
 * shell calls it before its first render and after loading each remote module, so that no app renders a text in a
 * language it has not loaded.
 */
export async function ensureLanguage(): Promise<void> {
  const lang = (wanted ??= pageLanguage());
  await Promise.all([...registered].map(([app, catalogs]) => loadApp(app, catalogs, lang)));
  if (wanted === lang && i18n.locale !== lang) i18n.activate(lang);
}

/**
 * Switches the page to another language: every app's texts in it, `<html lang dir>`, and the `lang` cookie that
 * makes the server render the next pages in it (the language menu; a signed-in user's profile language).
 */
export async function changeLanguage(lang: SiteLanguage): Promise<void> {
  wanted = lang;
  await ensureLanguage();
  if (typeof document === 'undefined' || wanted !== lang) return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  document.cookie = languageCookie(lang);
}

const chosenListeners = new Set<(lang: SiteLanguage) => void>();

/**
 * The visitor's own choice of a language (the language menu): the page switches, and whoever keeps a choice hears of
 * it (the account area saves it into a signed-in user's profile, whose language decides the pages after).
 */
export async function chooseLanguage(lang: SiteLanguage): Promise<void> {
  await changeLanguage(lang);
  for (const listener of chosenListeners) listener(lang);
}

/** Hears of each language the visitor chooses; returns the function that stops it. */
export function onLanguageChosen(listener: (lang: SiteLanguage) => void): () => void {
  chosenListeners.add(listener);
  return () => void chosenListeners.delete(listener);
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

/** The id of a text without placeholders, by its English, among every catalog added so far; undefined for none. */
export const idOfEnglish = (english: string): string | undefined => byEnglish.get(english);

/**
 * A text that reaches a component as English (a server's error, a message kept in state, a constant of the
 * contract) in the page's language: looked up by its English among every app's catalogs, and left as it is when no
 * catalog has it (a server's text that no catalog knows still shows).
 */
export function useText(): (english: string) => string {
  const locale = useLanguage();
  return useCallback(
    (english: string) => {
      const id = idOfEnglish(english);
      return id ? i18n._(id) : english;
    },
    // A new function for a new language: what takes it renders again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  );
}

// The texts of the contract that every app shows (SPEC §8's messages, the URL form's, the clipboard's), in
// `src/locales` of this package.
registerCatalogs('shared', {
  en: sharedEnglish,
  load: (lang) => import(`./locales/${lang}.ts`),
});
