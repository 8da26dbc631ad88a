/**
 * Signed, expiring proxy links. A link carries the source URL, the download filename, an expiry, the few
 * request headers the source needs and, when the operator's cookies may go with it, the platform whose cookies those
 * are (its id, never a cookie), all covered by an HMAC-SHA256; nothing is stored on the server, so a link keeps
 * working across restarts and instances that share the secret.
 */
import crypto from 'node:crypto';
import { loadOrCreateSecret } from '../../infra/secrets';

export type ProxyRoute = '/api/proxied_download' | '/api/tiktok_proxy' | '/api/subtitles';

/** Request headers a signed link may carry for its source. */
const CARRIED_HEADERS = ['referer', 'user-agent', 'origin'] as const;

export interface LinkSource {
  url: string;
  filename: string;
  headers?: Record<string, string>;
  /** The platform whose operator cookies the source's requests carry (COOKIES_DIR; the extraction's link's platform). */
  cookies?: string | null;
}

export interface VerifiedLink {
  url: string;
  filename: string;
  headers: Record<string, string>;
  expires: number;
  /** The platform whose operator cookies go with the source's requests; null for none. */
  cookies: string | null;
  /** Signed by this server, so its `filename` is the server's (its extension names a file a source sends untyped). */
  signed: boolean;
}

/** A platform's id as a link carries it. */
const PLATFORM_ID = /^[a-z0-9_-]{1,40}$/;

export type VerifyResult = { ok: true; link: VerifiedLink } | { ok: false; reason: 'invalid' | 'expired' };

export interface LinkQuery {
  url?: string;
  filename?: string;
  expires?: string | number;
  h?: string;
  c?: string;
  sig?: string;
}

/** The secret from SIGNING_SECRET, else one generated once and kept in <dataDir>/signing-secret (0600). */
export function loadSigningSecret(configured: string, dataDir: string): Buffer {
  return Buffer.from(loadOrCreateSecret(dataDir, 'signing-secret', configured), 'utf8');
}

function pickHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  for (const [k, v] of Object.entries(headers)) {
    const key = k.toLowerCase();
    if ((CARRIED_HEADERS as readonly string[]).includes(key) && typeof v === 'string' && !/[\r\n]/.test(v)) out[key] = v;
  }
  return out;
}

export class MediaLinkSigner {
  constructor(
    private readonly secret: Buffer,
    readonly ttlSeconds: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A link with cookies signs a second form of its fields, so that no link without them can be given them. */
  private mac(url: string, expires: number, filename: string, h: string, c: string): string {
    const fields = c ? `v2\n${url}\n${expires}\n${filename}\n${h}\n${c}` : `v1\n${url}\n${expires}\n${filename}\n${h}`;
    return crypto.createHmac('sha256', this.secret).update(fields).digest('base64url');
  }

  /** A same-origin link such as `/api/proxied_download?url=…&filename=…&expires=…&sig=…`. */
  sign(route: ProxyRoute, source: LinkSource, ttlSeconds = this.ttlSeconds): string {
    const expires = Math.floor(this.now() / 1000) + ttlSeconds;
    const headers = pickHeaders(source.headers);
    const h = Object.keys(headers).length ? Buffer.from(JSON.stringify(headers)).toString('base64url') : '';
    const params = new URLSearchParams({ url: source.url, filename: source.filename, expires: String(expires) });
    if (h) params.set('h', h);
    const c = source.cookies && PLATFORM_ID.test(source.cookies) ? source.cookies : '';
    if (c) params.set('c', c);
    params.set('sig', this.mac(source.url, expires, source.filename, h, c));
    return `${route}?${params.toString()}`;
  }

  /** Checks the signature first (forgery), then the expiry. */
  verify(query: LinkQuery): VerifyResult {
    const { url, sig } = query;
    const filename = query.filename ?? '';
    const h = query.h ?? '';
    const c = query.c ?? '';
    const expires = Number(query.expires);
    if (!url || !sig || !Number.isInteger(expires) || (c && !PLATFORM_ID.test(c))) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.mac(url, expires, filename, h, c));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
    if (expires * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    let headers: Record<string, string> = {};
    if (h) {
      try {
        headers = pickHeaders(JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as Record<string, string>);
      } catch {
        return { ok: false, reason: 'invalid' };
      }
    }
    return { ok: true, link: { url, filename, headers, expires, cookies: c || null, signed: true } };
  }

  /** Verifies a whole link as handed out (path + query), e.g. for /api/preview. */
  verifyLink(link: string): (VerifyResult & { route?: ProxyRoute }) {
    let parsed: URL;
    try {
      parsed = new URL(link, 'http://local.invalid');
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const route = parsed.pathname as ProxyRoute;
    if (route !== '/api/proxied_download' && route !== '/api/tiktok_proxy') return { ok: false, reason: 'invalid' };
    const q = Object.fromEntries(parsed.searchParams.entries()) as LinkQuery;
    return { ...this.verify(q), route };
  }
}
