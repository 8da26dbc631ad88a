import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, apiState } from '@dl/shared-config/testing';
import { PLATFORMS } from '@dl/shared-config';
import PlatformPage, { prepare } from './PlatformPage';
import { LANDING_COPY } from '../features/landing/copy';

/** As the shell renders a page: its `prepare` (the copy) awaited first. */
const renderPage = async (platformId: string) => {
  await prepare({ params: {}, props: { platformId } });
  return renderWithProviders(<PlatformPage params={{}} props={{ platformId }} />, { preloadedState: apiState(), path: '/' });
};

describe('platform landing pages (SPEC §2)', () => {
  it('every platform of the table and /podcast-downloader has its own copy', () => {
    expect(Object.keys(LANDING_COPY).sort()).toEqual([...PLATFORMS.map((p) => p.id), 'podcast'].sort());
    const headings = Object.values(LANDING_COPY).map((c) => c.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it.each([...PLATFORMS.map((p) => p.id), 'podcast'])('%s: heading, intro, steps, FAQ and the form', async (id) => {
    const copy = LANDING_COPY[id];
    const { container } = await renderPage(id);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.heading);
    expect(screen.getByText(copy.intro)).toBeInTheDocument();
    for (const step of copy.steps) expect(screen.getByText(step.text)).toBeInTheDocument();
    expect(container.querySelectorAll('#faq .faq-item')).toHaveLength(copy.faq.length);
    expect(screen.getByRole('textbox', { name: 'Media URL' })).toHaveAttribute('placeholder', copy.placeholder);
  });

  it("podcast page says Spotify can't be downloaded", async () => {
    await renderPage('podcast');
    expect(screen.getByRole('note')).toHaveTextContent("Spotify can't be downloaded: its audio is DRM-protected.");
  });

  it('YouTube page keeps the general URL rule', async () => {
    const user = userEvent.setup();
    await renderPage('youtube');
    await user.type(screen.getByRole('textbox', { name: 'Media URL' }), '【标题-哔哩哔哩】 https://b23.tv/x');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid URL (must include http:// or https://).');
  });

  it('Bilibili page accepts app share text and rejects text without a link', async () => {
    const user = userEvent.setup();
    await renderPage('bilibili');
    await user.type(screen.getByRole('textbox', { name: 'Media URL' }), '【标题-哔哩哔哩】');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid Bilibili URL or Bilibili app message containing a URL');
  });
});
