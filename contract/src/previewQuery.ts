/**
 * SPEC §3 'Preview page query parameters', direct mode: the link the home page's list and the account area's batch
 * build to open a format on /preview (the preview reads the same parameters).
 */
import { buildMediaFilename } from './filenames';
import type { Format, VideoInfo } from './types';

export const PREVIEW_PATH = '/preview';

/**
 * The preview parameters a short link keeps (SPEC §3), for the server that stores them and the page that sends them;
 * `audio_track` (issue #29) names a track other than the source's own.
 */
export const SHORT_LINK_PARAM_KEYS = ['url', 'title', 'filename', 'is_audio', 'resolution', 'filesize', 'bitrate', 'source_url', 'thumbnail_url', 'audio_track'] as const;

export interface PreviewQueryInput {
  format: Pick<Format, 'url' | 'ext' | 'resolution' | 'is_audio_only' | 'tbr' | 'abr' | 'filesize' | 'track_tag'>;
  info: Pick<VideoInfo, 'title' | 'platform' | 'thumbnail_url'>;
  /** The link the user pasted. */
  sourceUrl: string;
  /** The site's host, for the filename. */
  host: string;
  /** The audio track chosen when it is not the source's own (issue #29): its name for the page's details and history. */
  audioTrack?: string | null;
}

/** The format's bitrate in kbps: total bitrate, else audio bitrate; null when neither is known. */
export function formatBitrateKbps(format: Pick<Format, 'tbr' | 'abr'>): number | null {
  const value = format.tbr ?? format.abr;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The query string (without '?') of /preview for one format: url, title, filename, is_audio, source_url,
 * resolution, filesize (integer bytes), bitrate (float kbps) and thumbnail_url; audio_track (issue #29) when the
 * format carries a track other than the source's own. Empty values are omitted.
 */
export function buildPreviewQuery({ format, info, sourceUrl, host, audioTrack }: PreviewQueryInput): string {
  const bitrate = formatBitrateKbps(format);
  const filesize = typeof format.filesize === 'number' && Number.isFinite(format.filesize) && format.filesize > 0 ? Math.round(format.filesize) : null;
  const entries: [string, string | null | undefined][] = [
    ['url', format.url],
    ['title', info.title],
    ['filename', buildMediaFilename({ host, platform: info.platform, title: info.title, resolution: format.resolution, bitrate, track: format.track_tag, ext: format.ext })],
    ['is_audio', format.is_audio_only ? 'true' : 'false'],
    ['source_url', sourceUrl],
    ['resolution', format.resolution],
    ['filesize', filesize === null ? null : String(filesize)],
    ['bitrate', bitrate === null ? null : String(bitrate)],
    ['thumbnail_url', info.thumbnail_url],
    ['audio_track', format.track_tag ? audioTrack : null],
  ];
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null && value !== undefined && value.trim() !== '') params.set(key, value);
  return params.toString();
}

/** The /preview link of a format. */
export function previewHref(input: PreviewQueryInput): string {
  return `${PREVIEW_PATH}?${buildPreviewQuery(input)}`;
}
