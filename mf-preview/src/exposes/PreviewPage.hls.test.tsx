import { act, screen } from '@testing-library/react';
import { renderWithProviders, fakeServer, json } from '@dl/shared-config/testing';
import PreviewPage from './PreviewPage';
import { advanceTime, apiAtOrigin, useTestTimers } from '../testing/timers';

const created: { config: unknown; source?: string; media?: HTMLMediaElement }[] = [];

jest.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError' };
    private entry: (typeof created)[number];
    constructor(config: unknown) {
      this.entry = { config };
      created.push(this.entry);
    }
    on() {}
    loadSource(src: string) {
      this.entry.source = src;
    }
    attachMedia(el: HTMLMediaElement) {
      this.entry.media = el;
    }
    destroy() {}
  }
  return { __esModule: true, default: FakeHls };
});

const HLS = 'https://cdn.example.com/live/master.m3u8';
const advance = (ms: number) => advanceTime(ms, { act });

beforeEach(() => {
  useTestTimers();
  created.length = 0;
  fakeServer((req) => (req.path === '/api/config' ? json({ file_retention_seconds: 3600, environment: 'test' }, 200) : undefined));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const render = () =>
  renderWithProviders(<PreviewPage params={{}} props={{}} />, { route: `/preview?url=${encodeURIComponent(HLS)}&title=Live`, path: '/preview', preloadedState: apiAtOrigin });

describe('HLS sources (SPEC §4, §9)', () => {
  it('play through hls.js with a 90 s back buffer', async () => {
    render();
    await advance(100);
    await screen.findByRole('heading', { name: 'Live' });
    await advance(0);
    expect(created).toHaveLength(1);
    expect(created[0].config).toEqual({ backBufferLength: 90 });
    expect(created[0].source).toBe(HLS);
    expect(created[0].media).toBe(document.querySelector('video'));
  });

  it('play natively on Safari', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15');
    render();
    await advance(100);
    await advance(0);
    expect(created).toHaveLength(0);
    expect(document.querySelector('video')?.src).toBe(HLS);
  });

  it('use hls.js in a browser that can also play HLS itself but is not Safari (SPEC §4)', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36');
    render();
    await advance(100);
    await advance(0);
    expect(created).toHaveLength(1);
    expect(created[0].config).toEqual({ backBufferLength: 90 });
  });
});
