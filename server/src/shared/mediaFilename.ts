/** The name the server gives a file of an extraction: signed links (extract), merges (merge) and previews (media-proxy). */
import { buildMediaFilename } from '@dl/contract';
import type { RawFormat } from './extraction';

/** The 'p' number: the shorter side, so that a 1080x1920 portrait video is 1080p like its landscape twin. */
export function qualityOf(f: Pick<RawFormat, 'width' | 'height'>): number | null {
  return f.width && f.height ? Math.min(f.width, f.height) : f.height ?? null;
}

/**
 * The name the server gives a file of an extraction (a signed link's, a merge's) when the link carries none: the one
 * filename policy (@dl/contract), platform_title_resolution_bitrate.ext (and the audio track's tag when it is not
 * the source's own). The site's host is the browser's to add:
 * an extraction is shared by every domain the server serves.
 */
export function mediaFilename(source: { platform: string; title: string }, video: Pick<RawFormat, 'width' | 'height'> | null, audio: Pick<RawFormat, 'abr' | 'tbr'> | null, ext: string, track: string | null = null): string {
  const quality = video ? qualityOf(video) : null;
  const kbps = video ? null : audio?.abr ?? audio?.tbr ?? null;
  return buildMediaFilename({ platform: source.platform, title: source.title, resolution: quality ? `${quality}p` : null, bitrate: kbps, track, ext });
}
