/**
 * The site's languages (issue #24): the twelve of the profile, which one a page is in, and its writing direction.
 * The server decides a page's language (the visitor's choice, kept in the `lang` cookie; else the
 * browser's Accept-Language; else the domain's default; else English) and writes it on `<html lang dir>`; the apps
 * read it from there.
 */
import { LANGUAGES } from './accountOptions';
import { cookieValue } from './cookies';

export type SiteLanguage = (typeof LANGUAGES)[number];
export const SITE_LANGUAGES: readonly SiteLanguage[] = LANGUAGES;
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/** The cookie that keeps the language a visitor chose. */
export const LANG_COOKIE = 'lang';

/** Languages written right to left. */
const RTL = new Set<string>(['ar']);

export const isSiteLanguage = (value: unknown): value is SiteLanguage => typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);

export const directionOf = (lang: string): 'ltr' | 'rtl' => (RTL.has(lang) ? 'rtl' : 'ltr');

/**
 * Each language's own name, as its speakers write it, for the language menu: Unicode CLDR's names (what
 * `Intl.DisplayNames` gives, capitalised; siteLanguage.test.ts keeps them equal). Written out because asking
 * `Intl.DisplayNames` for them loads twelve locales' data into the page at start: about 40 ms of a phone's main
 * thread, on every page (the menu is in the footer).
 */
const NATIVE_NAMES: Readonly<Record<SiteLanguage, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
  ar: 'العربية',
  hi: 'हिन्दी',
};

/** A language's own name, as its speakers write it ("Español", "日本語"), for the language menu. */
export const nativeLanguageName = (lang: SiteLanguage): string => NATIVE_NAMES[lang];

/** The `lang` cookie's value in a Cookie header, when it is one of the site's languages. */
export function languageFromCookie(cookieHeader: string | null | undefined): SiteLanguage | null {
  const value = cookieValue(cookieHeader, LANG_COOKIE);
  return value !== null && isSiteLanguage(value) ? value : null;
}

/** The Set-Cookie value (or `document.cookie` text) that keeps a language for a year. */
export const languageCookie = (lang: SiteLanguage) => `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
