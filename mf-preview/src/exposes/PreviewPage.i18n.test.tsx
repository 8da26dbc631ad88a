/**
 * The preview in the visitor's language (issue #24): the page, its player panels, its merge progress and the short
 * link page render their texts from this remote's catalogs; the messages that reach them as English (the contract's,
 * the server's, ours kept in state) are shown translated; and the catalog's English is the SPEC's, word for word.
 */
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { changeLanguage, i18n, useT, useText } from '@dl/shared-config';
import { renderWithProviders, empty, fakeServer, json } from '@dl/shared-config/testing';
import { CLIP_TEXT } from '@dl/contract';
import PreviewPage from './PreviewPage';
import ShortLinkPage from './ShortLinkPage';
import { localizeMessage } from '../i18n';
import { PLAYER_ERROR_TEXTS, PLAYER_RETRY_LABEL, ORIGINAL_URL_LABEL, PREVIEW_MESSAGES, SHARE_MESSAGES, SHARE_STATE_LABELS, SHARE_TITLE_FALLBACK, tooManyPollingErrors, withFormatHint } from '../rules';
import { advanceTime, apiAtOrigin, useTestTimers, showFirstFrame } from '../testing/timers';

const MEDIA = 'https://cdn.example.com/v/clip.mp4?sig=abc';
const SOURCE = 'https://www.tiktok.com/@someone/video/7300000000000000000';
const advance = (ms: number) => advanceTime(ms, { act });

function renderPreview(params: Record<string, string>) {
  const route = `/preview?${new URLSearchParams(params).toString()}`;
  return renderWithProviders(<PreviewPage params={{}} props={{}} />, { route, path: '/preview', preloadedState: apiAtOrigin });
}

function server(extra?: (path: string) => Response | undefined) {
  return fakeServer((req) => (req.path === '/api/config' ? json({ file_retention_seconds: 3600, environment: 'test' }, 200) : extra?.(req.path)));
}

/** Switches the page's language (its catalogs load first). */
const inLanguage = (lang: 'es' | 'ja' | 'ar') => act(() => changeLanguage(lang));

beforeEach(() => useTestTimers());
afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
  await act(() => changeLanguage('en'));
});

/** A Spanish page of a media link whose share menu's 'Copy link' the visitor chose. */
async function copyLinkInSpanish() {
  await inLanguage('es');
  renderPreview({ url: MEDIA, title: 'Cats', source_url: SOURCE });
  await advance(100);
  await showFirstFrame();
  fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Copiar enlace' }));
  await advance(0);
}

describe('the preview page in Spanish', () => {
  it('names its buttons, details, availability and share menu in Spanish, the page title too', async () => {
    server();
    await inLanguage('es');
    renderPreview({ url: MEDIA, title: 'Dance clip', source_url: SOURCE, resolution: '720x1280', filesize: '3145728' });
    await advance(100);
    await showFirstFrame();
    expect(document.title).toBe('Vista previa | TikTok | Dance clip');
    expect(screen.getByRole('button', { name: 'Descargar vídeo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otros formatos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al descargador' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Detalles del contenido' })).toBeInTheDocument();
    expect(screen.getByText('Tamaño del archivo')).toBeInTheDocument();
    expect(screen.getByText('Tasa de bits media')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Disponible por tiempo limitado' })).toBeInTheDocument();
    expect(screen.getByText('Tiempo restante:')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Compartir por WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByText('Download Video')).toBeNull();
  });

  it('says a missing link in Spanish', async () => {
    server();
    await inLanguage('es');
    renderPreview({});
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: no se ha indicado ninguna URL$/);
  });

  it('names an untitled audio file, and what it is, in Spanish', async () => {
    server();
    await inLanguage('es');
    renderPreview({ url: 'https://cdn.example.com/ep.mp3', is_audio: 'true', filesize: '1' });
    await advance(100);
    expect(screen.getByRole('heading', { level: 1, name: 'Contenido sin título' })).toBeInTheDocument();
    expect(screen.getByText('Solo audio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar audio' })).toBeInTheDocument();
  });

  it('shows the shared catalog’s clipboard message, and its own share state, in Spanish', async () => {
    server((path) => (path === '/api/shorten-preview' ? json({ short_url: 'http://localhost/p/Ab3dE9' }, 200) : undefined));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: jest.fn(async () => undefined) } });
    await copyLinkInSpanish();
    expect(await screen.findByText('¡Enlace copiado al portapapeles!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¡Listo!' })).toBeInTheDocument();
  });

  it('shows a short link’s refusal sent inside a successful answer in Spanish, as the server’s other texts', async () => {
    server((path) => (path === '/api/shorten-preview' ? json({ error: 'Too many short links. Please wait a minute and try again.' }, 200) : undefined));
    await copyLinkInSpanish();
    expect(await screen.findByText('No se pudo crear la URL corta: Demasiados enlaces cortos. Espera un minuto e inténtalo de nuevo.')).toBeInTheDocument();
  });
});

