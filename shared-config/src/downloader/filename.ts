/** SPEC §9 filename pattern host_platform_title_resolution_bitrate.ext and SPEC §5 filename cleaning. */

export const DEFAULT_EXTENSION = 'mp4';
export const FILENAME_MAX_CHARS = 80;
export const FILENAME_MAX_CHARS_LONG = 100;

/** Platforms whose titles are usually CJK or long episode names get 100 characters instead of 80. */
const LONG_NAME_PLATFORMS = new Set(['xiaohongshu', 'bilibili', 'xiaoyuzhou', 'xiaoyuzhoufm', 'ximalaya', 'lizhi', 'qingting', 'applepodcasts']);

// Characters no common file system accepts in a name, and control characters.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/** Removes forbidden characters and turns whitespace into underscores. */
export function cleanFilenamePart(part: string): string {
  return part.trim().replace(/\s+/g, '_').replace(FORBIDDEN, '').replace(/_+/g, '_').replace(/^[_.]+|_+$/g, '');
}

export function filenameMaxChars(platform: string | null | undefined): number {
  const key = (platform ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return LONG_NAME_PLATFORMS.has(key) ? FILENAME_MAX_CHARS_LONG : FILENAME_MAX_CHARS;
}

export interface FilenameInput {
  /** The site's host, e.g. 'example.com'. */
  host: string;
  platform: string | null | undefined;
  title: string | null | undefined;
  resolution?: string | null;
  /** kbps. */
  bitrate?: number | null;
  ext?: string | null;
}

/** The download filename; parts that are empty are left out, the title is shortened to fit the maximum. */
export function buildMediaFilename({ host, platform, title, resolution, bitrate, ext }: FilenameInput): string {
  const extension = cleanFilenamePart(ext ?? '').replace(/^\.+/, '').toLowerCase() || DEFAULT_EXTENSION;
  const max = filenameMaxChars(platform);
  const head = [cleanFilenamePart(host.replace(/^www\./i, '')), cleanFilenamePart(platform ?? '')].filter(Boolean);
  const tail = [
    cleanFilenamePart(resolution ?? ''),
    typeof bitrate === 'number' && Number.isFinite(bitrate) && bitrate > 0 ? `${Math.round(bitrate)}kbps` : '',
  ].filter(Boolean);
  const suffix = `.${extension}`;
  const parts = [...head, ...tail];
  // The title adds one separator to the parts around it.
  const fixed = parts.join('_').length + suffix.length + (parts.length > 0 ? 1 : 0);
  const room = Math.max(0, max - fixed);
  const cleanTitle = Array.from(cleanFilenamePart(title ?? '')).slice(0, room).join('').replace(/_+$/, '');
  const stem = [...head, cleanTitle, ...tail].filter(Boolean).join('_');
  return `${Array.from(stem).slice(0, max - suffix.length).join('')}${suffix}`;
}
