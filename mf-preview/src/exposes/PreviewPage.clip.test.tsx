import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, fakeServer, json } from '@dl/shared-config/testing';
import { clipFieldsError } from '../features/clip/components/ClipForm';
import PreviewPage from './PreviewPage';
import { advanceTime, apiAtOrigin, useTestTimers, showFirstFrame } from '../testing/timers';

/** A signed link of ours, as the format list hands it to the preview. */
const SIGNED = '/api/proxied_download?url=https%3A%2F%2Fcdn.example.com%2Fv.mp4&filename=YouTube_Talk_720p.mp4&expires=4102444800&sig=s1g';

function route(extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ url: SIGNED, title: 'Talk', filename: 'dl.example.com_YouTube_Talk_720p.mp4', source_url: 'https://www.youtube.com/watch?v=abc', resolution: '1280x720', ...extra });
  return `/preview?${q.toString()}`;
}

const render = (r = route()) => renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: r, path: '/preview', preloadedState: apiAtOrigin });
const advance = (ms: number) => advanceTime(ms, { act });

/** The clip's server: the visitor's limit, start-clip answering task c1, then its status: processing, complete. */
function clipServer(maxSeconds: number | null = 300) {
  let polls = 0;
  return fakeServer((req) => {
    if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' }, 200);
    if (req.path === '/api/download/clip-limit') return json({ max_seconds: maxSeconds, tier: 'visitor' }, 200);
    if (req.path === '/api/download/start-clip') return json({ task_id: 'c1', status: 'queued' }, 200);
    if (req.path === '/api/download/status/c1')
      return json(polls++ ? { status: 'complete', progress: 100, message: 'Processing complete!' } : { status: 'processing', progress: 50, message: 'Processing... 50%' }, 200);
    return undefined;
  });
}

/** The player tells its length; `at` is where it is playing. */
function playerAt(duration: number, at: number) {
  const video = document.querySelector('video')!;
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  Object.defineProperty(video, 'currentTime', { configurable: true, value: at, writable: true });
  fireEvent.loadedMetadata(video);
  return video;
}

const field = (name: 'Start' | 'End') => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => useTestTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('cutting a clip on /preview (issue #23)', () => {
  it('sets the times from the player and the keyboard, cuts exactly, shows the progress and downloads the clip under its name', async () => {
    const seen = clipServer();
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    render();
    await advance(100);
    await showFirstFrame();
    const panel = screen.getByRole('region', { name: 'Cut a clip' });
    // The limit is asked once the player knows the length, not with the media's first bytes.
    await advance(1);
    expect(seen.some((r) => r.path === '/api/download/clip-limit')).toBe(false);
    playerAt(30, 12.4);
    expect(await within(panel).findByText('Clips can be up to 5:00 long.')).toBeInTheDocument();
    await advance(1);
    // The end starts at the media's end.
    expect(field('End').value).toBe('0:30');
    fireEvent.click(screen.getByRole('button', { name: 'Start: Set to current time' }));
    expect(field('Start').value).toBe('0:12.4');
    fireEvent.change(field('End'), { target: { value: '0:20' } });
    fireEvent.keyDown(field('End'), { key: 'ArrowUp' });
    expect(field('End').value).toBe('0:21');
    fireEvent.keyDown(field('End'), { key: 'ArrowDown', shiftKey: true });
    expect(field('End').value).toBe('0:11');
    fireEvent.keyDown(field('End'), { key: 'ArrowUp', shiftKey: true });
    expect(field('End').value).toBe('0:21');
    fireEvent.click(within(panel).getByLabelText(/^Exact: cut at the chosen times/));
    fireEvent.click(within(panel).getByRole('button', { name: 'Make clip' }));
    await advance(1);
    const start = seen.find((r) => r.path === '/api/download/start-clip')!;
    expect(Object.fromEntries(start.url.searchParams)).toEqual({ source: SIGNED, start: '12.4', end: '21', cut: 'exact' });
    expect(within(panel).getByRole('button', { name: 'Make clip' })).toBeDisabled();
    await advance(1000);
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await advance(3000);
    fireEvent.click(within(panel).getByRole('button', { name: 'Download clip' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('dl.example.com_YouTube_Talk_720p_clip_0m12s-0m21s.mp4');
    expect(clicks[0].href).toBe(`http://localhost/api/download/file/c1?name=${encodeURIComponent('dl.example.com_YouTube_Talk_720p_clip_0m12s-0m21s.mp4')}`);
  });

  it('refuses times that make no clip, in words, and asks the server nothing', async () => {
    const seen = clipServer();
    render();
    await advance(100);
    await showFirstFrame();
    playerAt(30, 0);
    await advance(1);
    fireEvent.change(field('Start'), { target: { value: '0:20' } });
    fireEvent.change(field('End'), { target: { value: '0:05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make clip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end must come after the start.');
    fireEvent.change(field('End'), { target: { value: '1:75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make clip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a time as m:ss, for example 1:05.');
    expect(field('End')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field('End'), { target: { value: '0:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make clip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end is past the end of the media.');
    expect(seen.some((r) => r.path === '/api/download/start-clip')).toBe(false);
  });

  it('shows the server’s refusal (a clip longer than the tier allows)', async () => {
    fakeServer((req) => {
      if (req.path === '/api/download/clip-limit') return json({ max_seconds: 10, tier: 'visitor' }, 200);
      if (req.path === '/api/download/start-clip') return json({ error: 'This clip is longer than 0:10, the longest clip visitors can cut. Sign in to cut longer clips.', code: 'clip.too_long' }, 400);
      return undefined;
    });
    render();
    await advance(100);
    await showFirstFrame();
    playerAt(30, 0);
    await advance(1);
    // The end is the media's end until the limit is known; then the longest clip allowed.
    expect(await screen.findByText('Clips can be up to 0:10 long.')).toBeInTheDocument();
    expect(field('End').value).toBe('0:10');
    fireEvent.change(field('End'), { target: { value: '0:25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make clip' }));
    await advance(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('This clip is longer than 0:10, the longest clip visitors can cut. Sign in to cut longer clips.');
  });

  it('is not offered for a link the server cannot cut (someone else’s file)', async () => {
    clipServer();
    render(route({ url: 'https://cdn.example.com/v/clip.mp4' }));
    await advance(100);
    await showFirstFrame();
    expect(document.querySelector('video')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Cut a clip' })).toBeNull();
  });

  it('checks the fields as the server does', () => {
    expect(clipFieldsError(5, 10, null)).toBeNull();
    expect(clipFieldsError(5, 5, null)).toBe('The end must come after the start.');
    expect(clipFieldsError(null, 5, null)).toBe('Enter a time as m:ss, for example 1:05.');
    expect(clipFieldsError(5, 31.5, 30)).toBe('The end is past the end of the media.');
    expect(clipFieldsError(5, 30.9, 30)).toBeNull();
  });
});
