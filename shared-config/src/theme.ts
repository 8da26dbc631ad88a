/**
 * The visitor's theme choice ('light' or 'dark'; none means automatic) is kept under one name in two places:
 * localStorage, which the shell's toggle reads, and a cookie, which the server reads to write the theme on the
 * page's <html> for the first paint (server rendering) on domains with `features.darkMode`.
 */
export const THEME_KEY = 'theme';
export type ThemeChoiceStored = 'light' | 'dark';
const YEAR_SECONDS = 365 * 24 * 3600;
const IN_COOKIE_HEADER = new RegExp(`(?:^|;)\\s*${THEME_KEY}=(light|dark)\\s*(?:;|$)`);

export function rememberThemeChoice(choice: ThemeChoiceStored | null): void {
  try {
    if (choice) localStorage.setItem(THEME_KEY, choice);
    else localStorage.removeItem(THEME_KEY);
  } catch {
    /* storage may be blocked: the page still changes */
  }
  document.cookie = `${THEME_KEY}=${choice ?? ''}; Path=/; Max-Age=${choice ? YEAR_SECONDS : 0}; SameSite=Lax`;
}

/** The choice in a request's Cookie header, if any. */
export function themeChoiceFromCookie(header: string | undefined): ThemeChoiceStored | null {
  const m = IN_COOKIE_HEADER.exec(header ?? '');
  return m ? (m[1] as ThemeChoiceStored) : null;
}
