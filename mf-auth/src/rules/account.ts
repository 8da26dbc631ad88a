/** What the user menu shows about the signed-in user (SPEC §2 user menu, §6 roles). */
import type { Preferences, User } from '@dl/shared-config';

export const FREE_TIER = 'free';

export function isFreeTier(tier: string | null | undefined): boolean {
  return !tier || tier.toLowerCase() === FREE_TIER;
}

/** 'Free' for the free tier, otherwise the tier's name with a capital letter. */
export function tierLabel(tier: string | null | undefined): string {
  if (isFreeTier(tier)) return 'Free';
  const t = String(tier);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

export function dailyLimitLabel(limit: number | null | undefined): string {
  return typeof limit === 'number' && Number.isFinite(limit) ? String(limit) : 'Unlimited';
}

/** The name on the menu button: the display name, else the email address. */
export function userDisplayName(user: Pick<User, 'email' | 'profile'>): string {
  const name = user.profile?.display_name?.trim();
  return name || user.email;
}

/** The value for `document.documentElement.dataset.theme`: 'auto' follows the system preference. */
export function resolveThemePreference(theme: Preferences['theme'], prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'auto') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** The value the shell's theme toggle reads from localStorage 'theme': null (removed) for auto. */
export function storedThemeValue(theme: Preferences['theme']): 'light' | 'dark' | null {
  return theme === 'auto' ? null : theme;
}
