/**
 * The content pages in the visitor's language (issue #24): the cookie settings page is UI and fully translated; the
 * legal texts (and the other long-form texts) stay English, with a notice in the page's language at their top and the
 * English marked `lang="en"` (and `dir="ltr"` on a right-to-left page); an English page has neither.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@dl/shared-config';
import { renderWithProviders } from '@dl/shared-config/testing';
import CookieSettingsPage from './CookieSettingsPage';
import PrivacyPage from './PrivacyPage';
import HelpPage from './HelpPage';
import { domainState } from '../testing/domainState';

const state = domainState((c) => ({ domain: 'clipnest.test', branding: { ...c.branding, name: 'ClipNest' }, contact: { email: 'legal@clipnest.test' } }));
const renderPrivacy = () => renderWithProviders(<PrivacyPage params={{}} props={{}} />, { preloadedState: state });

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the cookie settings page in Spanish', () => {
  it('translates the heading, the categories, their switches, the buttons and the confirmation', async () => {
    await act(() => changeLanguage('es'));
    renderWithProviders(<CookieSettingsPage params={{}} props={{}} />, { preloadedState: state });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Configuración de cookies');
    expect(screen.getByText(/^Elige qué cookies y scripts puede usar ClipNest en este navegador\./)).toBeInTheDocument();
    expect(screen.getByText(/^Aún no has elegido: las categorías opcionales están desactivadas\./)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Categorías de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Necesarias' })).toBeDisabled();
    expect(screen.getByText('Siempre activas')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Publicidad' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Analítica' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(screen.getByRole('status')).toHaveTextContent('Se han guardado tus preferencias de cookies.');
    expect(screen.getByText(/^Tu elección actual se guardó el /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar todo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar todo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('a legal page', () => {
  it('in Spanish: translated chrome, a notice in Spanish, the policy in English marked lang="en"', async () => {
    await act(() => changeLanguage('es'));
    const { container } = renderPrivacy();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de privacidad');
    // The date in Spanish too (Intl): "16 de noviembre de 2026".
    expect(screen.getByText(/^Última actualización:/)).toHaveTextContent(/^Última actualización: \d{1,2} de [a-z]+ de \d{4}$/);
    expect(screen.getByRole('note')).toHaveTextContent('Este texto solo está disponible en inglés.');
    expect(screen.getByRole('note')).not.toHaveAttribute('lang');

    const toc = screen.getByRole('navigation', { name: 'En esta página' });
    expect(toc.querySelector('ol')).toHaveAttribute('lang', 'en');
    const intro = screen.getByText(/^ClipNest is built to need as little of your data as possible/).closest('[lang]');
    expect(intro).toHaveAttribute('lang', 'en');
    expect(intro).not.toHaveAttribute('dir');
    const section = screen.getByRole('heading', { level: 2, name: '1. Who is responsible' });
    expect(section.closest('[lang]')).toHaveAttribute('lang', 'en');
    // The notice comes before the English text it is about.
    expect(screen.getByRole('note').compareDocumentPosition(intro!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('[dir]')).toHaveLength(0);
  });

  it('in Arabic: the notice in Arabic, the English text marked lang="en" dir="ltr"', async () => {
    await act(() => changeLanguage('ar'));
    renderPrivacy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سياسة الخصوصية');
    expect(screen.getByRole('note')).toHaveTextContent('هذا النص متاح باللغة الإنجليزية فقط.');
    const intro = screen.getByText(/^ClipNest is built to need/).closest('[lang]');
    expect(intro).toHaveAttribute('lang', 'en');
    expect(intro).toHaveAttribute('dir', 'ltr');
    const section = screen.getByRole('heading', { level: 2, name: '1. Who is responsible' }).closest('[lang]');
    expect(section).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('navigation', { name: 'في هذه الصفحة' }).querySelector('ol')).toHaveAttribute('dir', 'ltr');
  });

  it('in English: no notice and no language attributes', () => {
    const { container } = renderPrivacy();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/only available in English/)).not.toBeInTheDocument();
    expect(container.querySelectorAll('[lang], [dir]')).toHaveLength(0);
  });
});

describe('the Help Center in Japanese', () => {
  it('translates the search, the categories and the contact card; the questions and answers stay English', async () => {
    await act(() => changeLanguage('ja'));
    renderWithProviders(<HelpPage params={{}} props={{}} />, { preloadedState: state });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('どのようなことでお困りですか？');
    expect(screen.getByRole('note')).toHaveTextContent('質問と回答は英語のみのため、英語で検索してください。');
    expect(screen.getByRole('heading', { level: 2, name: 'はじめに' })).toBeInTheDocument();
    const question = screen.getByRole('heading', { level: 3, name: 'How do I download a video?' });
    expect(question.closest('article')).toHaveAttribute('lang', 'en');

    const search = screen.getByRole('searchbox', { name: 'ヘルプトピックを検索' });
    await userEvent.type(search, 'ポッドキャスト');
    const podcasts = screen.getByRole('region', { name: 'ポッドキャスト' });
    expect(within(podcasts).getAllByRole('article').length).toBeGreaterThan(0);
    await userEvent.clear(search);
    await userEvent.type(search, 'xylophone');
    expect(screen.getByText('「xylophone」に一致するヘルプトピックはありません。語句を減らすか別の語句で試すか、下記からお問い合わせください。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '検索をクリア' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '解決しない場合は' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'legal@clipnest.test にメールする' })).toHaveAttribute(
      'href',
      `mailto:legal@clipnest.test?subject=${encodeURIComponent('ClipNest サポートへのお問い合わせ')}`,
    );
  });
});
