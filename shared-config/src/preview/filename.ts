/** SPEC §5 and §9 filenames: host_platform_title_resolution_bitrate.ext. */

export const DEFAULT_FILE_EXTENSION = 'mp4';
export const FILENAME_MAX_LENGTH = 80;
export const FILENAME_MAX_LENGTH_LONG = 100;
/** Platforms whose titles are mostly CJK or long episode names get the longer limit. */
export const LONG_FILENAME_PLATFORMS = ['Xiaohongshu', 'Bilibili', 'Xiaoyuzhou', 'Ximalaya', 'Lizhi', 'Qingting', 'Apple Podcasts'] as const;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

export function filenameMaxLength(platform: string | null | undefined): number {
  const p = squash(platform ?? '');
  return p && LONG_FILENAME_PLATFORMS.some((name) => p.includes(squash(name))) ? FILENAME_MAX_LENGTH_LONG : FILENAME_MAX_LENGTH;
}

// Characters Windows, macOS or Linux refuse in a file name, and control characters (tabs and line breaks
// are whitespace and become underscores).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u0008\u000e-\u001f\u007f]/g;

/** Forbidden characters removed, runs of whitespace turned into one underscore. */
export function sanitizeFilenamePart(value: string): string {
  return value.replace(FORBIDDEN, '').trim().replace(/\s+/g, '_');
}

export interface FilenameParts {
  /** The site's host name, e.g. 'downloader.example.com'. */
  host?: string | null;
  platform?: string | null;
  title?: string | null;
  resolution?: string | null;
  /** kbps */
  bitrate?: number | null;
  ext?: string | null;
}

function cleanExt(ext: string | null | undefined): string {
  const e = sanitizeFilenamePart(ext ?? '').replace(/^\.+/, '').toLowerCase();
  return /^[a-z0-9]{1,5}$/.test(e) ? e : DEFAULT_FILE_EXTENSION;
}

/** Cuts the name (never the extension) so that the whole file name fits the platform's limit. */
export function limitFilename(base: string, ext: string, max: number): string {
  const room = Math.max(1, max - ext.length - 1);
  const cut = Array.from(base).slice(0, room).join('').replace(/[_.\s-]+$/, '');
  return `${cut || 'media'}.${ext}`;
}

/**
 * host_platform_title_resolution_bitrate.ext: empty parts are left out, 'Unknown Platform' too; the
 * extension defaults to mp4; at most 80 characters, 100 for the long-title platforms.
 */
export function buildPreviewFilename(parts: FilenameParts): string {
  const host = (parts.host ?? '').toLowerCase().replace(/^www\./, '');
  const platform = parts.platform && parts.platform !== 'Unknown Platform' ? parts.platform : '';
  const bitrate = typeof parts.bitrate === 'number' && Number.isFinite(parts.bitrate) && parts.bitrate > 0 ? `${Math.round(parts.bitrate)}kbps` : '';
  const base = [host, platform, parts.title ?? '', parts.resolution ?? '', bitrate]
    .map(sanitizeFilenamePart)
    .filter(Boolean)
    .join('_');
  return limitFilename(base, cleanExt(parts.ext), filenameMaxLength(parts.platform));
}

/** A filename handed over by the home page: cleaned and held to the same limits. */
export function cleanGivenFilename(filename: string, platform: string | null | undefined): string {
  const name = sanitizeFilenamePart(filename);
  const dot = name.lastIndexOf('.');
  const hasExt = dot > 0 && /^[a-z0-9]{1,5}$/i.test(name.slice(dot + 1));
  const base = hasExt ? name.slice(0, dot) : name;
  return limitFilename(base, cleanExt(hasExt ? name.slice(dot + 1) : null), filenameMaxLength(platform));
}

const MEDIA_EXT = /\.(mp4|m4a|m4v|webm|mkv|mov|mp3|aac|ogg|oga|opus|wav|flac)(?:$|[?#])/i;

/** The extension of a media URL's path when it is a known media type, else null. */
export function mediaExtensionOf(url: string): string | null {
  try {
    const path = new URL(url, 'http://x').pathname;
    const m = MEDIA_EXT.exec(path);
    return m ? m[1].toLowerCase() : null;
  } catch {
    return null;
  }
}
