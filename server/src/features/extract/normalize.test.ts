/**
 * yt-dlp JSON (compact hand-written samples of each platform's shape) → the spec's formats: labels, best
 * first, no duplicates, DRM/storyboards dropped, video-only streams merged with the best audio, files that
 * play as they are behind signed proxy links, and the audio conversions made from the best audio (issue #23).
 */
import fs from 'node:fs';
import path from 'node:path';
import { MediaLinkSigner } from '../media-proxy';
import { buildFormats } from './formats';
import { normalizeYtdlp, type YtdlpJson } from './normalize';
import type { Format } from './types';

const signer = new MediaLinkSigner(Buffer.from('x'.repeat(40)), 3600, () => 1_700_000_000_000);
const sample = (name: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../../../test/ytdlp', `${name}.json`), 'utf8')) as YtdlpJson;

/** The source's own formats (`formats`), and the whole list with the audio conversions the server adds (`all`). */
function formatsOf(name: string, platform: string) {
  const info = normalizeYtdlp(sample(name), 'https://example.com/page');
  const all = buildFormats(info, { extractionId: 'EXT1', platform, links: signer }).formats;
  return { info, all, formats: all.filter((f) => !f.conversion) };
}

const labels = (fs: Format[]) => fs.map((f) => f.label);
const merge = (f: Format) => Object.fromEntries(new URL(f.url, 'http://x').searchParams.entries());
function signed(f: Format) {
  const u = new URL(f.url, 'http://x');
  const verified = signer.verify(Object.fromEntries(u.searchParams.entries()));
  if (!verified.ok) throw new Error(`link does not verify: ${verified.reason}`);
  return { path: u.pathname, ...verified.link };
}

describe('YouTube: DASH video-only + audio-only', () => {
  const { info, formats } = formatsOf('youtube', 'YouTube');

  it('offers merges for video-only streams, the muxed file directly, audio files, best first, one per label', () => {
    expect(labels(formats)).toEqual([
      '1080p MP4', '1080p WEBM', '720p MP4', '720p WEBM', '360p MP4', '144p MP4',
      'Audio 136 kbps WEBM', 'Audio 130 kbps M4A', 'Audio 49 kbps M4A',
    ]);
    expect(info).toMatchObject({ title: 'Never Gonna Give You Up', uploader: 'Rick Astley', duration: 213, is_podcast: false });
  });

  it('pairs H.264 video with M4A audio and VP9 with Opus, with summed sizes and bitrates', () => {
    expect(formats[0].url.startsWith('/api/download/start-merge?')).toBe(true);
    expect(merge(formats[0])).toEqual({ task_id: 'EXT1', video_format_id: '137', audio_format_id: '140' });
    expect(formats[0]).toMatchObject({ ext: 'mp4', resolution: '1920x1080', has_audio: true, is_audio_only: false, filesize: 115728393 + 3449447, vbr: 4346.4, abr: 129.5 });
    expect(formats[0].tbr).toBeCloseTo(4475.9);
    expect(merge(formats[1])).toEqual({ task_id: 'EXT1', video_format_id: '248', audio_format_id: '251' });
    expect(formats[1].ext).toBe('webm');
  });

  it('prefers the file that plays as it is (itag 18) for 360p, as a signed link with the source headers', () => {
    const f = formats[4];
    expect(f).toMatchObject({ label: '360p MP4', has_audio: true, filesize: 13401866 });
    const link = signed(f);
    expect(link).toMatchObject({ path: '/api/proxied_download', url: 'https://rr1.googlevideo.com/videoplayback?itag=18', filename: 'YouTube_Never_Gonna_Give_You_Up_360p.mp4' });
    expect(link.headers).toEqual({ 'user-agent': 'Mozilla/5.0 yt' });
  });

  it('drops storyboards, DRM formats and the least playable codec (AV1) when H.264 has the same label', () => {
    const all = formats.map((f) => f.url).join(' ');
    expect(all).not.toMatch(/storyboard|sb0|itag(=|%3D)616|video_format_id=399|video_format_id=616/);
  });
});

describe('TikTok', () => {
  const { formats } = formatsOf('tiktok', 'TikTok');
  it('offers the clean H.264 file through the TikTok proxy, not the watermarked one', () => {
    expect(labels(formats)).toEqual(['576p MP4']);
    const link = signed(formats[0]);
    expect(link.path).toBe('/api/tiktok_proxy');
    expect(link.url).toBe('https://v16-webapp.tiktok.com/play?codec=h264');
    expect(link.headers.referer).toBe('https://www.tiktok.com/@someone/video/7300000000000000000');
  });
});

describe('X (Twitter)', () => {
  const { formats } = formatsOf('twitter', 'Twitter');
  it('prefers progressive MP4 files to HLS of the same size and keeps the HLS audio as a server job', () => {
    expect(labels(formats)).toEqual(['720p MP4', '360p MP4', '270p MP4', 'Audio 128 kbps M4A']);
    expect(signed(formats[0]).url).toBe('https://video.twimg.com/ext_tw_video/1/pu/vid/1280x720/v.mp4');
    expect(formats[0].filesize).toBe(Math.round((2176 * 1000 * 30.5) / 8));
    expect(merge(formats[3])).toEqual({ task_id: 'EXT1', audio_format_id: 'hls-audio-128000-Audio' });
  });
});

describe('Instagram', () => {
  const { formats } = formatsOf('instagram', 'Instagram');
  it('merges DASH video with the audio track and keeps the progressive file; portrait videos are named by their short side', () => {
    expect(labels(formats)).toEqual(['1080p MP4', '720p MP4', 'Audio 129 kbps M4A']);
    expect(merge(formats[0])).toEqual({ task_id: 'EXT1', video_format_id: 'dash-1051v', audio_format_id: 'dash-129a' });
    expect(formats[0].resolution).toBe('1080x1920');
    expect(signed(formats[1]).url).toBe('https://scontent.cdninstagram.com/progressive.mp4');
    expect(signed(formats[1]).headers).toEqual({ referer: 'https://www.instagram.com/', 'user-agent': 'Mozilla/5.0 ig' });
  });
});

describe('Vimeo (HLS)', () => {
  const { formats } = formatsOf('vimeo', 'Vimeo');
  it('merges HLS video with the HLS audio of the same manifest', () => {
    expect(labels(formats)).toEqual(['1080p MP4', '540p MP4', 'Audio 128 kbps M4A']);
    expect(merge(formats[0])).toEqual({ task_id: 'EXT1', video_format_id: 'hls-fastly_skyfire-1080p', audio_format_id: 'hls-fastly_skyfire-audio-high-Original' });
    expect(formats.every((f) => f.url.startsWith('/api/download/start-merge?'))).toBe(true);
    expect(formats[0].filesize).toBe(Math.round(((4561 + 128) * 1000 * 62) / 8));
  });
});

describe('Bilibili', () => {
  const { formats } = formatsOf('bilibili', 'Bilibili');
  it('merges DASH video with the best audio and offers the audio files', () => {
    expect(labels(formats)).toEqual(['1080p MP4', '720p MP4', 'Audio 319 kbps M4A', 'Audio 67 kbps M4A']);
    expect(merge(formats[0])).toEqual({ task_id: 'EXT1', video_format_id: '30080', audio_format_id: '30280' });
    expect(signed(formats[2]).headers.referer).toBe('https://www.bilibili.com/video/BV1xx411c7mD');
    expect(signed(formats[2]).filename).toBe('Bilibili_【测试】视频标题_319kbps.m4a');
  });
});

describe('SoundCloud', () => {
  const { formats } = formatsOf('soundcloud', 'SoundCloud');
  it('offers the progressive MP3 directly and HLS-only audio as a server job', () => {
    expect(labels(formats)).toEqual(['Audio 128 kbps MP3', 'Audio 64 kbps OPUS']);
    expect(formats[0]).toMatchObject({ is_audio_only: true, has_audio: true, resolution: null, abr: 128, filesize: Math.round((128 * 1000 * 3605.2) / 8) });
    expect(signed(formats[0]).url).toBe('https://cf-media.sndcdn.com/x.128.mp3?Policy=p');
    expect(merge(formats[1])).toEqual({ task_id: 'EXT1', audio_format_id: 'hls_opus_64' });
  });
});

describe('Apple Podcasts (single-file result: no formats list)', () => {
  const { info, formats } = formatsOf('applepodcasts', 'Apple Podcasts');
  it('reads the top-level url and the podcast fields', () => {
    expect(info).toMatchObject({ is_podcast: true, series: 'Great Talks', episode_number: 12, season_number: 2, duration: 2701, uploader: 'Great Talks Network' });
    expect(formats).toHaveLength(1);
    expect(formats[0]).toMatchObject({ label: 'Audio MP3', ext: 'mp3', is_audio_only: true });
    expect(signed(formats[0]).url).toBe('https://traffic.megaphone.fm/GT1234567890.mp3?updated=1700000000');
  });
});

describe('yt-dlp playlists (an RSS feed through the generic extractor)', () => {
  it('takes the first playable entry and lists the entries as episodes', () => {
    const info = normalizeYtdlp(
      {
        _type: 'playlist', title: 'Feed Show', extractor_key: 'Generic',
        entries: [
          { title: 'Newest', url: 'https://cdn.example/new.mp3', ext: 'mp3', vcodec: 'none', webpage_url: 'https://show.example/new', upload_date: '20240102' },
          { title: 'Older', url: 'https://cdn.example/old.mp3', ext: 'mp3', vcodec: 'none', timestamp: 1704067200 },
        ],
      },
      'https://show.example/feed',
    );
    expect(info).toMatchObject({ title: 'Newest', series: 'Feed Show', is_podcast: true });
    expect(info.episodes).toEqual([
      { title: 'Newest', url: 'https://show.example/new', published: '2024-01-02T00:00:00.000Z', duration: null, thumbnail: null },
      { title: 'Older', url: 'https://cdn.example/old.mp3', published: '2024-01-01T00:00:00.000Z', duration: null, thumbnail: null },
    ]);
  });

  it('says so when nothing in it is playable', () => {
    expect(() => normalizeYtdlp({ _type: 'playlist', entries: [null, { _type: 'url', url: 'https://a' }] }, 'https://a')).toThrow('No downloadable video or audio was found at this link.');
  });
});

describe('Facebook: progressive SD/HD files and a DASH 1080p video-only stream', () => {
  const { info, formats } = formatsOf('facebook', 'Facebook');

  it('merges the 1080p video-only stream with the audio and offers HD and SD as files that play as they are', () => {
    expect(labels(formats)).toEqual(['1080p MP4', '720p MP4', '360p MP4', 'Audio 48 kbps M4A']);
    expect(merge(formats[0])).toEqual({ task_id: 'EXT1', video_format_id: '1077145069757631v', audio_format_id: '1077145069757631a' });
    expect(formats[0].filesize).toBe(10702301 + 181000);
    expect(signed(formats[1])).toMatchObject({ path: '/api/proxied_download', url: 'https://video.xx.fbcdn.net/v/hd.mp4' });
    expect(formats[1]).toMatchObject({ resolution: '1280x720', has_audio: true, is_audio_only: false });
    expect(info).toMatchObject({ title: 'Sunset timelapse', uploader: 'Nature Clips', is_podcast: false });
  });
});

describe('audio conversions (issue #23)', () => {
  it('offers MP3 192 kbps first among the audio formats, the rest behind "More audio formats", all made from the best audio', () => {
    const { all, info } = formatsOf('youtube', 'YouTube');
    expect(labels(all.filter((f) => f.is_audio_only))).toEqual([
      'MP3 192 kbps', 'Audio 136 kbps WEBM', 'Audio 130 kbps M4A', 'Audio 49 kbps M4A',
      'MP3 320 kbps', 'MP3 128 kbps', 'WAV', 'FLAC', 'AAC', 'M4A',
    ]);
    const mp3 = all.find((f) => f.label === 'MP3 192 kbps')!;
    expect(mp3).toMatchObject({ ext: 'mp3', abr: 192, conversion: { to: 'mp3', bitrate_kbps: 192, more: false }, filesize: Math.round((192 * 1000 * info.duration!) / 8) });
    // The best audio stream (251, Opus at 136 kbps) is the source of every conversion.
    expect(merge(mp3)).toEqual({ task_id: 'EXT1', audio_format_id: '251', convert: 'mp3', bitrate: '192' });
    expect(merge(all.find((f) => f.label === 'FLAC')!)).toEqual({ task_id: 'EXT1', audio_format_id: '251', convert: 'flac' });
    expect(all.filter((f) => f.conversion?.more).map((f) => f.ext)).toEqual(['mp3', 'mp3', 'wav', 'flac', 'aac', 'm4a']);
    // The video formats come first, untouched.
    expect(all.slice(0, 6).every((f) => !f.is_audio_only && !f.conversion)).toBe(true);
  });

  it('converts from a file that carries video and audio when there is no audio-only stream: the smallest', () => {
    const { all, formats } = formatsOf('tiktok', 'TikTok');
    expect(formats.every((f) => !f.is_audio_only)).toBe(true);
    const mp3 = all.find((f) => f.conversion?.to === 'mp3' && !f.conversion.more)!;
    expect(merge(mp3).audio_format_id).toBeTruthy();
    expect(merge(mp3).video_format_id).toBeUndefined();
  });
});

describe('subtitles (issue #23)', () => {
  it('takes every language a person subtitled and, of the automatic captions, the original language only; WebVTT before SubRip', () => {
    const info = normalizeYtdlp(
      {
        title: 'Talk',
        formats: [{ format_id: '18', url: 'https://cdn.example.com/v.mp4', ext: 'mp4', vcodec: 'avc1', acodec: 'mp4a.40.2' }],
        subtitles: {
          en: [{ ext: 'json3', url: 'https://s.example.com/en.json3', name: 'English' }, { ext: 'vtt', url: 'https://s.example.com/en.vtt', name: 'English' }],
          fr: [{ ext: 'srt', url: 'https://s.example.com/fr.srt', name: 'French' }],
          de: [{ ext: 'ttml', url: 'https://s.example.com/de.ttml' }],
          live_chat: [{ ext: 'json', url: 'https://s.example.com/chat.json' }],
        },
        automatic_captions: {
          'en-orig': [{ ext: 'vtt', url: 'https://s.example.com/auto-en.vtt', name: 'English (Original)' }],
          es: [{ ext: 'vtt', url: 'https://s.example.com/auto-es.vtt', name: 'Spanish' }],
        },
      },
      'https://example.com/talk',
    );
    expect(info.subtitles?.map((s) => [s.lang, s.name, s.automatic, s.ext, s.url])).toEqual([
      ['en', 'English', false, 'vtt', 'https://s.example.com/en.vtt'],
      ['fr', 'French', false, 'srt', 'https://s.example.com/fr.srt'],
      ['en-orig', 'English (Original)', true, 'vtt', 'https://s.example.com/auto-en.vtt'],
    ]);
  });
});
