import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Format, VideoInfo } from '@dl/shared-config';
import { renderWithProviders, json, fakeServer } from '@dl/shared-config/testing';
import { BatchModal } from './BatchModal';
import { signedIn } from '../../../testing/fixtures';

function format(overrides: Partial<Format> = {}): Format {
  return { url: '/api/proxied_download?url=x&sig=1', label: '720p', ext: 'mp4', resolution: '1280x720', is_audio_only: false, has_audio: true, tbr: 1500, abr: 128, vbr: 1372, filesize: 15728640, ...overrides };
}

function info(title: string, formats: Format[]): VideoInfo {
  return { title, platform: 'YouTube', thumbnail_url: null, uploader: null, description: null, duration: 60, is_podcast: false, series: null, episode_number: null, season_number: null, formats };
}

const LINK_A = 'https://www.youtube.com/watch?v=aaa';
const LINK_B = 'https://vimeo.com/123';
const LINK_C = 'https://www.youtube.com/watch?v=ccc';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { user, ...renderWithProviders(<BatchModal onClose={jest.fn()} />, { preloadedState: signedIn() }) };
}

describe('batch download', () => {
  it('extracts each link with the downloader body, shows each result or error, then downloads the chosen formats in turn', async () => {
    const seen = fakeServer({
      'POST /api/download-video': (req) => {
        const url = (req.body as { tweet_url: string }).tweet_url;
        if (url === LINK_A) return json(info('First clip', [format({ label: '360p', resolution: '640x360' }), format({ url: '/api/proxied_download?url=a720&sig=2' })]));
        if (url === LINK_B) return json({ error: 'This video is private.' }, 400);
        return json(info('Third clip', [format({ url: '/api/download/start-merge?task_id=t3', label: '1080p', resolution: '1920x1080' })]));
      },
      'POST /api/auth/download-history': () => json({ id: 'h1' }, 201),
    });
    const clicks: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = setup();

    await user.type(screen.getByLabelText('Links'), `${LINK_A}\nnot a link\n${LINK_B}\n${LINK_C}`);
    await user.click(screen.getByRole('button', { name: 'Find formats' }));
    expect(await screen.findByText('First clip')).toBeInTheDocument();
    expect(await screen.findByText('Third clip')).toBeInTheDocument();
    expect(await screen.findByText('This video is private.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL (must include http:// or https://).')).toBeInTheDocument();

    const extractions = seen.filter((r) => r.path === '/api/download-video');
    expect(extractions.map((r) => (r.body as { tweet_url: string }).tweet_url)).toEqual([LINK_A, LINK_B, LINK_C]);
    const body = extractions[0].body as { user_consent: boolean; browser_fingerprint: object };
    expect(body.user_consent).toBe(false);
    expect(Object.keys(body.browser_fingerprint).sort()).toEqual(['canvas', 'language', 'platform', 'screen', 'timestamp', 'timezone', 'user_agent']);

    // The user's default quality (720p) is preselected.
    expect(screen.getByLabelText('Format for First clip')).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Download all (2)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Downloading 1 of 2: First clip');
    expect(clicks).toHaveLength(1);
    expect(clicks[0].href).toBe('http://localhost/api/proxied_download?url=a720&sig=2');
    expect(clicks[0].download).toMatch(/First_clip.*\.mp4$/);
    expect(open).not.toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTime(1200));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0][0]).toMatch(/^\/preview\?url=%2Fapi%2Fdownload%2Fstart-merge%3Ftask_id%3Dt3&title=Third\+clip/);
    expect(open.mock.calls[0][1]).toBe('_blank');
    expect(await screen.findByText('All 2 downloads started.')).toBeInTheDocument();

    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).getByText('Download started')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Opened in a new tab')).toBeInTheDocument();

    await waitFor(() => expect(seen.filter((r) => r.path === '/api/auth/download-history')).toHaveLength(2));
    expect(seen.find((r) => r.path === '/api/auth/download-history')!.body).toEqual({
      url: LINK_A,
      title: 'First clip',
      platform: 'YouTube',
      format: 'video',
      quality: '720p',
      file_size: 15728640,
      thumbnail_url: null,
    });
  });

  it('asks for links when none are pasted, and refuses more than 10', async () => {
    fakeServer({});
    const { user } = setup();
    await user.type(screen.getByLabelText('Links'), 'just words');
    await user.click(screen.getByRole('button', { name: 'Find formats' }));
    expect(screen.getByText('Please enter a valid URL (must include http:// or https://).')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Links'));
    await user.click(screen.getByLabelText('Links'));
    await user.paste(Array.from({ length: 11 }, (_, i) => `https://youtu.be/${i}`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Find formats' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Paste at most 10 links at once.');
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
