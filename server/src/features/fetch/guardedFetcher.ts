/**
 * The one guarded way out for every request the server makes for a user: http(s) only, every hop's
 * addresses checked by the EgressGuard and connected to as checked, redirects followed (and checked again) at
 * most `maxRedirects` times, a deadline for the response head, an idle limit while the body flows, and size
 * limits for the bodies it reads into memory.
 */
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { EgressGuard } from './egressGuard';
import { decodeText } from './decodeText';
import { FetchError, badScheme, fetchTimeout, notMedia, tooLarge, tooManyRedirects, unreachable } from './errors';
import { isMediaType } from './media';
import type { TunnelRequestOptions, Upstream } from './upstream/upstream';

export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

export interface FetcherDefaults {
  /** Time allowed until the response head arrives, per hop. */
  timeoutMs: number;
  /** Longest silence allowed on the socket while a body flows. */
  idleTimeoutMs: number;
  userAgent?: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string | undefined>;
  body?: Readable | Buffer;
  timeoutMs?: number;
  idleTimeoutMs?: number;
  /** Redirects to follow (default 5). 0 hands a redirect response back as it is. */
  maxRedirects?: number;
  signal?: AbortSignal;
  /**
   * The Cookie header for each hop, asked again for every redirect's URL (the operator's cookies: a hop to another
   * host gets that host's, or none). When given, it alone decides the header.
   */
  cookies?: (url: URL) => string | undefined;
  /**
   * With `cookies`: when the last hop carried a cookie, a successful answer that is not media (isMediaType) is refused
   * with FetchError `fetch.not_media`. For the egress proxy's relays, which carry the operator's cookies to a download
   * (the media proxy checks every answer itself, with @dl/contract's mediaFileOf).
   */
  mediaOnly?: boolean;
}

export interface GuardedResponse {
  /** The URL of the final hop. */
  url: string;
  status: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  /** The body stream: read it or destroy it. */
  body: IncomingMessage;
}

