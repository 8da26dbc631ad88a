import { rememberThemeChoice, type Preferences } from '@dl/shared-config';
import { resolveThemePreference, storedThemeValue } from '../../rules';

const DARK_QUERY = '(prefers-color-scheme: dark)';
let followSystem: ((event: MediaQueryListEvent) => void) | null = null;

function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

/**
 * Makes the theme preference take effect on the whole site: `data-theme` on the root element ('auto'
 * follows prefers-color-scheme, also when it changes) and the remembered choice ('light' | 'dark', none for
 * auto; see rememberThemeChoice), so the shell's toggle and the server's first paint agree after a reload.
 */
export function applyThemePreference(theme: Preferences['theme']): void {
  const query = systemQuery();
  if (followSystem && query) query.removeEventListener('change', followSystem);
  followSystem = null;
  document.documentElement.dataset.theme = resolveThemePreference(theme, Boolean(query?.matches));
  if (theme === 'auto' && query) {
    followSystem = (event) => {
      document.documentElement.dataset.theme = resolveThemePreference('auto', event.matches);
    };
    query.addEventListener('change', followSystem);
  }
  rememberThemeChoice(storedThemeValue(theme));
}
