import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, fakeServer, json, type SeenRequest } from '@dl/shared-config/testing';
import PreviewPage from './PreviewPage';
import { advanceTime, apiAtOrigin, useTestTimers, showFirstFrame } from '../testing/timers';

const advance = (ms: number) => advanceTime(ms, { act });
const SHORT = 'http://localhost/p/Ab3dE9';

function server(shorten: () => Response | Promise<Response> = () => json({ short_url: SHORT }, 200)): SeenRequest[] {
  return fakeServer((req) => {
    if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' }, 200);
    if (req.path === '/api/shorten-preview' && req.method === 'POST') return shorten();
    return undefined;
  });
}

async function renderReady() {
  const q = new URLSearchParams({ url: 'https://cdn.example.com/v.mp4', title: 'Cats "and" <dogs>', source_url: 'https://vimeo.com/123', filename: '', resolution: '1280x720' });
  renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: `/preview?${q.toString()}`, path: '/preview', preloadedState: apiAtOrigin });
  await advance(100);
  await showFirstFrame();
}

async function choose(item: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
  await advance(0);
}

function mockClipboard(writeText: (t: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: jest.fn(writeText) } });
  return navigator.clipboard.writeText as jest.Mock;
}

beforeEach(() => useTestTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

describe('share menu (SPEC §4, §5, §8)', () => {
  it('copy link shows "Link copied to clipboard!", then resets after 2.5 s', async () => {
    const seen = server();
    const write = mockClipboard(async () => undefined);
    await renderReady();
    await choose('Copy link');
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Success!' })).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(SHORT);
    // Only parameters that are not null or empty are sent.
    expect(seen.find((r) => r.path === '/api/shorten-preview')?.body).toEqual({
      params: {
        url: 'https://cdn.example.com/v.mp4',
        title: 'Cats "and" <dogs>',
        is_audio: 'false',
        resolution: '1280x720',
        source_url: 'https://vimeo.com/123',
      },
    });
    await advance(2400);
    expect(screen.getByText('Link copied to clipboard!')).toBeInTheDocument();
    await advance(100);
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows "Creating..." while the short link is made', async () => {
    let answer: (r: Response) => void = () => undefined;
    server(() => new Promise<Response>((r) => (answer = r)));
    mockClipboard(async () => undefined);
    await renderReady();
    await choose('Copy link');
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer(json({ short_url: SHORT }, 200));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('a denied clipboard says so', async () => {
    server();
    mockClipboard(async () => {
      throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    });
    await renderReady();
    await choose('Copy link');
    expect(await screen.findByText('Clipboard access denied. Please allow clipboard permissions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
  });

  it('a short-link failure shows the server error', async () => {
    server(() => json({ error: 'Too many links today' }, 200));
    await renderReady();
    await choose('Copy link');
    expect(await screen.findByText('Failed to create short URL: Too many links today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
  });

  it('Twitter opens the intent in a 550x420 popup with the cleaned title', async () => {
    server();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await renderReady();
    await choose('Share on Twitter');
    expect(await screen.findByText('Opening Twitter...')).toBeInTheDocument();
    const [url, , features] = open.mock.calls[0];
    expect(url).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent('Cats and dogs')}&url=${encodeURIComponent(SHORT)}`);
    expect(features).toContain('width=550,height=420');
  });

  it.each([
    ['Share on Facebook', 'Opening Facebook...', 'https://www.facebook.com/sharer/sharer.php?u='],
    ['Share on WhatsApp', 'Opening WhatsApp...', 'https://wa.me/?text='],
  ])('%s shows "%s"', async (item, message, prefix) => {
    server();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await renderReady();
    await choose(item);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(String(open.mock.calls[0][0]).startsWith(prefix)).toBe(true);
  });

  it('the native share sheet reports success, and a cancel resets quietly', async () => {
    server();
    const share = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'AbortError' }));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await renderReady();
    await choose('More sharing options');
    expect(await screen.findByText('Shared successfully!')).toBeInTheDocument();
    expect(share).toHaveBeenCalledWith({ title: 'Cats and dogs', text: 'Cats and dogs', url: SHORT });
    await advance(2500);
    await choose('More sharing options');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  });

  it('without the share API the link is copied instead', async () => {
    server();
    mockClipboard(async () => undefined);
    await renderReady();
    await choose('More sharing options');
    expect(await screen.findByText('Link copied! Share API not supported.')).toBeInTheDocument();
  });

  it('closes the menu on a click outside', async () => {
    server();
    await renderReady();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