export interface TextResponse {
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  contentType: string;
  text: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const MAX_REDIRECTS = 5;

function toFetchError(err: unknown): Error {
  if (err instanceof FetchError) return err;
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return fetchTimeout();
  if ((err as Error)?.name === 'AbortError') return err as Error;
  return unreachable();
}

export class GuardedFetcher {
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });

  constructor(
    readonly guard: EgressGuard,
    private readonly defaults: FetcherDefaults,
    /** The upstream proxies (UPSTREAM_PROXIES), when some request takes one. */
    readonly upstream: Upstream | null = null,
  ) {}

  get userAgent(): string {
    return this.defaults.userAgent ?? DEFAULT_USER_AGENT;
  }

  /** Sends one request, following (and re-checking) redirects. Throws FetchError on refusal or failure. */
  async request(target: string | URL, options: RequestOptions = {}): Promise<GuardedResponse> {
    let url = typeof target === 'string' ? this.guard.parseUrl(target) : target;
    let method = (options.method ?? 'GET').toUpperCase();
    let body = options.body;
    const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
    // Whether the hop last sent carried a cookie, for `mediaOnly`.
    let cookieSent = false;
    const { cookies } = options;
    const recording = (u: URL) => {
      const header = cookies!(u);
      cookieSent = Boolean(header);
      return header;
    };
    const hopOptions: RequestOptions = options.mediaOnly && cookies ? { ...options, cookies: recording } : options;
    for (let hop = 0; ; hop++) {
      const res = await this.once(url, method, body, hopOptions);
      const location = res.headers.location;
      if (maxRedirects === 0 || !REDIRECTS.has(res.statusCode ?? 0) || !location) {
        if (cookieSent && (res.statusCode ?? 0) < 300 && !isMediaType(res.headers['content-type'])) {
          res.destroy();
          throw notMedia();
        }
        return { url: url.toString(), status: res.statusCode ?? 502, statusMessage: res.statusMessage ?? '', headers: res.headers, body: res };
      }
      res.resume();
      if (hop + 1 > maxRedirects) throw tooManyRedirects();
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw unreachable();
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') throw badScheme();
      if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = undefined;
      }
      url = next;
    }
  }

  private async once(url: URL, method: string, body: Readable | Buffer | undefined, options: RequestOptions): Promise<IncomingMessage> {
    const addresses = await this.guard.check(url);
    const isHttps = url.protocol === 'https:';
    const headers: Record<string, string> = { 'user-agent': this.userAgent, accept: '*/*' };
    for (const [k, v] of Object.entries(options.headers ?? {})) if (v !== undefined) headers[k.toLowerCase()] = v;
    if (options.cookies) {
      delete headers.cookie;
      const cookie = options.cookies(url);
      if (cookie) headers.cookie = cookie;
    }
    const timeoutMs = options.timeoutMs ?? this.defaults.timeoutMs;
    const idleMs = options.idleTimeoutMs ?? this.defaults.idleTimeoutMs;
    options.signal?.throwIfAborted();
    // Through a pool of upstream proxies, the proxy is asked for the checked address (never a name it would resolve).
    const route = this.upstream?.route(url.hostname) ?? null;
    const connection: TunnelRequestOptions = route
      ? { agent: this.upstream!.agent(route, isHttps), checkedAddress: addresses?.[0].address }
      : { agent: isHttps ? this.httpsAgent : this.httpAgent, lookup: addresses ? EgressGuard.lookupFrom(addresses) : undefined };
    return new Promise<IncomingMessage>((resolve, reject) => {
      const req = (isHttps ? https : http).request(url, { method, headers, ...connection });
      let settled = false;
      const fail = (err: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        options.signal?.removeEventListener('abort', onAbort);
        reject(toFetchError(err));
      };
      const deadline = setTimeout(() => req.destroy(fetchTimeout()), timeoutMs);
      let response: IncomingMessage | null = null;
      // Before the answer, the request is dropped; after it, the body, whose reader hears of it.
      const onAbort = () => (response ?? req).destroy(Object.assign(new Error('aborted'), { name: 'AbortError' }));
      options.signal?.addEventListener('abort', onAbort, { once: true });
      req.setTimeout(idleMs, () => req.destroy(fetchTimeout()));
      req.on('error', fail);
      req.on('response', (res) => {
        response = res;
        clearTimeout(deadline);
        settled = true;
        // Once the body has ended, a late abort has nothing left to stop (and must not raise an error nobody reads).
        const forget = () => options.signal?.removeEventListener('abort', onAbort);
        res.on('end', forget);
        res.on('close', forget);
        // Errors after the head (idle timeout, reset) surface on the body stream.
        req.on('error', (err) => res.destroy(toFetchError(err)));
        resolve(res);
      });
      if (body && !Buffer.isBuffer(body)) {
        body.on('error', (err) => req.destroy(err));
        body.pipe(req);
      } else {
        req.end(body);
      }
    });
  }

  /** Reads a whole (small) body into memory, decompressed, refusing more than maxBytes. */
  async fetchBuffer(target: string | URL, options: RequestOptions & { maxBytes: number }): Promise<{ res: GuardedResponse; data: Buffer }> {
    const res = await this.request(target, {
      ...options,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers },
    });
    const declared = Number(res.headers['content-length']);
    const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
    if (!encoding && Number.isFinite(declared) && declared > options.maxBytes) {
      res.body.destroy();
      throw tooLarge();
    }
    let stream: Readable = res.body;
    if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.body.pipe(zlib.createGunzip());
    else if (encoding === 'deflate') stream = res.body.pipe(zlib.createInflate());
    else if (encoding === 'br') stream = res.body.pipe(zlib.createBrotliDecompress());
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > options.maxBytes) throw tooLarge();
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      res.body.destroy();
      stream.destroy();
      throw toFetchError(err);
    }
    return { res, data: Buffer.concat(chunks) };
  }

  /** Reads a page or feed as text, in the encoding its bytes, header and declaration give (decodeText.ts). */
  async fetchText(target: string | URL, options: RequestOptions & { maxBytes: number }): Promise<TextResponse> {
    const { res, data } = await this.fetchBuffer(target, options);
    const contentType = String(res.headers['content-type'] ?? '');
    const text = decodeText(data, contentType);
    return { url: res.url, status: res.status, headers: res.headers, contentType, text };
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
    this.upstream?.close();
  }
}
