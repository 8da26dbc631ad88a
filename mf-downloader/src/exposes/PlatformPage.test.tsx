import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, apiState } from '@dl/shared-config/testing';
import { changeLanguage, FALLBACK_DOMAIN_CONFIG, PLATFORMS } from '@dl/shared-config';
import PlatformPage, { prepare } from './PlatformPage';
import { LANDING_COPY } from '../features/landing/copy';
import { landingCopyIn } from '../features/landing/copy/translations';

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

describe('the MP3 pages (issue #49)', () => {
  const brand = FALLBACK_DOMAIN_CONFIG.branding.name;
  // In a Suspense boundary, as the shell renders every page: in another language the page waits for its copy.
  const renderMp3 = async (platformId: string) => {
    const props = { platformId, variant: 'mp3' };
    await prepare({ params: {}, props });
    let view!: ReturnType<typeof renderWithProviders>;
    await act(async () => void (view = renderWithProviders(<Suspense fallback={<p>Loading…</p>}><PlatformPage params={{}} props={props} /></Suspense>, { preloadedState: apiState(), path: '/' })));
    await screen.findByRole('heading', { level: 1 });
    return view;
  };

  afterEach(() => act(() => changeLanguage('en')));

  it.each([...PLATFORMS.map((p) => p.id), 'podcast'])('%s: its head, heading, intro, steps, formats and FAQ speak of MP3; the form is the platform’s', async (id) => {
    const { container } = await renderMp3(id);
    const copy = landingCopyIn(`${id}-mp3`, 'en')!;
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(copy.heading);
    expect(h1.textContent).toMatch(/MP3/);
    expect(h1.textContent).not.toBe(LANDING_COPY[id].heading);
    expect(screen.getByText(copy.intro)).toBeInTheDocument();
    expect(screen.queryByText(LANDING_COPY[id].intro)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'From link to MP3 in three steps' })).toBeInTheDocument();
    for (const step of copy.steps) expect(screen.getByText(step.text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Audio formats you can choose' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(expect.arrayContaining(['MP3 up to 320 kbps', 'WAV and FLAC', 'AAC and M4A']));
    const faq = within(container.querySelector('#faq') as HTMLElement);
    expect(faq.getByRole('heading', { level: 2 })).toHaveTextContent(`${copy.eyebrow}: frequently asked questions`);
    expect(faq.getAllByRole('button')).toHaveLength(copy.faq.length);
    for (const { question } of copy.faq) expect(faq.getByRole('button', { name: question })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Media URL' })).toHaveAttribute('placeholder', LANDING_COPY[id].placeholder);
    // Its own tab title and description, in English too (the route table has none for it: the page owns its head).
    expect(document.title).toBe(`${copy.title} | ${brand}`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', copy.description);
  });

  it('in Spanish: the YouTube MP3 page’s copy from the Spanish catalog, its head too', async () => {
    await act(() => changeLanguage('es'));
    await renderMp3('youtube');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Convierte vídeos de YouTube a MP3$/);
    expect(screen.getByText(/^Quédate solo con el sonido de un vídeo de YouTube/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'YouTube a MP3: preguntas frecuentes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Qué tasa de bits de MP3 elijo?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'URL del contenido' })).toBeInTheDocument();
    expect(document.title).toBe(`Convertidor de YouTube a MP3 - Guarda el audio de cualquier vídeo | ${brand}`);
  });
});
