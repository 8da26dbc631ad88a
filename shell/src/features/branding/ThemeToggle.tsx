import { useEffect, useState } from 'react';
import { applyTheme, resolveTheme, storedTheme, type ThemeChoice } from './theme';

/** Dark mode switch, shown when the domain enables darkMode. */
export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(storedTheme);
  useEffect(() => {
    applyTheme(choice);
    return () => {
      delete document.documentElement.dataset.theme;
    };
  }, [choice]);
  const dark = resolveTheme(choice) === 'dark';
  return (
    <button
      type="button"
      className="btn btn-ghost theme-toggle"
      aria-pressed={dark}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setChoice(dark ? 'light' : 'dark')}
    >
      {dark ? '☀' : '☾'}
    </button>
  );
}
