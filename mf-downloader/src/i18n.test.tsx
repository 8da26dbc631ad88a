/**
 * The downloader in the visitor's language (issue #24): the home page, a landing page's shared sections and an
 * extraction's result render their texts from this remote's catalogs; the contract's messages (the form's, the
 * extraction's, the clipboard's) come out of the shared catalog; the words of an audio track's name are translated and
 * its language is named by Intl in the page's language.
 */
import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, FALLBACK_DOMAIN_CONFIG, ROUTES } from '@dl/shared-config';
import { LANDING_COPY } from './features/landing/copy';
import { copyFromCatalog } from './features/landing/copy/catalog';
import { messages as vimeoEnglish } from './features/landing/copy/vimeo/en';
import { apiState, fakeServer, json, renderWithProviders } from '@dl/shared-config/testing';
import type { AudioTrack, MediaItem } from '@dl/contract';
import HomePage from './exposes/HomePage';
import PlatformPage from './exposes/PlatformPage';
import { VideoResult } from './features/extract/components/VideoResult';
import { format, videoInfo } from './testing/fixtures';

const renderHome = () => renderWithProviders(<HomePage params={{}} props={{}} />, { preloadedState: apiState(), path: '/' });
// In a Suspense boundary, as the shell renders every page: a landing page waits there for its copy in the page's language.
const renderLanding = (platformId: string) =>
  renderWithProviders(
    <Suspense fallback={<p>Loading…</p>}>
      <PlatformPage params={{}} props={{ platformId }} />
    </Suspense>,
    { preloadedState: apiState(), path: '/' },
  );

const track = (id: string, language: string, extra: Partial<AudioTrack> = {}): AudioTrack => ({ id, language, name: null, original: false, kind: 'main', channels: 2, codec: 'mp4a.40.2', abr: 128, ...extra });

/** A podcast's feed: three tracks, subtitles, a season and episode, 25 episodes (two pages). */
const feed = videoInfo({
  title: 'Day 25',
  series: 'Thirty Days',
  season_number: 2,
  episode_number: 25,
  is_podcast: true,
  list_id: 'list-25',
  formats: [format({ label: '720p MP4' }), format({ label: 'Audio 128 kbps M4A', is_audio_only: true, resolution: null, ext: 'm4a', filesize: null, tbr: null, abr: null })],
  audio_tracks: [track('en', 'en', { original: true }), track('es', 'es', { kind: 'dub' }), track('de', 'de', { kind: 'description', channels: 3, codec: null, abr: null })],
  subtitles: [{ lang: 'en', name: 'en', automatic: false, srt: '/s1', vtt: '/s2' }],
  episodes: Array.from({ length: 25 }, (_, i): MediaItem => ({ title: `Day ${25 - i}`, url: `https://feeds.example.com/x.xml#${25 - i}`, published: null, duration: 60, thumbnail_url: null })),
});

function renderResult() {
  fakeServer((req) => (req.path === '/api/config' ? json({ file_retention_seconds: 3600, environment: 'test' }) : undefined));
  return renderWithProviders(<VideoResult info={feed} sourceUrl="https://feeds.example.com/x.xml" onOpenItem={() => undefined} />, { preloadedState: apiState(), path: '/' });
}

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

