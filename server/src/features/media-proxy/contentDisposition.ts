/**
 * `Content-Disposition: attachment` with the name cleaned by the one filename policy (@dl/contract: no control
 * characters, quotes or separators are left to break the header), as an ASCII fallback and in its RFC 5987 UTF-8 form.
 */
import { cleanFilename } from '@dl/contract';

function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(filename: string): string {
  const clean = cleanFilename(filename);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/%/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(clean)}`;
}

const TYPES: Record<string, string> = {
  mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', mkv: 'video/x-matroska',
  mp3: 'audio/mpeg', m4a: 'audio/mp4', aac: 'audio/aac', ogg: 'audio/ogg', opus: 'audio/ogg', wav: 'audio/wav', flac: 'audio/flac',
};

/** A media type from the filename, for sources that send none or a generic one. */
export function typeFromFilename(filename: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return ext ? TYPES[ext] ?? null : null;
}