describe('the preview page in Japanese', () => {
  it('shows the expired-session panel in Japanese', async () => {
    server((path) => (path === '/api/proxied_download' ? json({ error: 'This link has expired' }, 410) : undefined));
    await inLanguage('ja');
    renderPreview({ url: '/api/proxied_download?url=x&expires=1&sig=s', title: 'Clip', source_url: SOURCE, filesize: '1' });
    await advance(100);
    const video = document.querySelector('video')!;
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 2 } });
    fireEvent.error(video);
    await advance(0);
    expect(await screen.findByRole('heading', { name: 'プレビューの有効期限が切れました' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再試行' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ホームページへ移動' })).toBeInTheDocument();
    expect(screen.getByText('元のURL:')).toBeInTheDocument();
  });

  it('translates the merge’s steps, ours and the server’s', async () => {
    let polls = 0;
    fakeServer((req) => {
      if (req.path === '/api/download/start-merge') return json({ task_id: 't1' }, 200);
      if (req.path === '/api/download/status/t1') return json({ status: 'processing', progress: polls++ ? 60 : 20, message: polls > 1 ? 'Processing... 60%' : 'Waiting for a free processing slot...' }, 200);
      if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' }, 200);
      return empty(404);
    });
    await inLanguage('ja');
    renderPreview({ task_id: 't1', video_format_id: '137', audio_format_id: '140', title: 'My clip', source_url: 'https://www.youtube.com/watch?v=abc' });
    expect(await screen.findByText('動画の処理を開始しています...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '処理の進行状況' })).toBeInTheDocument();
    expect(document.title).toBe('処理中 | YouTube | My clip');
    await advance(1000);
    expect(await screen.findByText('処理の空きを待っています...')).toBeInTheDocument();
    await advance(1000);
    expect(await screen.findByText('処理中... 60%')).toBeInTheDocument();
  });
});

