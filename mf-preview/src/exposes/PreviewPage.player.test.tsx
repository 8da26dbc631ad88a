import { act, fireEvent, screen } from '@testing-library/react';
import { onIdleWorkAllowed } from '@dl/shared-config';
import { renderWithProviders, empty, fakeServer, json } from '@dl/shared-config/testing';
import PreviewPage from './PreviewPage';
import { advanceTime, apiAtOrigin, useTestTimers } from '../testing/timers';

const SOURCE = 'https://www.tiktok.com/@someone/video/7300000000000000000';
const advance = (ms: number) => advanceTime(ms, { act });

function render(params: Record<string, string>) {
  const route = `/preview?${new URLSearchParams({ title: 'Clip', source_url: SOURCE, ...params }).toString()}`;
  return renderWithProviders(<PreviewPage params={{}} props={{}} />, { route, path: '/preview', preloadedState: apiAtOrigin });
}

/** The proxy answers HEAD with `probeStatus`. */
function server(probeStatus: number) {
  return fakeServer((req) => {
    if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' }, 200);
    if (req.path === '/api/proxied_download' || req.path.startsWith('/api/tiktok_proxy')) {
      return probeStatus === 410 ? json({ error: 'This link has expired', code: 'link.expired' }, 410) : empty(probeStatus);
    }
    return undefined;
  });
}

/** Makes the media element fail the way the browser does, with a MediaError code. */
async function failPlayback(code: number) {
  const el = document.querySelector('video, audio') as HTMLMediaElement;
  Object.defineProperty(el, 'error', { configurable: true, value: { code } });
  fireEvent.error(el);
  await advance(0);
}

beforeEach(() => useTestTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('the media first', () => {
  it('holds back the work the page can do later (the nav’s account menu) until the first frame shows', async () => {
    server(200);
    render({ url: 'https://cdn.example.com/v/clip.mp4' });
    await advance(100);
    const allowed = jest.fn();
    const stop = onIdleWorkAllowed(allowed);
    expect(allowed).not.toHaveBeenCalled();
    fireEvent.loadedData(document.querySelector('video')!);
    await advance(0);
    expect(allowed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lets it go when the media fails', async () => {
    server(200);
    render({ url: 'https://cdn.example.com/v/clip.mp4' });
    await advance(100);
    const allowed = jest.fn();
    onIdleWorkAllowed(allowed);
    await failPlayback(4);
    expect(allowed).toHaveBeenCalledTimes(1);
  });
});

describe('player error panels (SPEC §4, §8)', () => {
  it('an expired signed proxy link (410) shows "Preview Session Expired"; Go to Homepage pre-fills the home page', async () => {
    const seen = server(410);
    const { router } = render({ url: 'https://cdn.example.com/v.mp4' });
    await advance(100);
    await failPlayback(4);
    expect(await screen.findByRole('heading', { name: 'Preview Session Expired' })).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/proxied_download')?.method).toBe('HEAD');
    expect(screen.getByRole('link', { name: SOURCE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(sessionStorage.getItem('downloader:prefill_url')).toBe(SOURCE);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a TikTok proxy link that fails is an expired session', async () => {
    server(200);
    render({ url: '/api/tiktok_proxy?id=123' });
    await advance(100);
    await failPlayback(4);
    expect(await screen.findByRole('heading', { name: 'Preview Session Expired' })).toBeInTheDocument();
  });

  it('an audio network failure shows "Content Not Available" and can be retried', async () => {
    server(200);
    render({ url: 'https://cdn.example.com/ep.mp3', is_audio: 'true' });
    await advance(100);
    await failPlayback(2);
    expect(await screen.findByRole('heading', { name: 'Content Not Available' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('heading', { name: 'Content Not Available' })).not.toBeInTheDocument();
    expect(document.querySelector('audio')).not.toHaveAttribute('hidden');
  });

  it('a video the browser cannot decode shows "Playback Not Supported" and keeps the download', async () => {
    server(200);
    const { router } = render({ url: 'https://cdn.example.com/v.mkv' });
    await advance(100);
    await failPlayback(4);
    expect(await screen.findByRole('heading', { name: 'Playback Not Supported' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Video' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Homepage' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('any other failure shows "Preview Unavailable"', async () => {
    server(502);
    render({ url: 'https://cdn.example.com/v.mp4' });
    await advance(100);
    await failPlayback(4);
    expect(await screen.findByRole('heading', { name: 'Preview Unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('a new load start clears the error', async () => {
    server(502);
    render({ url: 'https://cdn.example.com/v.mp4' });
    await advance(100);
    await failPlayback(2);
    expect(await screen.findByRole('heading', { name: 'Preview Unavailable' })).toBeInTheDocument();
    fireEvent(document.querySelector('video')!, new Event('loadstart'));
    expect(screen.queryByRole('heading', { name: 'Preview Unavailable' })).not.toBeInTheDocument();
  });
});
