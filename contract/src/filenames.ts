/**
 * The one filename policy, for every name the site gives a file: the links the browser builds, the names a link
 * carries (`filename=`, `name=`), the server's own default names and its Content-Disposition.
 *
 * - SPEC §5: forbidden characters are removed and whitespace becomes underscores. Forbidden: what Windows, macOS or
 *   Linux refuse in a file name (`< > : " / \ | ? *`) and control characters (C0, DEL, C1). Runs of underscores
 *   become one, and a name never starts or ends with an underscore or a dot (a leading dot hides a file, a trailing
 *   one is dropped by Windows).
 * - Nothing a reader cannot see is kept: the bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E,
 *   U+2066–U+2069), which would show `clip\u202E4pm.exe` as "clipexe.mp4", and the invisible characters (U+200B,
 *   U+2060–U+2064, U+FEFF, U+00AD) are removed. U+200C and U+200D stay: Persian, Hindi and emoji need them.
 * - SPEC §9: host_platform_title_resolution_bitrate.ext, parts that are empty left out, default extension mp4, at
 *   most 80 characters, or 100 for Xiaohongshu, Bilibili, Xiaoyuzhou, Ximalaya, Lizhi, Qingting and Apple
 *   Podcasts. The title is shortened to fit; the extension never is.
 * - The extension says what the bytes are, whatever a link's `name=` or a source's URL says: a name that came with a
 *   link gives only its stem (its own extension, if any, is dropped) and the server puts on the extension of what it
 *   sends: the container it produced for a merged, converted or cut file (its Content-Type follows from the same
 *   container); for a file handed on from its source, the media type the source sent, or, when that type says
 *   nothing (application/octet-stream), the extension of the signed link's name, which the server chose at the
 *   extraction (mediaTypes.ts, mediaFileOf). What is not media is not handed on at all. The browser, which does not
 *   know the bytes, keeps a given name's extension only when it is a media extension, and the server's answer is the
 *   name the file is saved under.
 */
import { mediaTypeOfExtension } from './mediaTypes';
import { UNKNOWN_PLATFORM } from './unknownPlatform';

export const DEFAULT_EXTENSION = 'mp4';
export const FILENAME_MAX_CHARS = 80;
export const FILENAME_MAX_CHARS_LONG = 100;