describe('the short link page in Arabic', () => {
  it('says, right to left, that the link is gone and offers the way home', async () => {
    fakeServer(() => json({ error: 'Short link not found' }, 404));
    await inLanguage('ar');
    renderWithProviders(<ShortLinkPage params={{ shortId: 'nope' }} props={{}} />, { route: '/p/nope', path: '/p/:shortId', preloadedState: apiAtOrigin });
    expect(await screen.findByRole('heading', { name: 'رابط المعاينة هذا لم يعد متاحًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('messages made of parts', () => {
  const shown = (english: string) => {
    const { result, unmount } = renderHook(() => ({ t: useT(), text: useText() }));
    const out = localizeMessage(english, result.current.t, result.current.text);
    unmount();
    return out;
  };

  it('are translated part by part, and stay the same English in English', async () => {
    const refusal = 'This clip is longer than 0:10, the longest clip visitors can cut. Sign in to cut longer clips.';
    const polling = tooManyPollingErrors('HTTP 500: Request failed');
    const hinted = withFormatHint('This quality is unavailable.');
    const shortUrl = 'Failed to create short URL: Unknown error';
    for (const english of [refusal, polling, hinted, shortUrl]) expect(shown(english)).toBe(english);
    await inLanguage('es');
    expect(shown(refusal)).toBe('Este clip dura más de 0:10, el máximo que pueden recortar los visitantes. Inicia sesión para recortar clips más largos.');
    expect(shown(polling)).toBe('Demasiados errores seguidos al consultar el estado: HTTP 500: La solicitud falló');
    expect(shown(hinted)).toBe('This quality is unavailable. Prueba a recargar la página de inicio y elegir otra calidad de vídeo.');
    // The server's own text, which ends with the hint already, is translated whole (and gets no second hint).
    const serverText = withFormatHint('The selected format is not available. Try refreshing the homepage and selecting a different video quality.');
    expect(shown(serverText)).toBe('El formato seleccionado no está disponible. Prueba a recargar la página de inicio y elegir otra calidad de vídeo.');
    expect(shown(shortUrl)).toBe('No se pudo crear la URL corta: Error desconocido');
    expect(shown(PREVIEW_MESSAGES.mergeFileGone)).toMatch(/^El procesamiento del vídeo terminó/);
    expect(shown('A server text no catalog knows')).toBe('A server text no catalog knows');
  });
});

describe("the catalog's English", () => {
  it('is the SPEC’s texts of rules/ and the contract, word for word', () => {
    const english = (id: string) => i18n._(id);
    const pairs: [string, string][] = [
      ['pv.page.noUrl', PREVIEW_MESSAGES.noUrl],
      ['pv.page.untitled', PREVIEW_MESSAGES.untitled],
      ['pv.page.loading', PREVIEW_MESSAGES.loading],
      ['pv.merge.starting', PREVIEW_MESSAGES.mergeStarting],
      ['pv.merge.processing', PREVIEW_MESSAGES.mergeProcessingDefault],
      ['pv.merge.complete', PREVIEW_MESSAGES.mergeComplete],
      ['pv.merge.failedHeading', PREVIEW_MESSAGES.mergeFailedHeading],
      ['pv.merge.startFailed', PREVIEW_MESSAGES.mergeStartFailed],
      ['pv.merge.timedOut', PREVIEW_MESSAGES.mergeTimedOut],
      ['pv.merge.failed', PREVIEW_MESSAGES.mergeFailed],
      ['pv.merge.fileGone', PREVIEW_MESSAGES.mergeFileGone],
      ['pv.merge.formatHint', PREVIEW_MESSAGES.formatHint],
      ['pv.avail.fileExpired', PREVIEW_MESSAGES.fileExpired],
      ['pv.download.failed', PREVIEW_MESSAGES.downloadFailed],
      ['pv.download.video', PREVIEW_MESSAGES.downloadVideo],
      ['pv.download.audio', PREVIEW_MESSAGES.downloadAudio],
      ['pv.download.busy', PREVIEW_MESSAGES.downloading],
      ['pv.page.otherFormats', PREVIEW_MESSAGES.otherFormats],
      ['pv.page.back', PREVIEW_MESSAGES.backToDownloader],
      ['pv.page.returnHome', PREVIEW_MESSAGES.returnToHomepage],
      ['pv.page.goHome', PREVIEW_MESSAGES.goToHomepage],
      ['pv.avail.expired', PREVIEW_MESSAGES.expired],
      ['pv.share.openingTwitter', SHARE_MESSAGES.openingTwitter],
      ['pv.share.openingFacebook', SHARE_MESSAGES.openingFacebook],
      ['pv.share.openingWhatsApp', SHARE_MESSAGES.openingWhatsApp],
      ['pv.share.openingEmail', SHARE_MESSAGES.openingEmail],
      ['pv.share.shared', SHARE_MESSAGES.shared],
      ['pv.share.shareFailed', SHARE_MESSAGES.shareFailed],
      ['pv.share.copiedNoApi', SHARE_MESSAGES.copiedNoShareApi],
      ['pv.share.retry', SHARE_MESSAGES.shareRetry],
      ['pv.share.button', SHARE_STATE_LABELS.idle],
      ['pv.share.creating', SHARE_STATE_LABELS.loading],
      ['pv.share.success', SHARE_STATE_LABELS.success],
      ['pv.share.failed', SHARE_STATE_LABELS.error],
      ['pv.share.fallbackTitle', SHARE_TITLE_FALLBACK],
      ['pv.retry', PLAYER_RETRY_LABEL],
      ['pv.player.originalUrl', ORIGINAL_URL_LABEL],
      ...Object.entries(PLAYER_ERROR_TEXTS).flatMap(([kind, { heading, body }]): [string, string][] => [
        [`pv.player.${kind}`, heading],
        [`pv.player.${kind}Body`, body],
      ]),
      ['pv.clip.heading', CLIP_TEXT.heading],
      ['pv.clip.start', CLIP_TEXT.start],
      ['pv.clip.end', CLIP_TEXT.end],
      ['pv.clip.setToCurrent', CLIP_TEXT.setToCurrent],
      ['pv.clip.keyframes', CLIP_TEXT.keyframes],
      ['pv.clip.exact', CLIP_TEXT.exact],
      ['pv.clip.make', CLIP_TEXT.make],
      ['pv.clip.download', CLIP_TEXT.download],
      ['pv.clip.invalidTime', CLIP_TEXT.invalidTime],
      ['pv.clip.endBeforeStart', CLIP_TEXT.endBeforeStart],
      ['pv.clip.pastEnd', CLIP_TEXT.pastEnd],
      ['pv.clip.unsupported', CLIP_TEXT.unsupported],
    ];
    expect(pairs.filter(([id, text]) => english(id) !== text)).toEqual([]);
  });
});
