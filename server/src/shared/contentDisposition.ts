/**
 * `Content-Disposition: attachment` with the name cleaned by the one filename policy (@dl/contract: no control
 * characters, quotes or separators are left to break the header), as an ASCII fallback and in its RFC 5987 UTF-8 form.
 * Proxied files (media-proxy) and merged files (merge) are sent with it.
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
