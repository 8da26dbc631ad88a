import { cookieValue } from './cookies';

/**
 * The visitor's theme choice ('light' or 'dark'; none means automatic) is kept under one name in two places:
 * localStorage, which the shell's toggle reads, and a cookie, which the server reads to write the theme on the
 * page's <html> for the first paint (server rendering) on domains with `features.darkMode`. The browser's side is
 * shared-config's `rememberThemeChoice`.
 */
export const THEME_KEY = 'theme';
export type ThemeChoiceStored = 'light' | 'dark';
/** The choice in a request's Cookie header, if any. */
export function themeChoiceFromCookie(header: string | undefined): ThemeChoiceStored | null {
  const value = cookieValue(header, THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}