/** Platforms whose titles are usually CJK or long episode names get 100 characters instead of 80. */
const LONG_NAME_PLATFORMS = new Set(['xiaohongshu', 'bilibili', 'xiaoyuzhou', 'xiaoyuzhoufm', 'ximalaya', 'lizhi', 'qingting', 'applepodcasts']);

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional controls and invisible characters; not U+200C (ZWNJ) and U+200D (ZWJ). */
const HIDDEN = /[\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** An extension the policy keeps: a few letters or digits. */
const EXTENSION = /^[a-z0-9]{1,5}$/;

/** The policy's characters on any text: whitespace to underscores, forbidden characters removed, ends trimmed. */
function clean(text: string): string {
  return text
    .normalize('NFC')
    .replace(HIDDEN, '')
    .replace(/\s+/g, '_')
    .replace(FORBIDDEN, '')
    .replace(/_+/g, '_')
    .replace(/^[_.]+|[_.]+$/g, '');
}

/** One part of a name (the host, the platform, the title…), cleaned by SPEC §5. */
export function cleanFilenamePart(part: string): string {
  return clean(part);
}

/** 80 characters, or 100 for the platforms with long titles. */
export function filenameMaxChars(platform: string | null | undefined): number {
  const key = (platform ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return LONG_NAME_PLATFORMS.has(key) ? FILENAME_MAX_CHARS_LONG : FILENAME_MAX_CHARS;
}

function cleanExtension(ext: string | null | undefined): string {
  const e = clean(ext ?? '').replace(/^\.+/, '').toLowerCase();
  return EXTENSION.test(e) ? e : DEFAULT_EXTENSION;
}

/** `base.ext` cut (in the base, never the extension) to `max` characters; 'media' when nothing of the base is left. */
function fit(base: string, ext: string, max: number): string {
  const room = Math.max(1, max - ext.length - 1);
  const cut = Array.from(base).slice(0, room).join('').replace(/[_.]+$/, '');
  return `${cut || 'media'}.${ext}`;
}

export interface FilenameInput {
  /** The site's host, e.g. 'example.com' (`www.` is left out); empty for a name without one. */
  host?: string | null;
  platform?: string | null;
  title?: string | null;
  resolution?: string | null;
  /** kbps. */
  bitrate?: number | null;
  /** The audio track's tag when it is not the source's own (issue #29): `es`, `en-5.1`. */
  track?: string | null;
  ext?: string | null;
}

/**
 * SPEC §9: host_platform_title_resolution_bitrate.ext (then the audio track's tag when it is not the source's own) within the platform's limit ('Unknown Platform' is no platform:
 * a generic link's name is its title).
 */
export function buildMediaFilename({ host, platform, title, resolution, bitrate, track, ext }: FilenameInput): string {
  const extension = cleanExtension(ext);
  const max = filenameMaxChars(platform);
  const head = [clean((host ?? '').replace(/^www\./i, '')), platform === UNKNOWN_PLATFORM ? '' : clean(platform ?? '')].filter(Boolean);
  const tail = [clean(resolution ?? ''), typeof bitrate === 'number' && Number.isFinite(bitrate) && bitrate > 0 ? `${Math.round(bitrate)}kbps` : '', clean(track ?? '')].filter(Boolean);
  const suffix = `.${extension}`;
  const parts = [...head, ...tail];
  // The title adds one separator to the parts around it.
  const fixed = parts.join('_').length + suffix.length + (parts.length > 0 ? 1 : 0);
  const room = Math.max(0, max - fixed);
  const cleanTitle = Array.from(clean(title ?? '')).slice(0, room).join('').replace(/[_.]+$/, '');
  const stem = [...head, cleanTitle, ...tail].filter(Boolean).join('_');
  return fit(stem, extension, max);
}

export interface GivenNameOptions {
  /** The extension of the bytes the name goes with (the server's); without it, the name's own when it is a media one. */
  ext?: string | null;
  /** The platform, for the length limit. */
  platform?: string | null;
  /**
   * A name the server made under its platform's limit (a signed link's): its length, if longer than the platform's,
   * is the limit (up to the longest SPEC §9 allows), so that an 81–100-character name of a long-name platform is kept.
   */
  madeName?: string | null;
}

/** An extension at the end of a given name: a few letters or digits, at least one a letter (so `Part 1.5` keeps its 5). */
const GIVEN_EXTENSION = /\.([a-z0-9]{0,4}[a-z][a-z0-9]{0,4})$/i;

/**
 * A name that came with a link (`filename=` on the preview, `name=` on a download): its stem cleaned by SPEC §5 and held
 * to the platform's limit, then the extension of the bytes (`ext`). Its own extension is dropped (`Setup.exe` with
 * MP4 bytes is `Setup.mp4`); without `ext` it stays when it is a media file's, else mp4.
 */
export function cleanGivenFilename(name: string, { ext, platform, madeName }: GivenNameOptions = {}): string {
  const cleaned = clean(name);
  const own = GIVEN_EXTENSION.exec(cleaned);
  const stem = own && own.index > 0 ? cleaned.slice(0, own.index) : cleaned;
  const given = own && own.index > 0 ? own[1].toLowerCase() : null;
  const extension = ext ? cleanExtension(ext) : given && mediaTypeOfExtension(given) ? given : DEFAULT_EXTENSION;
  const max = Math.max(filenameMaxChars(platform), Math.min(FILENAME_MAX_CHARS_LONG, Array.from(madeName ?? '').length));
  return fit(stem, extension, max);
}

/** A whole file name cleaned by SPEC §5 (no length limit): what a Content-Disposition header may carry. */
export function cleanFilename(name: string): string {
  return clean(name) || 'download';
}
