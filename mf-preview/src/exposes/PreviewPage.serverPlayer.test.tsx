/**
 * A /preview opened from outside the site comes from the server with its player, already loading the media; the
 * page's first render takes that element over instead of a spinner and a new element.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { onIdleWorkAllowed } from '@dl/shared-config';
import { renderWithProviders, empty, fakeServer, json } from '@dl/shared-config/testing';
import PreviewPage from './PreviewPage';
import { SERVER_MEDIA_ATTRIBUTE } from '../features/player/hooks/useServerMedia';
import { advanceTime, apiAtOrigin, useTestTimers } from '../testing/timers';

const MEDIA = 'https://cdn.example.com/v/clip.mp4?sig=abc';
const PLAYED = `http://localhost/api/proxied_download?url=${encodeURIComponent(MEDIA)}`;
const advance = (ms: number) => advanceTime(ms, { act });

function server(probeStatus = 200) {
  return fakeServer((req) => {
    if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' }, 200);
    if (req.path === '/api/proxied_download') return probeStatus === 410 ? json({ error: 'This link has expired', code: 'link.expired' }, 410) : empty(probeStatus);
    return undefined;
  });
}

/** The server's markup as the browser parsed it: its media element, in a given state (jsdom loads nothing). */
function serverPage({ src = PLAYED, tag = 'video', readyState = 0, error = null as number | null, metadata = { duration: NaN, videoWidth: 0, videoHeight: 0 } } = {}): HTMLMediaElement {
  const markup = document.createElement('div');
  markup.innerHTML = `<div class="preview-media"><${tag} class="preview-${tag}" preload="metadata" src="${src}" ${SERVER_MEDIA_ATTRIBUTE}></${tag}></div>`;
  document.body.append(markup);
  const el = markup.querySelector(tag) as HTMLMediaElement;
  Object.defineProperty(el, 'readyState', { configurable: true, value: readyState });
  Object.defineProperty(el, 'error', { configurable: true, value: error === null ? null : { code: error } });
  for (const [name, value] of Object.entries(metadata)) Object.defineProperty(el, name, { configurable: true, value });
  return el;
}

function render(params: Record<string, string> = {}) {
  const route = `/preview?${new URLSearchParams({ url: MEDIA, title: 'Clip', filesize: '1000', ...params }).toString()}`;
  return renderWithProviders(<PreviewPage params={{}} props={{}} />, { route, path: '/preview', preloadedState: apiAtOrigin });
}

beforeEach(() => useTestTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the server's player", () => {
  it('is kept, with what it loaded: no spinner, no new element, and the first frame it showed counts', async () => {
    server();
    const theServers = serverPage({ readyState: 2 });
    const allowed = jest.fn();
    const stop = onIdleWorkAllowed(allowed);
    const { container } = render();
    expect(screen.queryByRole('status', { name: 'Loading preview...' })).not.toBeInTheDocument();
    const players = container.querySelectorAll('video');
    expect(players).toHaveLength(1);
    expect(players[0]).toBe(theServers);
    expect(theServers).toHaveAttribute('src', PLAYED);
    expect(theServers).toHaveAttribute('aria-label', 'Clip');
    expect(theServers).toHaveAttribute('controls');
    expect(theServers).not.toHaveAttribute(SERVER_MEDIA_ATTRIBUTE);
    await advance(0);
    // The first frame was shown before the page's scripts ran: the page's later work is let go at once.
    expect(allowed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('that had its metadata already gives the details their measured resolution and bitrate', async () => {
    server();
    serverPage({ readyState: 1, metadata: { duration: 8, videoWidth: 640, videoHeight: 360 } });
    render({ filesize: '500000' });
    await advance(0);
    const row = (label: string) => screen.getByText(label).closest('.preview-details-row');
    expect(row('Resolution')).toHaveTextContent('640x360');
    expect(row('Average bitrate')).toHaveTextContent('500 kbps');
  });

  it('that had already failed shows its error panel, and Try Again makes a new player', async () => {
    const seen = server(410);
    const theServers = serverPage({ error: 4 });
    const { container } = render();
    expect(await screen.findByRole('heading', { name: 'Preview Session Expired' })).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/proxied_download')?.method).toBe('HEAD');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await advance(0);
    const player = container.querySelector('video');
    expect(player).not.toBeNull();
    expect(player).not.toBe(theServers);
    expect(player).toHaveAttribute('src', PLAYED);
  });

  it('for another link or another kind of player is not taken: the page makes its own at once', async () => {
    server();
    const audio = serverPage({ tag: 'audio' });
    const { container } = render();
    const player = container.querySelector('video');
    expect(player).not.toBeNull();
    expect(player).not.toBe(audio);
    expect(audio).toHaveAttribute(SERVER_MEDIA_ATTRIBUTE);
  });

  it('absent (a preview opened within the site): the player comes after about 100 ms, as before', async () => {
    server();
    const { container } = render();
    expect(screen.getByRole('status', { name: 'Loading preview...' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    await advance(100);
    expect(container.querySelector('video')).toHaveAttribute('src', PLAYED);
  });
});
