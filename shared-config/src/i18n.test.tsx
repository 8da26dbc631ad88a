/**
 * The page's one i18n (issue #24): apps register their catalogs, the page's language is loaded for each before it
 * renders, a switch changes every app's texts and is remembered, and a catalog that fails to load leaves its app in
 * English rather than showing ids.
 */
import { act, render, screen } from '@testing-library/react';
import { languageFromCookie } from '@dl/contract';
import { changeLanguage, ensureLanguage, i18n, registerCatalogs, useT, useText } from './i18n';
import { CLIPBOARD_MESSAGES } from '@dl/contract';

const appA = {
  en: { 'a.hello': 'Hello', 'a.files': '{count, plural, one {# file} other {# files}}' },
  load: jest.fn(async (lang: string) => ({ messages: { 'a.hello': lang === 'es' ? 'Hola' : `Hello (${lang})`, 'a.files': lang === 'es' ? '{count, plural, one {# archivo} other {# archivos}}' : '{count} files' } })),
};
const broken = { en: { 'b.bye': 'Goodbye' }, load: jest.fn(() => Promise.reject(new Error('chunk failed'))) };

function Texts() {
  const t = useT();
  const text = useText();
  return (
    <p>
      {t('a.hello')} · {t('a.files', { count: 2 })} · {t('b.bye')} · {text(CLIPBOARD_MESSAGES.copied)} · {text('A text no catalog has')}
    </p>
  );
}

describe('the i18n runtime', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('renders in English with no language loaded', async () => {
    registerCatalogs('a', appA as never);
    await ensureLanguage();
    render(<Texts />);
    expect(screen.getByText('Hello · 2 files · b.bye · Link copied to clipboard! · A text no catalog has')).toBeInTheDocument();
    expect(appA.load).not.toHaveBeenCalled();
  });

  it("switches every app at once, writes <html lang dir> and the cookie, and translates English texts by their words", async () => {
    registerCatalogs('a', appA as never);
    render(<Texts />);
    await act(() => changeLanguage('es'));
    expect(screen.getByText('Hola · 2 archivos · b.bye · ¡Enlace copiado al portapapeles! · A text no catalog has')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(languageFromCookie(document.cookie)).toBe('es');
    await act(() => changeLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.locale).toBe('ar');
  });

  it('loads a language once per app, and an app registered later gets the active language', async () => {
    registerCatalogs('a', appA as never);
    await act(() => changeLanguage('es'));
    await act(() => changeLanguage('en'));
    await act(() => changeLanguage('es'));
    expect(appA.load.mock.calls.filter(([lang]) => lang === 'es')).toHaveLength(1);
    registerCatalogs('b', broken as never);
    await ensureLanguage();
    render(<Texts />);
    // The broken catalog leaves its app's texts in English, never its ids.
    expect(screen.getByText(/^Hola · 2 archivos · Goodbye/)).toBeInTheDocument();
    expect(broken.load).toHaveBeenCalledWith('es');
  });
});
