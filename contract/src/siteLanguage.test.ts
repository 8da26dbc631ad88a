import { SITE_LANGUAGES, directionOf, languageCookie, languageFromCookie, nativeLanguageName } from './siteLanguage';

describe('the site languages', () => {
  it('names each language as its speakers write it, as Unicode CLDR does (the language menu)', () => {
    for (const lang of SITE_LANGUAGES) {
      const cldr = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? '';
      expect(nativeLanguageName(lang)).toBe(cldr.charAt(0).toLocaleUpperCase(lang) + cldr.slice(1));
    }
    expect(SITE_LANGUAGES.map(nativeLanguageName)).toEqual(['English', 'Español', 'Français', 'Deutsch', 'Italiano', 'Português', 'Русский', '日本語', '한국어', '中文', 'العربية', 'हिन्दी']);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(SITE_LANGUAGES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar']);
  });

  it('reads the lang cookie only when it names a site language', () => {
    expect(languageFromCookie('a=1; lang=ja; b=2')).toBe('ja');
    expect(languageFromCookie('lang=xx')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
    expect(languageCookie('fr')).toBe('lang=fr; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
