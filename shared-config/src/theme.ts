/** The visitor's theme choice, remembered where the shell's toggle and the server read it (contract: themeCookie). */
import { THEME_KEY, type ThemeChoiceStored } from '@dl/contract';

const YEAR_SECONDS = 365 * 24 * 3600;

export function rememberThemeChoice(choice: ThemeChoiceStored | null): void {
  try {
    if (choice) localStorage.setItem(THEME_KEY, choice);
    else localStorage.removeItem(THEME_KEY);
  } catch {
    /* storage may be blocked: the page still changes */
  }
  document.cookie = `${THEME_KEY}=${choice ?? ''}; Path=/; Max-Age=${choice ? YEAR_SECONDS : 0}; SameSite=Lax`;
}
