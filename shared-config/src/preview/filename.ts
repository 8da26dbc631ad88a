/** SPEC §5 and §9 filenames: host_platform_title_resolution_bitrate.ext. */
import { buildMediaFilename, DEFAULT_EXTENSION, filenameMaxChars } from '../downloader/filename';

export { DEFAULT_EXTENSION as DEFAULT_FILE_EXTENSION, FILENAME_MAX_CHARS as FILENAME_MAX_LENGTH, FILENAME_MAX_CHARS_LONG as FILENAME_MAX_LENGTH_LONG } from '../downloader/filename';

/** 80 characters, or 100 for Xiaohongshu, Bilibili, Xiaoyuzhou, Ximalaya, Lizhi, Qingting and Apple Podcasts. */
export const filenameMaxLength = filenameMaxChars;

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
  return /^[a-z0-9]{1,5}$/.test(e) ? e : DEFAULT_EXTENSION;
}

/** Cuts the name (never the extension) so that the whole file name fits the platform's limit. */
export function limitFilename(base: string, ext: string, max: number): string {
  const room = Math.max(1, max - ext.length - 1);
  const cut = Array.from(base).slice(0, room).join('').replace(/[_.\s-]+$/, '');
  return `${cut || 'media'}.${ext}`;
}

/**
 * host_platform_title_resolution_bitrate.ext for the preview page: the downloader's one filename rule
 * (downloader/filename.ts), with 'Unknown Platform' left out and only a plain extension kept.
 */
export function buildPreviewFilename(parts: FilenameParts): string {
  return buildMediaFilename({
    host: parts.host ?? '',
    platform: parts.platform && parts.platform !== 'Unknown Platform' ? parts.platform : '',
    title: parts.title,
    resolution: parts.resolution,
    bitrate: parts.bitrate,
    ext: cleanExt(parts.ext),
  });
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
