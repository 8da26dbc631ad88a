import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, API_ORIGIN, apiState, fakeServer, json, type SeenRequest } from '@dl/shared-config/testing';
import { MESSAGES } from '@dl/shared-config';
import { PREFILL_URL_STORAGE_KEY } from '@dl/contract';
import { Downloader, type DownloaderProps } from './Downloader';
import { format, videoInfo } from '../../../testing/fixtures';

const YT = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
/**
 * The calls that send the link: the form also asks the platforms' status once its code is loaded (issue #28, tested in
 * PlatformStatusNotice.test.tsx), which sends nothing of the visitor's.
 */
const sent = (seen: SeenRequest[]) => seen.filter((r) => r.path !== '/api/status');

function setup(props: Partial<DownloaderProps> = {}, route = '/') {
  const user = userEvent.setup();
  const utils = renderWithProviders(<Downloader shareText="detect" placeholder="Paste a link" {...props} />, { preloadedState: apiState(), route, path: '/' });
  const input = screen.getByRole('textbox', { name: 'Media URL' });
  const submit = screen.getByRole('button', { name: 'Download' });
  return { user, input, submit, ...utils };
}

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('URL input rules (SPEC §5)', () => {
  it('disables the submit button while the input is blank', async () => {
    const { user, input, submit } = setup();
    expect(submit).toBeDisabled();
    await user.type(input, '   ');
    expect(submit).toBeDisabled();
    await user.type(input, 'https://youtu.be/a');
    expect(submit).toBeEnabled();
  });

  it("shows 'Please enter a video URL.' when Enter is pressed on an empty input", async () => {
    const seen = fakeServer(() => json(videoInfo()));
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a video URL\.$/);
    expect(sent(seen)).toHaveLength(0);
  });

  it('asks for http:// or https:// and sends nothing', async () => {
    const seen = fakeServer(() => json(videoInfo()));
    const { user, input, submit } = setup();
    await user.type(input, 'youtube.com/watch?v=abc');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid URL \(must include http:\/\/ or https:\/\/\)\.$/);
    expect(sent(seen)).toHaveLength(0);
  });

  it('clears the message when the user types', async () => {
    const { user, input, submit } = setup();
    await user.type(input, 'not a link');
    await user.click(submit);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Xiaohongshu page: rejects text without a link with its own message', async () => {
    const { user, input, submit } = setup({ shareText: 'xiaohongshu' });
    await user.type(input, '小红书笔记 快来看吧');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid Xiaohongshu URL or RedNote app message containing a URL$/);
  });

  it('Bilibili page: rejects text without a link with its own message', async () => {
    const { user, input, submit } = setup({ shareText: 'bilibili' });
    await user.type(input, 'b23.tv/abc');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid Bilibili URL or Bilibili app message containing a URL$/);
  });

  it('Xiaohongshu page: sends the link pulled out of the app share message', async () => {
    const seen = fakeServer(() => json(videoInfo({ platform: 'Xiaohongshu' })));
    const { user, input, submit } = setup({ shareText: 'xiaohongshu' });
    await user.click(input);
    await user.paste('76 发布了一篇小红书笔记，快来看吧！ 😆 http://xhslink.com/a/AbCd12，复制本条信息，打开【小红书】App查看精彩内容！');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Big Buck Bunny' });
    expect((sent(seen)[0].body as { tweet_url: string }).tweet_url).toBe('http://xhslink.com/a/AbCd12');
  });

  it('home page: accepts a Bilibili share message', async () => {
    const seen = fakeServer(() => json(videoInfo({ platform: 'Bilibili' })));
    const { user, input, submit } = setup({ shareText: 'detect' });
    await user.click(input);
    await user.paste('【一分钟学会做饭-哔哩哔哩】 https://b23.tv/Xy7ZabC');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Big Buck Bunny' });
    expect((sent(seen)[0].body as { tweet_url: string }).tweet_url).toBe('https://b23.tv/Xy7ZabC');
  });

  it('focuses the input 100 ms after it appears', async () => {
    const { input } = setup();
    expect(input).not.toHaveFocus();
    await waitFor(() => expect(input).toHaveFocus());
  });
});

