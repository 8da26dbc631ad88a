/**
 * The site's languages (issue #24): the twelve of the profile, which one a page is in, and its writing direction.
 * The server decides a page's language (the visitor's choice, kept in the `lang` cookie; else the
 * browser's Accept-Language; else the domain's default; else English) and writes it on `<html lang dir>`; the apps
 * read it from there.
 */
import { LANGUAGES } from './accountOptions';

export type SiteLanguage = (typeof LANGUAGES)[number];
export const SITE_LANGUAGES: readonly SiteLanguage[] = LANGUAGES;
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/** The cookie that keeps the language a visitor chose. */
export const LANG_COOKIE = 'lang';

/** Languages written right to left. */
const RTL = new Set<string>(['ar']);

export const isSiteLanguage = (value: unknown): value is SiteLanguage => typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);

export const directionOf = (lang: string): 'ltr' | 'rtl' => (RTL.has(lang) ? 'rtl' : 'ltr');

/** A language's own name, as its speakers write it ("Español", "日本語"), for the language menu. */
export function nativeLanguageName(lang: SiteLanguage): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
  } catch {
    return lang;
  }
}

/** The `lang` cookie's value in a Cookie header, when it is one of the site's languages. */
export function languageFromCookie(cookieHeader: string | null | undefined): SiteLanguage | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && isSiteLanguage(value)) return value;
  }
  return null;
}

/** The Set-Cookie value (or `document.cookie` text) that keeps a language for a year. */
export const languageCookie = (lang: SiteLanguage) => `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
