import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, fakeServer, json } from '@dl/shared-config/testing';
import PreviewPage from './PreviewPage';
import { advanceTime, apiAtOrigin, useTestTimers, showFirstFrame } from '../testing/timers';

const MEDIA = 'https://cdn.example.com/v/clip.mp4?sig=abc';
const SOURCE = 'https://www.tiktok.com/@someone/video/7300000000000000000';

function route(extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ url: MEDIA, title: 'Dance clip', source_url: SOURCE, resolution: '720x1280', filesize: '3145728', bitrate: '1500', ...extra });
  return `/preview?${q.toString()}`;
}

function render(r = route()) {
  return renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: r, path: '/preview', preloadedState: apiAtOrigin });
}

const advance = (ms: number) => advanceTime(ms, { act });

function configServer(retention = 3600) {
  return fakeServer((req) => (req.path === '/api/config' ? json({ file_retention_seconds: retention, environment: 'test' }, 200) : undefined));
}

beforeEach(() => useTestTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('direct preview (SPEC §4)', () => {
  it('without a url shows "Error: No URL provided"', async () => {
    configServer();
    render('/preview');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: No URL provided$/);
    expect(screen.queryByRole('button', { name: 'Download Video' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Downloader' })).toHaveAttribute('href', '/');
  });

  it('loads the player about 100 ms after load, through the proxy', async () => {
    configServer();
    render();
    expect(document.querySelector('video')).toBeNull();
    await advance(100);
    expect(document.querySelector('video')).toHaveAttribute('src', `http://localhost/api/proxied_download?url=${encodeURIComponent(MEDIA)}`);
    expect(document.title).toBe('Preview | TikTok | Dance clip');
  });

  it('plays an audio link in an <audio> element', async () => {
    configServer();
    render(route({ is_audio: 'true', url: 'https://cdn.example.com/ep.mp3' }));
    await advance(100);
    expect(document.querySelector('audio')).not.toBeNull();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Audio' })).toBeInTheDocument();
  });

  it('uses /api links as they are', async () => {
    configServer();
    render(route({ url: '/api/download/file/abc' }));
    await advance(100);
    expect(document.querySelector('video')).toHaveAttribute('src', 'http://localhost/api/download/file/abc');
  });

  it('shows the Media Details from the query', async () => {
    configServer();
    render(route({ source_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLabcdefghijklmnop' }));
    await advance(100);
    expect(screen.getByRole('heading', { name: 'Media Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=P...' })).toBeInTheDocument();
    expect(screen.getByText('720x1280')).toBeInTheDocument();
    expect(screen.getByText('3.0 MB')).toBeInTheDocument();
    expect(screen.getByText('1.5 Mbps')).toBeInTheDocument();
  });

  it('"Other Formats" goes to the home page, which fills in the source url and extracts it', async () => {
    configServer();
    const { router } = render();
    await advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Other Formats' }));
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe(SOURCE);
    expect(new URLSearchParams(router.state.location.search).get('auto')).toBe('1');
  });

  it('has no "Other Formats" when the original URL is unknown', async () => {
    configServer();
    render(`/preview?url=${encodeURIComponent(MEDIA)}`);
    await advance(100);
    expect(screen.queryByRole('button', { name: 'Other Formats' })).not.toBeInTheDocument();
  });
});

describe('availability countdown (SPEC §4, §9)', () => {
  it('counts down from the configured retention and hides the download button at "Expired"', async () => {
    configServer(400);
    render();
    await advance(100);
    await showFirstFrame();
    expect(await screen.findByText("6 minutes")).toBeInTheDocument();
    await advance(60_000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('5 minutes');
    await advance(35_000);
    // 305 s left: still the 30 s cadence, so the text has not moved yet.
    expect(screen.getByTestId('countdown')).toHaveTextContent('5 minutes');
    await advance(246_000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('59 seconds');
    expect(screen.getByRole('button', { name: 'Download Video' })).toBeInTheDocument();
    await advance(59_000);
    expect(screen.getByTestId('countdown')).toHaveTextContent('Expired');
    expect(screen.queryByRole('button', { name: 'Download Video' })).not.toBeInTheDocument();
    expect(screen.getByText('This file has expired and is no longer available for download.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it('uses one hour when the config cannot be read', async () => {
    fakeServer(() => json({ error: 'down' }, 500));
    render();
    await advance(100);
    expect(screen.getByTestId('countdown')).toHaveTextContent('1h 0m');
  });
});

describe('download button (SPEC §4, §9)', () => {
  it('saves the file under the built name, reads "Downloading..." for 3 s, and ignores clicks meanwhile', async () => {
    configServer();
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    render();
    await advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    const busy = screen.getByRole('button', { name: 'Downloading...' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(clicks).toHaveLength(1);
    // The server's Content-Disposition wins over `download` in browsers, so the link carries the name too.
    expect(clicks[0].href).toBe(`http://localhost/api/proxied_download?url=${encodeURIComponent(MEDIA)}&name=dl.example.com_TikTok_Dance_clip_720x1280_1500kbps.mp4`);
    expect(clicks[0].download).toBe('dl.example.com_TikTok_Dance_clip_720x1280_1500kbps.mp4');
    await advance(2999);
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Download Video' })).toBeEnabled();
  });

  it('uses the filename the home page handed over', async () => {
    configServer();
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    render(route({ filename: 'my: clip?.webm' }));
    await advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    expect(clicks[0].download).toBe('my_clip.webm');
  });

  it('alerts when the download cannot start', async () => {
    configServer();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    render();
    await advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    expect(alert).toHaveBeenCalledWith('Error: Could not start the download. Please check your connection or try again.');
  });
});

describe('download history and auto-download for signed-in users (SPEC §7, §3 Preferences)', () => {
  const user = (prefs: Partial<{ download_history_enabled: boolean; auto_download: boolean }> = {}) => ({
    email: 'ada@example.com',
    username: null,
    email_verified: true,
    profile: {
      display_name: null,
      avatar_url: null,
      timezone: 'UTC',
      language: 'en',
      country: null,
      preferences: { default_video_quality: '720p' as const, default_audio_format: 'mp3' as const, auto_download: false, download_history_enabled: true, email_notifications: false, audio_track_in_my_language: false, theme: 'light' as const, ...prefs },
    },
    subscription: { tier: 'free', usage_limits: { downloads_today: 0, daily_limit: null } },
  });
  const signedIn = (prefs?: Parameters<typeof user>[0]) => ({
    ...apiAtOrigin,
    session: { status: 'authenticated' as const, user: user(prefs), accessToken: 'access-1', refreshToken: 'refresh-1', error: null },
  });
  const server = () =>
    fakeServer((req) =>
      req.path === '/api/config' ? json({ file_retention_seconds: 3600, environment: 'test' }, 200) : req.path === '/api/auth/download-history' ? json({ id: 'h1' }, 201) : undefined,
    );
  const history = (seen: { path: string; method: string; body: unknown }[]) => seen.filter((r) => r.path === '/api/auth/download-history' && r.method === 'POST');

  beforeEach(() => jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined));

  it('saves the download to the history of a signed-in user once it starts', async () => {
    const seen = server();
    renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: route({ thumbnail_url: 'https://cdn.example.com/t.jpg' }), path: '/preview', preloadedState: signedIn() });
    await advance(100);
    expect(history(seen)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    await advance(10);
    expect(history(seen).map((r) => r.body)).toEqual([
      { url: SOURCE, title: 'Dance clip', platform: 'TikTok', format: 'video', quality: '720x1280', file_size: 3145728, thumbnail_url: 'https://cdn.example.com/t.jpg' },
    ]);
  });

  it('names an audio track other than the source’s own in the details and the history (issue #29)', async () => {
    const seen = server();
    renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: route({ audio_track: 'Spanish (dubbed)' }), path: '/preview', preloadedState: signedIn() });
    await advance(100);
    const row = [...document.querySelectorAll('.preview-details-row')].find((r) => r.querySelector('dt')?.textContent === 'Audio track');
    expect(row?.querySelector('dd')).toHaveTextContent('Spanish (dubbed)');
    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    await advance(10);
    expect(history(seen).map((r) => (r.body as { quality: string }).quality)).toEqual(['720x1280 · Spanish (dubbed)']);
  });

  it("records the platform's own name although the domain shows another one", async () => {
    const seen = server();
    const state = signedIn();
    const config = state.domain!.config;
    const renamed = { ...config, supportedPlatforms: [{ id: 'tiktok', name: 'ClipTok', displayName: 'ClipTok', icon: '', color: '#000000', enabled: true, priority: 1 }] };
    renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: route(), path: '/preview', preloadedState: { ...state, domain: { ...state.domain!, config: renamed } } });
    await advance(100);
    expect(document.querySelector('.eyebrow')).toHaveTextContent('ClipTok');
    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    await advance(10);
    expect(history(seen).map((r) => (r.body as { platform: string }).platform)).toEqual(['TikTok']);
  });

  it('reports nothing for visitors', async () => {
    const seen = server();
    render();
    await advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    await advance(10);
    expect(history(seen)).toHaveLength(0);
  });

  it('still reports the download when history is off: the server counts it and stores nothing', async () => {
    const seen = server();
    renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: route(), path: '/preview', preloadedState: signedIn({ download_history_enabled: false }) });
    await advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Download Video' }));
    await advance(10);
    expect(history(seen)).toHaveLength(1);
  });

  it('starts the download by itself when the user prefers auto-download', async () => {
    server();
    renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: route(), path: '/preview', preloadedState: signedIn({ auto_download: true }) });
    await advance(100);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
  });
});