describe('extraction (SPEC §4, §7, §8)', () => {
  it("posts tweet_url, the browser fingerprint and user_consent false; shows 'Processing your request...' and disables submit while loading", async () => {
    let answer!: (r: Response) => void;
    const seen = fakeServer((req) => (req.path === '/api/status' ? undefined : new Promise<Response>((resolve) => { answer = resolve; })));
    const { user, input, submit } = setup();
    await user.type(input, YT);
    await user.click(submit);
    expect(await screen.findByText('Processing your request...')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(sent(seen)[0].url.href).toBe(`${API_ORIGIN}/api/download-video`);
    expect(sent(seen)[0].method).toBe('POST');
    const body = sent(seen)[0].body as { tweet_url: string; user_consent: boolean; browser_fingerprint: Record<string, unknown> };
    expect(body.tweet_url).toBe(YT);
    expect(body.user_consent).toBe(false);
    expect(Object.keys(body.browser_fingerprint).sort()).toEqual(['canvas', 'language', 'platform', 'screen', 'timestamp', 'timezone', 'user_agent']);
    await act(async () => answer(json(videoInfo())));
    await screen.findByRole('heading', { name: 'Big Buck Bunny' });
    expect(screen.queryByText('Processing your request...')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it.each([
    ['the server error field (4xx)', () => json({ error: 'Unsupported URL: https://example.com/x' }, 400), 'Unsupported URL: https://example.com/x'],
    ['the error field of a 200 reply', () => json({ error: 'This video is private.' }), 'This video is private.'],
    ['a reply without formats', () => json({ title: 'x', platform: 'YouTube' }), 'Could not retrieve video details. The response was not in the expected format.'],
    ['a reply with an empty format list', () => json(videoInfo({ formats: [] })), 'Could not retrieve video details. The response was not in the expected format.'],
    ['a non-JSON reply', () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }), MESSAGES.invalidResponse],
    ['a 500 without an error field', () => json({}, 500), 'Failed to process video'],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), MESSAGES.networkError],
  ])('shows %s', async (_name, reply, expected) => {
    fakeServer(reply as () => Promise<Response>);
    const { user, input, submit } = setup();
    await user.type(input, YT);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(screen.getByRole('alert').textContent).toBe(expected);
  });

  it('network and non-JSON texts are the SPEC texts', () => {
    expect(MESSAGES.networkError).toBe('Network error: Cannot connect to server. Please check if the backend is running.');
    expect(MESSAGES.invalidResponse).toBe('Server error: Invalid response format. Please check if the backend is running.');
  });

  it('the error box goes away when the user types again', async () => {
    fakeServer(() => json({ error: 'Unsupported URL' }, 400));
    const { user, input, submit } = setup();
    await user.type(input, YT);
    await user.click(submit);
    await screen.findByText('Unsupported URL');
    await user.type(input, 'x');
    expect(screen.queryByText('Unsupported URL')).not.toBeInTheDocument();
  });

  it('Clear resets to idle: empty input, no result', async () => {
    fakeServer(() => json(videoInfo()));
    const { user, input, submit } = setup();
    await user.type(input, YT);
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Big Buck Bunny' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Big Buck Bunny' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('a result that arrives after Clear is not shown, and leaves nothing in the store', async () => {
    let answer!: (r: Response) => void;
    fakeServer(() => new Promise<Response>((resolve) => { answer = resolve; }));
    const { user, input, submit, store } = setup();
    await user.type(input, YT);
    await user.click(submit);
    await screen.findByText('Processing your request...');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await act(async () => answer(json(videoInfo())));
    expect(screen.queryByRole('heading', { name: 'Big Buck Bunny' })).not.toBeInTheDocument();
    expect(screen.queryByText('Processing your request...')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    const apiState = () => (store.getState() as { api?: { mutations: object } }).api;
    await waitFor(() => expect(apiState()).toBeDefined());
    await waitFor(() => expect(Object.keys(apiState()!.mutations)).toHaveLength(0));
  });

  it('only the latest submit counts: the answer to a link cleared away, arriving last, is dropped', async () => {
    const answers: ((r: Response) => void)[] = [];
    fakeServer((req) => (req.path === '/api/status' ? undefined : new Promise<Response>((resolve) => answers.push(resolve))));
    const { user, input, submit } = setup();
    await user.type(input, YT);
    await user.click(submit);
    await waitFor(() => expect(answers).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(input, 'https://vimeo.com/76979871');
    await user.click(submit);
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1](json(videoInfo({ title: 'The New Vimeo Player' }))));
    await screen.findByRole('heading', { name: 'The New Vimeo Player' });
    await act(async () => answers[0](json(videoInfo())));
    expect(screen.queryByRole('heading', { name: 'Big Buck Bunny' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The New Vimeo Player' })).toBeInTheDocument();
  });

  it('shows the network error when the extraction code cannot be loaded, and sends nothing', async () => {
    const seen = fakeServer(() => json(videoInfo()));
    jest.doMock('../results', () => {
      throw new Error('Loading chunk 337 failed.');
    });
    try {
      const { user, input, submit } = setup();
      await user.type(input, YT);
      await user.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
      expect(sent(seen)).toHaveLength(0);
      expect(submit).toBeEnabled();
    } finally {
      jest.dontMock('../results');
    }
  });

  it('scrolls to the result 500 ms after success', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    fakeServer(() => json(videoInfo()));
    const { user, input, submit } = setup();
    await user.type(input, YT);
    await user.click(submit);
    const result = await screen.findByRole('region', { name: 'Download options' });
    expect(scroll).not.toHaveBeenCalled();
    await waitFor(() => expect(scroll).toHaveBeenCalled(), { timeout: 1500 });
    expect(scroll.mock.contexts[0]).toBe(result);
  });
});

describe('the result (SPEC §2 video info panel, §9 display)', () => {
  async function extracted(info = videoInfo()) {
    fakeServer(() => json(info));
    const utils = setup();
    await utils.user.type(utils.input, YT);
    await utils.user.click(utils.submit);
    await screen.findByRole('region', { name: 'Download options' });
    return utils;
  }

  it('shows the thumbnail through the image proxy, title, uploader, duration, cut description and kind', async () => {
    const { container } = await extracted(videoInfo({ description: 'd'.repeat(200), duration: 3725 }));
    const img = container.querySelector('img.dl-thumb') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`${API_ORIGIN}/api/image-proxy?url=${encodeURIComponent('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg')}`);
    expect(screen.getByText('by Blender')).toBeInTheDocument();
    expect(screen.getByText('1:02:05')).toBeInTheDocument();
    expect(screen.getByText(`${'d'.repeat(150)}...`)).toBeInTheDocument();
    expect(screen.getByTestId('content-kind')).toHaveTextContent('Video');
  });

  it('shows a placeholder when the thumbnail fails to load', async () => {
    const { container } = await extracted();
    fireEvent.error(container.querySelector('img.dl-thumb')!);
    expect(container.querySelector('img.dl-thumb')).toBeNull();
    expect(container.querySelector('.dl-thumb-empty')).not.toBeNull();
  });

  it('marks podcast audio as Podcast', async () => {
    await extracted(videoInfo({ platform: 'Apple Podcasts', formats: [format({ is_audio_only: true, has_audio: true, resolution: null, ext: 'mp3', label: 'Episode audio' })] }));
    expect(screen.getByTestId('content-kind')).toHaveTextContent(/^Podcast$/);
  });

  it('lists each format with ext, resolution, size and bitrate', async () => {
    await extracted(
      videoInfo({
        formats: [
          format({ label: '1080p', resolution: '1920x1080', filesize: 157286400, tbr: 2500 }),
          format({ label: 'Audio 128k', is_audio_only: true, resolution: null, ext: 'm4a', filesize: 3072, tbr: null, abr: 128 }),
          format({ label: 'Unknown', resolution: null, filesize: null, tbr: null, abr: null }),
        ],
      }),
    );
    const buttons = screen.getAllByTestId('format-button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveTextContent('1080p');
    expect(buttons[0]).toHaveTextContent('MP4');
    expect(buttons[0]).toHaveTextContent('1920x1080');
    expect(buttons[0]).toHaveTextContent('150 MB');
    expect(buttons[0]).toHaveTextContent('2.5 Mbps');
    // Video formats first, then audio only.
    expect(buttons[1]).toHaveTextContent('Unknown');
    expect(buttons[1]).toHaveTextContent('unknown');
    expect(buttons[2]).toHaveTextContent('Audio 128k');
    expect(buttons[2]).toHaveTextContent('M4A');
    expect(buttons[2]).toHaveTextContent('3 KB');
    expect(buttons[2]).toHaveTextContent('128 kbps');
  });

  it('a format click opens /preview with the direct-mode parameters', async () => {
    const merge = '/api/download/start-merge?task_id=t1&video_format_id=137&audio_format_id=140';
    const { user, router } = await extracted(videoInfo({ formats: [format({ url: merge, label: '1080p', resolution: '1920x1080', filesize: 157286400.4, tbr: 2500.5 })] }));
    await user.click(screen.getByTestId('format-button'));
    expect(router.state.location.pathname).toBe('/preview');
    const q = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(q)).toEqual({
      url: merge,
      title: 'Big Buck Bunny',
      filename: 'localhost_YouTube_Big_Buck_Bunny_1920x1080_2501kbps.mp4',
      is_audio: 'false',
      source_url: YT,
      resolution: '1920x1080',
      filesize: '157286400',
      bitrate: '2500.5',
      thumbnail_url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    });
  });

  it('offers a share link: this page with ?url=', async () => {
    const { user } = await extracted();
    const link = `${window.location.origin}/?url=${encodeURIComponent(YT)}`;
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    // user-event's clipboard stub stands in for the browser's.
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
  });
});

describe('prefill (SPEC §2)', () => {
  it('?url= fills the input and is then removed from the address bar', async () => {
    const { input, router } = setup({}, `/?url=${encodeURIComponent(YT)}&ref=nav`);
    expect(input).toHaveValue(YT);
    await waitFor(() => expect(router.state.location.search).toBe('?ref=nav'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('?url= alone only fills the input; nothing is extracted until the user asks', async () => {
    const seen = fakeServer(() => json(videoInfo()));
    setup({}, `/?url=${encodeURIComponent(YT)}`);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(seen)).toHaveLength(0);
  });

  it('?url=…&auto=1 fills the input, starts the extraction at once and removes both parameters', async () => {
    const seen = fakeServer(() => json(videoInfo()));
    const { input, router } = setup({}, `/?url=${encodeURIComponent(YT)}&auto=1`);
    expect(input).toHaveValue(YT);
    await waitFor(() => expect(sent(seen)).toHaveLength(1));
    expect(await screen.findByText(videoInfo().title)).toBeInTheDocument();
    expect((sent(seen)[0].body as { tweet_url: string }).tweet_url).toBe(YT);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a URL left in session storage fills the input and is removed', () => {
    sessionStorage.setItem(PREFILL_URL_STORAGE_KEY, 'https://vimeo.com/76979871');
    const { input } = setup();
    expect(input).toHaveValue('https://vimeo.com/76979871');
    expect(sessionStorage.getItem(PREFILL_URL_STORAGE_KEY)).toBeNull();
  });
});
