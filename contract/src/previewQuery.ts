/**
 * SPEC §3 'Preview page query parameters', direct mode: the link the home page's list and the account area's batch
 * build to open a format on /preview (the preview reads the same parameters).
 */
import { buildMediaFilename } from './filenames';
import type { Format, VideoInfo } from './types';

export const PREVIEW_PATH = '/preview';

export interface PreviewQueryInput {
  format: Pick<Format, 'url' | 'ext' | 'resolution' | 'is_audio_only' | 'tbr' | 'abr' | 'filesize'>;
  info: Pick<VideoInfo, 'title' | 'platform' | 'thumbnail_url'>;
  /** The link the user pasted. */
  sourceUrl: string;
  /** The site's host, for the filename. */
  host: string;
}

/** The format's bitrate in kbps: total bitrate, else audio bitrate; null when neither is known. */
export function formatBitrateKbps(format: Pick<Format, 'tbr' | 'abr'>): number | null {
  const value = format.tbr ?? format.abr;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The query string (without '?') of /preview for one format: url, title, filename, is_audio, source_url,
 * resolution, filesize (integer bytes), bitrate (float kbps) and thumbnail_url. Empty values are omitted.
 */
export function buildPreviewQuery({ format, info, sourceUrl, host }: PreviewQueryInput): string {
  const bitrate = formatBitrateKbps(format);
  const filesize = typeof format.filesize === 'number' && Number.isFinite(format.filesize) && format.filesize > 0 ? Math.round(format.filesize) : null;
  const entries: [string, string | null | undefined][] = [
    ['url', format.url],
    ['title', info.title],
    ['filename', buildMediaFilename({ host, platform: info.platform, title: info.title, resolution: format.resolution, bitrate, ext: format.ext })],
    ['is_audio', format.is_audio_only ? 'true' : 'false'],
    ['source_url', sourceUrl],
    ['resolution', format.resolution],
    ['filesize', filesize === null ? null : String(filesize)],
    ['bitrate', bitrate === null ? null : String(bitrate)],
    ['thumbnail_url', info.thumbnail_url],
  ];
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null && value !== undefined && value.trim() !== '') params.set(key, value);
  return params.toString();
}

/** The /preview link of a format. */
export function previewHref(input: PreviewQueryInput): string {
  return `${PREVIEW_PATH}?${buildPreviewQuery(input)}`;
}
