import { themeChoiceFromCookie } from '@dl/contract';
import { rememberThemeChoice } from './theme';

describe('the remembered theme choice', () => {
  afterEach(() => {
    rememberThemeChoice(null);
    localStorage.clear();
  });

  it('is kept in localStorage for the toggle and in a cookie for the server; automatic removes both', () => {
    rememberThemeChoice('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(themeChoiceFromCookie(document.cookie)).toBe('dark');
    rememberThemeChoice('light');
    expect(themeChoiceFromCookie(document.cookie)).toBe('light');
    rememberThemeChoice(null);
    expect(localStorage.getItem('theme')).toBeNull();
    expect(themeChoiceFromCookie(document.cookie)).toBeNull();
  });

  it('is read from a Cookie header among other cookies, and nothing else is taken for it', () => {
    expect(themeChoiceFromCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(themeChoiceFromCookie('theme=light')).toBe('light');
    for (const header of [undefined, '', 'theme=purple', 'mytheme=dark', 'theme=darkest', 'a=theme=dark']) expect(themeChoiceFromCookie(header)).toBeNull();
  });
});
