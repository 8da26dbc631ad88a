import { buildPreviewQuery, formatBitrateKbps, previewHref } from './previewQuery';

const info = { title: 'Sunset timelapse', platform: 'YouTube', thumbnail_url: 'https://i.ytimg.com/vi/abc/hq.jpg' };

describe('buildPreviewQuery (SPEC §3 preview page query parameters, direct mode)', () => {
  it('carries every parameter, filesize as integer bytes and bitrate as float kbps', () => {
    const q = new URLSearchParams(
      buildPreviewQuery({
        format: { url: '/api/proxied_download?u=1&sig=2', ext: 'mp4', resolution: '1280x720', is_audio_only: false, tbr: 1234.5, abr: 128, filesize: 1048576.7 },
        info,
        sourceUrl: 'https://www.youtube.com/watch?v=abc',
        host: 'example.com',
      }),
    );
    expect(Object.fromEntries(q)).toEqual({
      url: '/api/proxied_download?u=1&sig=2',
      title: 'Sunset timelapse',
      filename: 'example.com_YouTube_Sunset_timelapse_1280x720_1235kbps.mp4',
      is_audio: 'false',
      source_url: 'https://www.youtube.com/watch?v=abc',
      resolution: '1280x720',
      filesize: '1048577',
      bitrate: '1234.5',
      thumbnail_url: 'https://i.ytimg.com/vi/abc/hq.jpg',
    });
  });

  it('omits empty values and marks audio', () => {
    const q = new URLSearchParams(
      buildPreviewQuery({
        format: { url: '/api/download/start-merge?task_id=t1&video_format_id=137&audio_format_id=140', ext: 'm4a', resolution: null, is_audio_only: true, tbr: null, abr: 129.3, filesize: null },
        info: { ...info, thumbnail_url: null },
        sourceUrl: 'https://youtu.be/abc',
        host: 'example.com',
      }),
    );
    expect([...q.keys()]).toEqual(['url', 'title', 'filename', 'is_audio', 'source_url', 'bitrate']);
    expect(q.get('is_audio')).toBe('true');
    expect(q.get('bitrate')).toBe('129.3');
    expect(q.get('url')).toBe('/api/download/start-merge?task_id=t1&video_format_id=137&audio_format_id=140');
  });

  it.each([
    [{ tbr: 900, abr: 128 }, 900],
    [{ tbr: null, abr: 128 }, 128],
    [{ tbr: null, abr: null }, null],
  ])('bitrate from tbr or abr: %j -> %p', (f, expected) => {
    expect(formatBitrateKbps(f)).toBe(expected);
  });

  it('previewHref points at /preview', () => {
    expect(previewHref({ format: { url: 'u', ext: 'mp3', resolution: null, is_audio_only: true, tbr: null, abr: null, filesize: null }, info, sourceUrl: 's', host: 'h' })).toMatch(/^\/preview\?url=u&/);
  });
});
