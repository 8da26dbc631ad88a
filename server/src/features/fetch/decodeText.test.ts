import iconv from 'iconv-lite';
import { decodeText } from './decodeText';

describe('the characters of a fetched page or feed', () => {
  it('reads an HTML page in the encoding its <meta charset> names when the server names none', () => {
    const bytes = iconv.encode('<html><head><meta charset="Shift_JIS"><title>\u65e5\u672c\u8a9e</title></head></html>', 'shift_jis');
    expect(decodeText(bytes, 'text/html')).toContain('<title>\u65e5\u672c\u8a9e</title>');
  });

  it('reads "ISO-8859-1" as the web does, as Windows-1252: curly quotes and the euro sign survive', () => {
    const bytes = Buffer.from([0x93, 0x61, 0x94, 0x20, 0x80, 0x35, 0x20, 0xe9]);
    expect(decodeText(bytes, 'text/plain; charset=ISO-8859-1')).toBe('\u201ca\u201d \u20ac5 \u00e9');
  });

  it('trusts the header over the declaration when the bytes agree with the header', () => {
    const bytes = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><t>caf\u00e9</t>', 'utf8');
    expect(decodeText(bytes, 'application/xml; charset=utf-8')).toContain('<t>caf\u00e9</t>');
  });

  it('falls back to UTF-8 past an encoding name nobody knows, and to Windows-1252 past bytes that are not UTF-8', () => {
    expect(decodeText(Buffer.from('<?xml version="1.0" encoding="x-made-up"?><t>\u00fc</t>', 'utf8'), '')).toContain('<t>\u00fc</t>');
    expect(decodeText(Buffer.from([0x3c, 0x74, 0x3e, 0xfc, 0x3c]), 'text/xml')).toBe('<t>\u00fc<');
  });
});
