import { act, waitFor } from '@testing-library/react';
import { apiState, fakeServer, json, renderHookWithProviders } from '@dl/shared-config/testing';
import { usePreviewModel } from './usePreviewModel';
import { advanceTime, apiAtOrigin, useTestTimers } from '../testing/timers';

const MEDIA = 'https://cdn.example.com/v/clip.mp4?sig=abc';
const SOURCE = 'https://www.tiktok.com/@someone/video/7300000000000000000';
const advance = (ms: number) => advanceTime(ms, { act });

/** The model of /preview?query, once its first render's effects and their promise callbacks have run (inside act). */
async function preview(query: Record<string, string>, state = apiAtOrigin) {
  const { result } = renderHookWithProviders(usePreviewModel, { route: `/preview?${new URLSearchParams(query).toString()}`, path: '/preview', preloadedState: state });
  await act(async () => {});
  return result;
}

function configServer(retention = 3600) {
  return fakeServer((req) => (req.path === '/api/config' ? json({ file_retention_seconds: retention, environment: 'test' }) : undefined));
}

beforeEach(() => useTestTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('usePreviewModel: what /preview shows', () => {
  it('a direct link plays through the proxy after its short delay, named by the spec pattern', async () => {
    configServer();
    const model = await preview({ url: MEDIA, title: 'Dance clip', source_url: SOURCE, resolution: '720x1280', filesize: '3145728' });
    expect(model.current).toMatchObject({ mode: 'direct', mediaUrl: null, player: null, download: null, share: null, platform: 'TikTok', pageTitle: 'Preview | TikTok | Dance clip' });
    await advance(100);
    const m = model.current;
    expect(m.player?.src).toBe(`http://localhost/api/proxied_download?url=${encodeURIComponent(MEDIA)}`);
    expect(m.download?.filename).toBe('dl.example.com_TikTok_Dance_clip_720x1280.mp4');
    expect(m.download?.href).toBe(`http://localhost/api/proxied_download?url=${encodeURIComponent(MEDIA)}&name=dl.example.com_TikTok_Dance_clip_720x1280.mp4`);
    expect(m.download?.record).toMatchObject({ url: SOURCE, title: 'Dance clip', platform: 'TikTok', format: 'video', quality: '720x1280', file_size: 3145728 });
    expect(m.details).toMatchObject({ originalUrl: SOURCE, resolution: '720x1280', fileSize: 3145728 });
    expect(m.otherFormatsPath).toBe(`/?url=${encodeURIComponent(SOURCE)}&auto=1`);
    expect(m.share).toMatchObject({ url: MEDIA, title: 'Dance clip', source_url: SOURCE });
  });

  it('names the media by its file name, then "Untitled media", when there is no title', async () => {
    configServer();
    expect((await preview({ url: MEDIA, filename: 'holiday.mp4', filesize: '1' })).current.title).toBe('holiday');
    expect((await preview({ url: MEDIA, filesize: '1' })).current.title).toBe('Untitled media');
  });

  it("shows the platform by the domain's own name for it", async () => {
    configServer();
    const renamed = apiState({ domain: 'dl.example.com', supportedPlatforms: [{ id: 'tiktok', name: 'TikTok Videos' }] as never });
    const model = await preview({ url: MEDIA, title: 'Dance clip', source_url: SOURCE, filesize: '1' }, { ...apiAtOrigin, ...renamed });
    expect(model.current.platform).toBe('TikTok Videos');
    expect(model.current.pageTitle).toBe('Preview | TikTok Videos | Dance clip');
  });

  it('offers no download once the file has expired, and no Other Formats without a source link', async () => {
    configServer(1);
    const model = await preview({ url: MEDIA, title: 'Dance clip', filesize: '1' });
    await advance(100);
    expect(model.current.download).not.toBeNull();
    expect(model.current.otherFormatsPath).toBeNull();
    // The retention comes from the server (GET /api/config, asked once the API's code has loaded).
    await waitFor(() => expect(model.current.countdown.retentionText).toBe('1 second'));
    await advance(1500);
    expect(model.current.countdown.expired).toBe(true);
    expect(model.current.download).toBeNull();
  });

  it('without a link there is nothing to play, download or share', async () => {
    configServer();
    const model = await preview({});
    expect(model.current).toMatchObject({ mode: 'missing', mediaUrl: null, player: null, download: null, share: null, processing: false });
  });

  it('a merge is processing until complete, then waits for the player before the progress card goes', async () => {
    let polls = 0;
    fakeServer((req) => {
      if (req.path === '/api/download/start-merge') return json({ task_id: 't1' });
      if (req.path === '/api/download/status/t1') return ++polls < 2 ? json({ status: 'processing', progress: 40, message: 'Merging' }) : json({ status: 'complete', progress: 100, message: 'done', actual_sizes: { final_file: 5, combined_streams: 6 } });
      if (req.path === '/api/config') return json({ file_retention_seconds: 3600, environment: 'test' });
      return undefined;
    });
    const model = await preview({ task_id: 't1', video_format_id: '137', audio_format_id: '140', title: 'My clip', source_url: 'https://www.youtube.com/watch?v=abc' });
    expect(model.current).toMatchObject({ processing: true, mergeProgress: { phase: 'starting', progress: 0 }, pageTitle: 'Processing | YouTube | My clip' });
    await advance(2000);
    expect(model.current).toMatchObject({ processing: false, mergeProgress: { phase: 'complete', progress: 100 }, mediaUrl: '/api/download/file/t1', pageTitle: 'Preview | YouTube | My clip' });
    expect(model.current.details).toMatchObject({ fileSize: 5, streamSize: 6 });
    act(() => model.current.onMetadata({ duration: 12, width: 1920, height: 1080 }));
    expect(model.current.mergeProgress).toBeNull();
    expect(model.current.details).toMatchObject({ resolution: '1920x1080', duration: 12 });
  });
});
