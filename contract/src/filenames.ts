/**
 * The one filename policy, for every name the site gives a file: the links the browser builds, the names a link
 * carries (`filename=`, `name=`), the server's own default names and its Content-Disposition.
 *
 * - SPEC §5: forbidden characters are removed and whitespace becomes underscores. Forbidden: what Windows, macOS or
 *   Linux refuse in a file name (`< > : " / \ | ? *`) and control characters (C0, DEL, C1). Runs of underscores
 *   become one, and a name never starts or ends with an underscore or a dot (a leading dot hides a file, a trailing
 *   one is dropped by Windows).
 * - SPEC §9: host_platform_title_resolution_bitrate.ext, parts that are empty left out, default extension mp4, at
 *   most 80 characters, or 100 for Xiaohongshu, Bilibili, Xiaoyuzhou, Ximalaya, Lizhi, Qingting and Apple
 *   Podcasts. The title is shortened to fit; the extension never is.
 */
import { UNKNOWN_PLATFORM } from './unknownPlatform';

export const DEFAULT_EXTENSION = 'mp4';
export const FILENAME_MAX_CHARS = 80;
export const FILENAME_MAX_CHARS_LONG = 100;

/** Platforms whose titles are usually CJK or long episode names get 100 characters instead of 80. */
const LONG_NAME_PLATFORMS = new Set(['xiaohongshu', 'bilibili', 'xiaoyuzhou', 'xiaoyuzhoufm', 'ximalaya', 'lizhi', 'qingting', 'applepodcasts']);

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g;
/** An extension the policy keeps: a few letters or digits. */
const EXTENSION = /^[a-z0-9]{1,5}$/;

/** The policy's characters on any text: whitespace to underscores, forbidden characters removed, ends trimmed. */
function clean(text: string): string {
  return text
    .normalize('NFC')
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

/**
 * A name that came with a link (`filename=` on the preview, `name=` on a download): cleaned by SPEC §5 and held to
 * the platform's limit, its extension kept when it is one (else mp4).
 */
export function cleanGivenFilename(name: string, platform?: string | null): string {
  const cleaned = clean(name);
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const hasExt = EXTENSION.test(ext);
  return fit(hasExt ? cleaned.slice(0, dot) : cleaned, hasExt ? ext : DEFAULT_EXTENSION, filenameMaxChars(platform));
}

/** A whole file name cleaned by SPEC §5 (no length limit): what a Content-Disposition header may carry. */
export function cleanFilename(name: string): string {
  return clean(name) || 'download';
}
