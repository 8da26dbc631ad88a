/**
 * Media types and the extensions of files of those types: what the filename policy (filenames.ts) names a file after
 * its bytes, and what the server sends as the Content-Type of a file it names so. One table for both directions.
 */

/** Each extension a media file is saved under, with the one Content-Type the server sends for it. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', mkv: 'video/x-matroska', '3gp': 'video/3gpp',
  ts: 'video/mp2t', flv: 'video/x-flv', ogv: 'video/ogg', avi: 'video/x-msvideo', wmv: 'video/x-ms-wmv', mpg: 'video/mpeg',
  mp3: 'audio/mpeg', m4a: 'audio/mp4', aac: 'audio/aac', ogg: 'audio/ogg', oga: 'audio/ogg', opus: 'audio/ogg', weba: 'audio/webm',
  wav: 'audio/wav', flac: 'audio/flac', mka: 'audio/x-matroska', wma: 'audio/x-ms-wma', amr: 'audio/amr', aiff: 'audio/aiff',
};

/**
 * The extension of each media type (and of the other names sources use for it). A WebM with audio only is `.webm`,
 * as the server's own audio merges are; an Ogg is `.ogg`.
 */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'video/mp4': 'mp4', 'application/mp4': 'mp4', 'video/x-m4v': 'm4v', 'video/quicktime': 'mov', 'video/webm': 'webm',
  'video/x-matroska': 'mkv', 'video/3gpp': '3gp', 'video/mp2t': 'ts', 'video/x-flv': 'flv', 'video/ogg': 'ogv',
  'video/x-msvideo': 'avi', 'video/x-ms-wmv': 'wmv', 'video/mpeg': 'mpg',
  'audio/mpeg': 'mp3', 'audio/mp3': 'mp3', 'audio/mpeg3': 'mp3', 'audio/x-mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a',
  'audio/m4a': 'm4a', 'audio/aac': 'aac', 'audio/aacp': 'aac', 'audio/x-aac': 'aac', 'audio/ogg': 'ogg', 'application/ogg': 'ogg',
  'audio/opus': 'opus', 'audio/webm': 'webm', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/wave': 'wav', 'audio/vnd.wave': 'wav',
  'audio/flac': 'flac', 'audio/x-flac': 'flac', 'audio/x-matroska': 'mka', 'audio/x-ms-wma': 'wma', 'audio/amr': 'amr',
  'audio/aiff': 'aiff', 'audio/x-aiff': 'aiff',
};

/** A Content-Type's media type alone: lower case, without its parameters. */
export function baseMediaType(contentType: string | null | undefined): string {
  return String(contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** The extension a file of this media type is saved under; null for a type that is not one the table knows. */
export function extensionOfMediaType(contentType: string | null | undefined): string | null {
  return EXTENSION_OF_TYPE[baseMediaType(contentType)] ?? null;
}

/** The Content-Type a file with this extension is sent with; null for an extension that is not a media file's. */
export function mediaTypeOfExtension(ext: string | null | undefined): string | null {
  return TYPE_OF_EXTENSION[String(ext ?? '').toLowerCase()] ?? null;
}

/** The extension at the end of a file name (lower case), or null. */
export function extensionOf(filename: string | null | undefined): string | null {
  return /\.([a-z0-9]{1,5})$/i.exec(filename ?? '')?.[1]?.toLowerCase() ?? null;
}

/** Types that say nothing of what the bytes are. */
const GENERIC_TYPE = /^(application|binary)\/octet-stream$/;
/** Playlists and manifests (HLS, DASH): text that lists media, never media itself, whatever their type's first half says. */
const PLAYLIST_TYPE = /mpegurl|dash|mpd/;

export interface MediaFile {
  /** The extension the file is saved under. */
  ext: string;
  /** The Content-Type the server sends with it, consistent with `ext`. */
  contentType: string;
}

/**
 * What a file the server hands on as it came from its source is (the media proxy): its extension and Content-Type,
 * from what the source said of its bytes, or null when it is not media the server can name (a page, a playlist, JSON,
 * an image, text…: handed on by no download route).
 *
 * - A media type the table knows names the file (video/mp4 → mp4, audio/mpeg → mp3, audio/mp4 → m4a, video/webm →
 *   webm…), sent with that type. `signedExt` is kept instead only when it is another name of the same type (m4v for
 *   video/mp4, opus for audio/ogg).
 * - A type that says nothing (none, application/octet-stream, as real CDNs and podcast hosts send) or a video or audio
 *   type the table does not know: the file is what `signedExt` says, when that is a media extension, sent with that
 *   extension's type. `signedExt` is the extension of a signed link's file name, which the server chose from the
 *   extraction; a link the server did not sign passes none, so such an answer is refused.
 */
export function mediaFileOf(sourceType: string | null | undefined, signedExt: string | null): MediaFile | null {
  const type = baseMediaType(sourceType);
  const signedType = mediaTypeOfExtension(signedExt);
  const own = extensionOfMediaType(type);
  if (own) return { ext: signedType && signedType === mediaTypeOfExtension(own) ? signedExt!.toLowerCase() : own, contentType: type };
  const unspecific = type === '' || GENERIC_TYPE.test(type) || (/^(video|audio)\/[a-z0-9.+-]+$/.test(type) && !PLAYLIST_TYPE.test(type));
  return unspecific && signedType ? { ext: signedExt!.toLowerCase(), contentType: signedType } : null;
}