describe('the home page in Spanish', () => {
  it('translates the hero, the form, the features, how it works, the FAQ, the trust strip and the contact line', async () => {
    await act(() => changeLanguage('es'));
    const { container } = renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Descarga vídeos y audio de cualquier plataforma$/);
    expect(screen.getByText(/^Pega un enlace de YouTube, TikTok, X, Instagram/)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'URL del contenido' });
    expect(input).toHaveAttribute('placeholder', 'Pega aquí un enlace de vídeo, audio o pódcast');
    expect(screen.getByText(/^Solo enlaces públicos\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por qué usar este descargador' })).toBeInTheDocument();
    const features = within(container.querySelector('#features') as HTMLElement);
    expect(features.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Rapidísimo', '100 % seguro', 'Todos los formatos']);
    const how = within(container.querySelector('#how-it-works') as HTMLElement);
    expect(how.getByRole('heading', { level: 2 })).toHaveTextContent('Cómo funciona');
    expect(how.getAllByRole('listitem').map((li) => li.querySelector('h3')!.textContent)).toEqual(['Copia la URL', 'Pega y procesa', 'Descarga']);
    const faq = within(container.querySelector('#faq') as HTMLElement);
    expect(faq.getByRole('heading', { level: 2 })).toHaveTextContent('Preguntas frecuentes');
    expect(faq.getByRole('button', { name: '¿Puedo descargar vídeos privados?' })).toBeInTheDocument();
    const strip = within(screen.getByRole('region', { name: 'Compatible con' }));
    expect(strip.getByRole('button', { name: /^Mostrar las \d+ plataformas$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar con soporte' })).toBeInTheDocument();
    expect(screen.queryByText('Frequently Asked Questions')).toBeNull();
  });

  it("shows the contract's messages from the shared catalog: an invalid link, then a reply without formats", async () => {
    await act(() => changeLanguage('es'));
    fakeServer(() => json({ title: 'x', formats: [] }));
    const user = userEvent.setup();
    renderHome();
    const input = screen.getByRole('textbox', { name: 'URL del contenido' });
    await user.type(input, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Introduce una URL válida (debe incluir http:// o https://).');
    await user.clear(input);
    await user.type(input, 'https://youtu.be/abc{Enter}');
    expect(await screen.findByText('No se pudieron obtener los detalles del vídeo. La respuesta no tenía el formato esperado.')).toBeInTheDocument();
  });
});

describe('a result in Japanese', () => {
  it('names the result, its details, formats, audio tracks, subtitles, share link and episodes in Japanese', async () => {
    await act(() => changeLanguage('ja'));
    renderResult();
    const result = screen.getByRole('region', { name: 'ダウンロードオプション' });
    expect(within(result).getByTestId('content-kind')).toHaveTextContent(/^動画$/);
    expect(within(result).getByText('投稿者: Blender')).toBeInTheDocument();
    expect(within(result).getByText('Thirty Days · シーズン2・エピソード25')).toBeInTheDocument();
    expect(within(result).getByRole('heading', { name: '形式を選択' })).toBeInTheDocument();
    expect(within(result).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['動画', '音声のみ', '字幕']);
    expect(within(result).getByRole('region', { name: '音声のみの形式' })).toHaveTextContent('不明');

    // The audio track: Intl names the language in Japanese, the catalog gives the rest.
    const choice = within(result).getByRole('combobox', { name: '音声トラック' });
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '英語 (オリジナル) · ステレオ · AAC · 128 kbps',
      'スペイン語 (吹き替え) · ステレオ · AAC · 128 kbps',
      'ドイツ語 (音声解説) · 3チャンネル',
    ]);

    expect(within(result).getByRole('link', { name: '英語の字幕（SRT 形式）' })).toHaveAttribute('href', '/s1');
    expect(within(result).getByRole('textbox', { name: '共有リンク' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'リンクをコピー' })).toBeInTheDocument();

    const episodes = within(result).getByRole('region', { name: 'エピソード' });
    expect(within(episodes).getByRole('searchbox', { name: 'タイトルでエピソードを検索' })).toBeInTheDocument();
    expect(within(episodes).getByText('1 / 2 ページ')).toBeInTheDocument();
    expect(within(episodes).getByRole('button', { name: '次へ' })).toBeInTheDocument();
    expect(within(episodes).getByRole('button', { name: '選択した項目（0）を ZIP でダウンロード' })).toBeDisabled();
    expect(within(episodes).getByRole('button', { name: '開く: Day 25' })).toBeInTheDocument();
  });

  it('copies the share link with the shared catalog’s confirmation', async () => {
    await act(() => changeLanguage('ja'));
    const user = userEvent.setup();
    renderResult();
    await user.click(screen.getByRole('button', { name: 'リンクをコピー' }));
    expect(await screen.findByText('リンクをクリップボードにコピーしました！')).toBeInTheDocument();
  });
});

describe('right to left: Arabic', () => {
  it('a landing page’s shared sections', async () => {
    await act(() => changeLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    // The page waits for its copy in Arabic (a chunk of its own), then shows it. (A render that suspends at once is
    // rendered in an async act: React 19 retries it there.)
    let unmount!: () => void;
    await act(async () => void ({ unmount } = renderLanding('youtube')));
    expect(await screen.findByRole('heading', { name: 'كيفية التنزيل من YouTube' })).toBeInTheDocument();
    const copy = copyFromCatalog('youtube', (await import('./features/landing/copy/youtube/ar')).messages);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.heading);
    expect(screen.getByRole('heading', { name: 'ما يمكنك تنزيله' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الأسئلة الشائعة حول أداة تنزيل YouTube' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'يعمل مع' })).toBeInTheDocument();
    // The tab's title and description are the copy's, as the server writes them for this page.
    expect(document.title).toBe(`${copy.heading} | ${FALLBACK_DOMAIN_CONFIG.branding.name}`);
    unmount();
    await act(async () => void renderLanding('podcast'));
    expect(await screen.findByRole('heading', { name: 'كيفية التنزيل من تطبيقات البودكاست وخلاصاتها' })).toBeInTheDocument();
  });

  it('a landing page whose copy in the page’s language fails to load shows the English copy, with its English head', async () => {
    // The build's published catalog (a JSON file) that the network does not deliver.
    Object.assign(globalThis, { __LANDING_COPY_VERSION__: 'v1', __webpack_public_path__: '/mf/downloader/' });
    const fetched: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      // The form's status of the platforms (issue #28: its code is loaded from an earlier test) is no copy.
      const url = input instanceof Request ? input.url : String(input);
      if (!url.endsWith('/api/status')) fetched.push(url);
      // English is delivered (it is fetched too, unless an earlier test of this file loaded it); Korean is not.
      if (url === '/mf/downloader/landing/en/vimeo.v1.json') return Response.json(vimeoEnglish);
      return new Response('unavailable', { status: 503 });
    });
    try {
      await act(() => changeLanguage('ko'));
      await act(async () => void renderLanding('vimeo'));
      expect(await screen.findByRole('heading', { level: 1, name: LANDING_COPY.vimeo.heading })).toBeInTheDocument();
      expect(fetched[0]).toBe('/mf/downloader/landing/ko/vimeo.v1.json');
      expect(fetched.slice(1)).toEqual(fetched.length > 1 ? ['/mf/downloader/landing/en/vimeo.v1.json'] : []);
      const route = ROUTES.find((r) => r.props && 'platformId' in r.props && r.props.platformId === 'vimeo')!;
      expect(document.title).toBe(`${route.title} | ${FALLBACK_DOMAIN_CONFIG.branding.name}`);
      // The rest of the page is still in the page's language.
      expect(screen.getByRole('region', { name: '지원 플랫폼' })).toBeInTheDocument();
    } finally {
      for (const name of ['__LANDING_COPY_VERSION__', '__webpack_public_path__']) delete (globalThis as Record<string, unknown>)[name];
    }
  });

  it('the result’s way back to a list points the other way', async () => {
    await act(() => changeLanguage('ar'));
    renderWithProviders(<VideoResult info={videoInfo({ is_podcast: true })} sourceUrl="https://feeds.example.com/x.xml#1" parent={{ title: 'Thirty Days', podcast: true, open: () => undefined }} />, {
      preloadedState: apiState(),
    });
    expect(screen.getByRole('button', { name: '→ كل الحلقات: Thirty Days' })).toBeInTheDocument();
    expect(screen.getByTestId('content-kind')).toHaveTextContent(/^فيديو$/);
  });

  it('an audio track’s channels in the plural Arabic takes for the number', async () => {
    await act(() => changeLanguage('ar'));
    renderResult();
    const options = within(screen.getByRole('combobox', { name: 'المسار الصوتي' })).getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toMatch(/^الإنجليزية \(الأصلي\) · ستيريو · AAC/);
    expect(options[2]).toMatch(/^الألمانية \(وصف صوتي\) · 3 قنوات$/);
  });
});
