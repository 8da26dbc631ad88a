/**
 * The footer's language menu (issue #24): a choice switches the page at once and is kept; on a landing page under a
 * language prefix it goes to the same page under the chosen language's.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageFromCookie } from '@dl/contract';
import { changeLanguage } from '@dl/shared-config';
import { renderWithProviders } from '@dl/shared-config/testing';
import { LanguageMenu } from './LanguageMenu';

afterEach(async () => {
  await act(() => changeLanguage('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

it('switches the page in place, and remembers the choice', async () => {
  const user = userEvent.setup();
  const { router } = renderWithProviders(<LanguageMenu />, { route: '/blog?tag=tips' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
  expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  expect(document.documentElement.lang).toBe('de');
  expect(languageFromCookie(document.cookie)).toBe('de');
  expect(router.state.location.pathname + router.state.location.search).toBe('/blog?tag=tips');
});

it("goes from a landing page under a language prefix to the same page under the chosen language's, or English's path", async () => {
  const user = userEvent.setup();
  await act(() => changeLanguage('es'));
  const { router } = renderWithProviders(<LanguageMenu />, { route: '/es/youtube-downloader?url=x#faq' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'ja');
  expect(router.state.location.pathname).toBe('/ja/youtube-downloader');
  expect(router.state.location.search + router.state.location.hash).toBe('?url=x#faq');
  await user.selectOptions(await screen.findByRole('combobox', { name: '言語' }), 'en');
  expect(router.state.location.pathname).toBe('/youtube-downloader');
});
