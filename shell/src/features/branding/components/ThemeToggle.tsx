import { useContext, useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { applyTheme, storedTheme } from '../theme';
import { ServerThemeContext } from '../serverTheme';

/** The theme the page shows now (whoever set it: this toggle or the profile's theme preference). */
function currentTheme(): 'light' | 'dark' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Dark mode switch, shown when the domain enables darkMode. */
export function ThemeToggle() {
  const serverTheme = useContext(ServerThemeContext);
  const [theme, setTheme] = useState<'light' | 'dark'>(() => {
    if (typeof document === 'undefined') return serverTheme ?? 'light'; // the server render
    applyTheme(storedTheme());
    return currentTheme();
  });
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const dark = theme === 'dark';
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn-ghost theme-toggle"
      aria-pressed={dark}
      aria-label={t(dark ? 'theme.toLight' : 'theme.toDark')}
      onClick={() => applyTheme(dark ? 'light' : 'dark')}
    >
      {dark ? '☀' : '☾'}
    </button>
  );
}
