/**
 * The characters of a fetched page or feed, from its bytes: the encoding a browser or a feed reader would use.
 * In order: a byte-order mark; the charset of the Content-Type header; the encoding the document declares itself
 * (an XML declaration's `encoding`, an HTML `<meta charset>`); else UTF-8. Feeds in the wild often disagree with
 * their server (Windows-1252 bytes sent as `charset=utf-8`), so bytes that are not valid UTF-8 where UTF-8 was
 * named are read in the declared encoding, and failing that as Windows-1252, which every byte sequence is.
 *
 * UTF-8 and UTF-16 are read by the platform's TextDecoder; every other encoding by iconv-lite, because Node's
 * TextDecoder reads `windows-1252` as ISO-8859-1 (curly quotes and the euro sign become control characters) and
 * knows only the encodings of its ICU build.
 */
import iconv from 'iconv-lite';

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/** Labels that mean Windows-1252 on the web (the WHATWG Encoding standard): documents that say Latin-1 write in it. */
const WINDOWS_1252 = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'us-ascii', 'ascii', 'cp1252', 'windows-1252', 'x-cp1252']);

function bomEncoding(data: Uint8Array): string | null {
  for (const [bytes, name] of BOMS) if (bytes.every((b, i) => data[i] === b)) return name;
  return null;
}

/** The encoding the document declares in its first bytes (read as ASCII, which both declarations are). */
export function declaredEncoding(data: Uint8Array): string | null {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  const xml = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  if (xml) return xml[1];
  return /<meta\s[^>]*?charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? null;
}

/** The text in one encoding, or null when the bytes are not valid UTF-8 where UTF-8 was named, or the name is unknown. */
function decodeAs(data: Uint8Array, label: string): string | null {
  const name = label.toLowerCase();
  if (name === 'utf-8' || name === 'utf8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      return null;
    }
  }
  const encoding = WINDOWS_1252.has(name) ? 'windows-1252' : name;
  return iconv.encodingExists(encoding) ? iconv.decode(Buffer.from(data), encoding, { stripBOM: true }) : null;
}

export function decodeText(data: Uint8Array, contentType: string): string {
  const bom = bomEncoding(data);
  if (bom) return new TextDecoder(bom).decode(data);
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ?? null;
  for (const label of [fromHeader, declaredEncoding(data), 'utf-8']) {
    const text = label ? decodeAs(data, label) : null;
    if (text !== null) return text;
  }
  return iconv.decode(Buffer.from(data), 'windows-1252');
}
