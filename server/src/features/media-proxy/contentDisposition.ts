/** `Content-Disposition: attachment` with a sanitized ASCII filename and the RFC 5987 UTF-8 form. */

/** Removes what could break the header or a file system: control characters, CR/LF, quotes, path separators. */
/** Drops C0/C1 control characters (CR and LF among them). */
export function stripControl(text: string): string {
  return Array.from(text).filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code >= 0x20 && (code < 0x7f || code > 0x9f);
  }).join('');
}

export function sanitizeFilename(name: string): string {
  const cleaned = stripControl(name.normalize('NFC'))
    .replace(/["'`\\/:*?<>|;]+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 200);
  return cleaned || 'download';
}

function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(filename: string): string {
  const clean = sanitizeFilename(filename);
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
