/**
 * Netscape cookies files (the `cookies.txt` that browsers' export extensions, curl and yt-dlp write): read strictly,
 * so that whatever the engine is handed loads without a word (Python's loader names the offending line, value and
 * all, in its error), and matched to a request as a browser would (domain, path, secure, expiry).
 *
 * A file starts with `# Netscape HTTP Cookie File` (or `# HTTP Cookie File`); then one cookie a line, seven fields
 * separated by tabs: domain, TRUE/FALSE (the cookie goes to subdomains too: then the domain starts with a dot),
 * path, TRUE/FALSE (https only), expiry in seconds since 1970 (0 or empty: a session cookie), name, value. Lines
 * starting with `#HttpOnly_` are cookies too; other lines starting with `#`, and blank lines, are comments.
 *
 * Messages name the file and the line's number, never its content: a cookie's value is a secret.
 */

export interface NetscapeCookie {
  /** Lower case, without the leading dot. */
  domain: string;
  /** Sent to subdomains of `domain` too (the file's domain starts with a dot). */
  includeSubdomains: boolean;
  path: string;
  secure: boolean;
  /** Seconds since 1970; 0 for a session cookie. */
  expires: number;
  name: string;
  value: string;
  /** The line as the file has it (without its line break), for a copy the engine reads. */
  line: string;
}

export class CookiesFileError extends Error {}

const MAGIC = /^#( Netscape)? HTTP Cookie File/;
const HTTPONLY_PREFIX = '#HttpOnly_';
const BOOL = /^(TRUE|FALSE)$/;
const DOMAIN = /^\.?[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$|^\[[0-9a-f:.]+\]$/i;
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Printable ASCII without the `;` that ends a value in a Cookie header.
const VALUE = /^[\x20-\x3a\x3c-\x7e]*$/;

/** The cookies of a Netscape cookies file; throws CookiesFileError naming `label` (and a line number) when it strays. */
export function parseNetscapeCookies(data: Buffer | string, label: string): NetscapeCookie[] {
  let text: string;
  try {
    text = typeof data === 'string' ? data : new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new CookiesFileError(`${label} is not UTF-8 text: export the cookies again as a Netscape cookies file (cookies.txt)`);
  }
  text = text.replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/);
  if (!MAGIC.test(lines[0] ?? '')) {
    const json = /^\s*[[{]/.test(text);
    throw new CookiesFileError(
      json
        ? `${label} is JSON, not a Netscape cookies file: export the cookies in the Netscape (cookies.txt) format`
        : `${label} is not a Netscape cookies file: its first line must be "# Netscape HTTP Cookie File"`,
    );
  }
  const cookies: NetscapeCookie[] = [];
  lines.forEach((raw, i) => {
    if (i === 0) return;
    const body = raw.startsWith(HTTPONLY_PREFIX) ? raw.slice(HTTPONLY_PREFIX.length) : raw;
    if (body.trim() === '' || (body === raw && body.trimStart().startsWith('#'))) return;
    const where = `${label} line ${i + 1}`;
    const fields = body.split('\t');
    if (fields.length !== 7) throw new CookiesFileError(`${where}: a cookie is seven fields separated by tabs (this line has ${fields.length})`);
    const [domain, sub, path, secure, expires, name, value] = fields;
    if (!DOMAIN.test(domain)) throw new CookiesFileError(`${where}: the first field is not a domain`);
    if (!BOOL.test(sub) || !BOOL.test(secure)) throw new CookiesFileError(`${where}: the second and fourth fields are TRUE or FALSE`);
    // Python's loader (the engine's) insists on it, and would quote the line in its error.
    if ((sub === 'TRUE') !== domain.startsWith('.')) throw new CookiesFileError(`${where}: the second field is TRUE exactly when the domain starts with a dot`);
    if (!path.startsWith('/')) throw new CookiesFileError(`${where}: the path (third field) starts with /`);
    if (!/^\d*$/.test(expires) || expires.length > 12) throw new CookiesFileError(`${where}: the expiry (fifth field) is whole seconds since 1970, or 0`);
    if (!NAME.test(name)) throw new CookiesFileError(`${where}: the name (sixth field) is empty or holds characters a cookie's name cannot`);
    if (!VALUE.test(value)) throw new CookiesFileError(`${where}: the value (seventh field) holds characters a cookie's value cannot`);
    cookies.push({
      domain: domain.replace(/^\./, '').toLowerCase(),
      includeSubdomains: sub === 'TRUE',
      path,
      secure: secure === 'TRUE',
      expires: Number(expires || 0),
      name,
      value,
      line: raw,
    });
  });
  return cookies;
}

/** `host` is `domain` or, when `subdomains`, one of its subdomains. */
export function domainMatches(host: string, domain: string, subdomains: boolean): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const d = domain.toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  return h === d || (subdomains && h.endsWith(`.${d}`));
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** The cookies a browser would send with a request to `url` (RFC 6265 §5.4), longest path first. */
export function cookiesFor(cookies: readonly NetscapeCookie[], url: URL, nowSeconds = Date.now() / 1000): NetscapeCookie[] {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return cookies
    .filter(
      (c) =>
        domainMatches(host, c.domain.replace(/^\[|\]$/g, ''), c.includeSubdomains) &&
        pathMatches(url.pathname || '/', c.path) &&
        (!c.secure || url.protocol === 'https:') &&
        (c.expires === 0 || c.expires > nowSeconds),
    )
    .sort((a, b) => b.path.length - a.path.length);
}

/** A `Cookie` header's value for them; undefined when there are none. */
export function cookieHeader(cookies: readonly NetscapeCookie[]): string | undefined {
  return cookies.length ? cookies.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
}

/** A Netscape cookies file holding exactly these cookies, their lines as they were. */
export function netscapeFile(cookies: readonly NetscapeCookie[]): string {
  return `# Netscape HTTP Cookie File\n${cookies.map((c) => `${c.line}\n`).join('')}`;
}
