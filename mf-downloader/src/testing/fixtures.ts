/** Test fixtures of the downloader: a format and a video info as the server answers them. */
import type { Format, VideoInfo } from '@dl/shared-config';

export function format(overrides: Partial<Format> = {}): Format {
  return {
    url: '/api/proxied_download?url=x&sig=1',
    label: '720p',
    ext: 'mp4',
    resolution: '1280x720',
    is_audio_only: false,
    has_audio: true,
    tbr: 1500,
    abr: 128,
    vbr: 1372,
    filesize: 15728640,
    ...overrides,
  };
}

export function videoInfo(overrides: Partial<VideoInfo> = {}): VideoInfo {
  return {
    title: 'Big Buck Bunny',
    platform: 'YouTube',
    thumbnail_url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    uploader: 'Blender',
    description: 'A short film.',
    duration: 634,
    is_podcast: false,
    series: null,
    episode_number: null,
    season_number: null,
    formats: [format()],
    ...overrides,
  };
}
