/**
 * api.endpoints.preview (SPEC §3 domain configuration): the preview page asks the domain's preview endpoint,
 * wherever the domain puts it, what a link of our API will play, and shows what it answers.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, fakeServer, json, type Handler } from '@dl/shared-config/testing';
import { FALLBACK_DOMAIN_CONFIG, type DomainConfig, type RootState } from '@dl/shared-config';
import PreviewPage from './PreviewPage';
import { advanceTime, apiAtOrigin, useTestTimers, showFirstFrame } from '../testing/timers';

const SIGNED = '/api/proxied_download?url=https%3A%2F%2Fcdn.example.com%2Fclip.mp4&filename=clip.mp4&expires=4102444800&sig=abc';
const GATEWAY = 'https://gateway.example.net/v2/media-info';
const advance = (ms: number) => advanceTime(ms, { act });

function stateWith(endpoints: Partial<DomainConfig['api']['endpoints']>): Partial<RootState> {
  const config = apiAtOrigin.domain!.config;
  return { domain: { config: { ...config, api: { ...config.api, endpoints: { ...FALLBACK_DOMAIN_CONFIG.api.endpoints, ...endpoints } } }, source: 'server' } };
}

function render(query: Record<string, string>, state: Partial<RootState>) {
  const route = `/preview?${new URLSearchParams(query).toString()}`;
  return renderWithProviders(<PreviewPage params={{}} props={{}} />, { route, path: '/preview', preloadedState: state });
}

const describedClip = { kind: 'direct', playable_url: SIGNED, filename: 'clip.mp4', content_type: 'video/mp4', size: 4 * 1024 * 1024, is_audio: false, expires_at: '2100-01-01T00:00:00.000Z', title: null };

/** The API: /api/config, and `preview` answering at whatever URL the test says the preview endpoint is. */
function server(preview: Handler) {
  return fakeServer((req) => {
    if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' }, 200);
    return preview(req);
  });
}

const fileSizeRow = () => screen.getByText('File size').closest('.preview-details-row');

beforeEach(() => useTestTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('api.endpoints.preview', () => {
  it('set to another origin and path: the page asks there, not /api/preview, and shows the size it answers', async () => {
    const seen = server((req) => (req.url.origin + req.path === GATEWAY ? json(describedClip, 200) : undefined));
    render({ url: SIGNED, title: 'Clip' }, stateWith({ preview: GATEWAY }));
    await advance(100);
    await showFirstFrame();
    expect(await screen.findByText('4.0 MB')).toBeInTheDocument();
    expect(fileSizeRow()).toHaveTextContent('4.0 MB');
    const asked = seen.filter((r) => r.url.origin === 'https://gateway.example.net');
    expect(asked).toHaveLength(1);
    expect(asked[0].path).toBe('/v2/media-info');
    expect(asked[0].url.searchParams.get('url')).toBe(SIGNED);
    expect(seen.some((r) => r.path === '/api/preview')).toBe(false);
  });

  it('a path is joined to api.baseUrl', async () => {
    const seen = server((req) => (req.path === '/v2/preview-info' ? json(describedClip, 200) : undefined));
    render({ url: SIGNED, title: 'Clip' }, stateWith({ preview: '/v2/preview-info' }));
    await advance(100);
    await showFirstFrame();
    expect(await screen.findByText('4.0 MB')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/v2/preview-info')?.url.origin).toBe('http://localhost');
  });

  it('by default asks /api/preview', async () => {
    const seen = server((req) => (req.path === '/api/preview' ? json(describedClip, 200) : undefined));
    render({ url: SIGNED, title: 'Clip' }, apiAtOrigin);
    await advance(100);
    await showFirstFrame();
    expect(await screen.findByText('4.0 MB')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/preview')).toHaveLength(1);
  });

  it('asks nothing while the media loads: the description, the retention and the share menu’s actions come after its first frame', async () => {
    const seen = server((req) => (req.path === '/api/preview' ? json(describedClip, 200) : undefined));
    render({ url: SIGNED, title: 'Clip' }, apiAtOrigin);
    await advance(100);
    expect(document.querySelector('video')).toHaveAttribute('src', expect.stringContaining('/api/proxied_download'));
    await advance(1000);
    expect(seen.map((r) => r.path)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await showFirstFrame();
    expect(await screen.findByText('4.0 MB')).toBeInTheDocument();
    expect(seen.map((r) => r.path).sort()).toEqual(['/api/config', '/api/preview']);
    expect(await screen.findByRole('button', { name: 'Share' })).toBeEnabled();
  });

  it('without an answer, the size the query does not give stays Unknown', async () => {
    server(() => undefined);
    render({ url: SIGNED, title: 'Clip' }, stateWith({ preview: GATEWAY }));
    await advance(100);
    await showFirstFrame();
    await advance(100);
    expect(fileSizeRow()).toHaveTextContent('Unknown');
  });

  it('a link the endpoint reports expired (410) shows "Preview Session Expired" when it fails to play', async () => {
    // The media's own address answers nothing telling (the fake's 404): the endpoint's 410 decides.
    const seen = server((req) => (req.url.origin + req.path === GATEWAY ? json({ error: 'This link has expired', code: 'link.expired' }, 410) : undefined));
    render({ url: SIGNED, title: 'Clip', source_url: 'https://vimeo.com/1' }, stateWith({ preview: GATEWAY }));
    await advance(100);
    // Nothing is asked while the media loads.
    expect(seen.some((r) => r.url.origin === 'https://gateway.example.net')).toBe(false);
    const video = document.querySelector('video')!;
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 2 } });
    fireEvent.error(video);
    expect(await screen.findByRole('heading', { name: 'Preview Session Expired' })).toBeInTheDocument();
  });

  it('a merge link without a title gets its title from the endpoint', async () => {
    const seen = fakeServer((req) => {
      if (req.url.origin + req.path === GATEWAY) return json({ ...describedClip, kind: 'merge', title: 'Concert in the park', filename: 'Concert_in_the_park_720p.mp4' }, 200);
      if (req.path === '/api/download/start-merge') return json({ task_id: 't1' }, 200);
      if (req.path === '/api/download/status/t1') return json({ status: 'processing', progress: 10, message: 'Merging' }, 200);
      return undefined;
    });
    render({ task_id: 't1', video_format_id: '137', audio_format_id: '140' }, stateWith({ preview: GATEWAY }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Concert in the park' })).toBeInTheDocument();
    expect(document.title).toBe('Processing | Unknown Platform | Concert in the park');
    const asked = seen.find((r) => r.url.origin === 'https://gateway.example.net');
    expect(asked?.url.searchParams.get('url')).toBe('/api/download/start-merge?task_id=t1&video_format_id=137&audio_format_id=140');
  });
});
