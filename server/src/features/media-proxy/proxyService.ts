/**
 * Streams a verified link's source through the guarded fetcher: Range and If-Range passed on (206 passes
 * back), HEAD as HEAD, the headers the source needs, a byte ceiling, constant memory (a stream, never a
 * buffer). Also the image proxy and the preview probe. Knows nothing of Fastify.
 */
import { Transform, type Readable } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import { cleanGivenFilename, extensionOf, mediaFileOf } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import { MEDIA_HEADERS, notMedia, type DownloadCookies, type GuardedFetcher } from '../fetch';
import { contentDisposition } from '../../shared/contentDisposition';
import { PROXY_MESSAGES as M } from './messages';
import type { VerifiedLink } from './signer';

export const TIKTOK_HEADERS = { referer: 'https://www.tiktok.com/', origin: 'https://www.tiktok.com' };

const RANGE = /^bytes=\d*-\d*(?:,\s*\d*-\d*)*$/;

export interface ProxyResult {
  status: number;
  headers: Record<string, string>;
  /** Absent for HEAD. */
  body: Readable | null;
  /** The name the file is sent under (Content-Disposition); null for a 416. */
  filename: string | null;
}

export interface ProxyRequest {
  method: 'GET' | 'HEAD';
  range?: string;
  ifRange?: string;
  /** Headers added for the route (TikTok's Referer), overridden by the link's own. */
  routeHeaders?: Record<string, string>;
  /** The name a visitor chose (`name=`): only its stem is used, the extension is the bytes'. */
  name?: string;
}

/**
 * What an answer of a link's source is handed on as: its media type and extension (@dl/contract mediaFileOf: from the
 * type the source sent, else from the signed link's name), and the name it is saved under (a visitor's stem, else the
 * link's). Not media: refused, with the fetcher's "The source did not send a media file" (fetch.not_media).
 */
function servedFile(headers: IncomingHttpHeaders, link: VerifiedLink, name?: string): { contentType: string; filename: string } {
  const file = mediaFileOf(String(headers['content-type'] ?? ''), link.signed ? extensionOf(link.filename) : null);
  if (!file) throw notMedia();
  // A signed link's name was made under its platform's limit (SPEC §9: 80, or 100 for some): it keeps that room.
  const madeName = link.signed ? link.filename : null;
  return { contentType: file.contentType, filename: cleanGivenFilename(name?.trim() ? name : link.filename, { ext: file.ext, madeName }) };
}

function upstreamError(status: number): HttpError {
  if (status === 404 || status === 410) return new HttpError(404, M.sourceGone, 'proxy.source_gone');
  if (status === 401 || status === 403) return new HttpError(502, M.sourceRefused, 'proxy.source_refused');
  return new HttpError(502, M.sourceFailed, 'proxy.source_failed');
}

/** Fails the stream once more than `limit` bytes passed. */
function byteCeiling(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > limit) cb(new HttpError(502, M.tooLarge, 'proxy.too_large'));
      else cb(null, chunk);
    },
  });
}


export class MediaProxyService {
  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly limits: { maxBytes: number; imageMaxBytes: number },
    private readonly downloadCookies?: DownloadCookies,
  ) {}

  /** The cookies option of a link's requests: its platform's cookies, asked for every hop; none for a link without. */
  private cookiesOf(link: VerifiedLink): ((url: URL) => string | undefined) | undefined {
    return this.downloadCookies?.forDownload(link.cookies);
  }

  async stream(link: VerifiedLink, req: ProxyRequest): Promise<ProxyResult> {
    const headers: Record<string, string> = { ...req.routeHeaders, ...link.headers, 'accept-encoding': 'identity' };
    if (req.range && RANGE.test(req.range)) {
      headers.range = req.range;
      if (req.ifRange) headers['if-range'] = req.ifRange;
    }
    const res = await this.fetcher.request(link.url, { method: req.method, headers, cookies: this.cookiesOf(link) });
    if (res.status !== 200 && res.status !== 206 && res.status !== 416) {
      res.body.resume();
      throw upstreamError(res.status);
    }
    if (res.status === 416) {
      res.body.resume();
      const range = res.headers['content-range'];
      return { status: 416, headers: typeof range === 'string' ? { 'content-range': range } : {}, body: null, filename: null };
    }
    let file: ReturnType<typeof servedFile>;
    try {
      file = servedFile(res.headers, link, req.name);
    } catch (err) {
      res.body.destroy();
      throw err;
    }
    const length = Number(res.headers['content-length']);
    if (Number.isFinite(length) && length > this.limits.maxBytes) {
      res.body.destroy();
      throw new HttpError(502, M.tooLarge, 'proxy.too_large');
    }
    const out: Record<string, string> = {};
    for (const h of MEDIA_HEADERS) {
      const v = res.headers[h];
      if (typeof v === 'string') out[h] = v;
    }
    out['content-type'] = file.contentType;
    out['content-disposition'] = contentDisposition(file.filename);
    out['cache-control'] = 'private, no-transform, max-age=3600';
    if (req.method === 'HEAD') {
      res.body.resume();
      return { status: res.status, headers: out, body: null, filename: file.filename };
    }
    // A body of a declared length was checked against the ceiling above, and the HTTP parser reads no more
    // than that length: it is passed on as it is, one stream less per download. Only a body of unknown length
    // (chunked) is counted on the way. (Node's parser refuses a response that declares both.)
    if (Number.isFinite(length)) return { status: res.status, headers: out, body: res.body, filename: file.filename };
    const body = res.body.pipe(byteCeiling(this.limits.maxBytes));
    res.body.on('error', (err) => body.destroy(err));
    body.on('close', () => res.body.destroy());
    return { status: res.status, headers: out, body, filename: file.filename };
  }

  /** A small image, read whole (capped), for the image proxy. */
  async image(url: string): Promise<{ contentType: string; data: Buffer }> {
    const { res, data } = await this.fetcher
      .fetchBuffer(url, { maxBytes: this.limits.imageMaxBytes, headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' } })
      .catch((err: unknown) => {
        if (err instanceof HttpError && err.code === 'fetch.too_large') throw new HttpError(413, M.imageTooLarge, 'image.too_large');
        throw err;
      });
    if (res.status === 404 || res.status === 410) throw new HttpError(404, M.imageFailed, 'image.not_found');
    if (res.status !== 200) throw new HttpError(502, M.imageFailed, 'image.failed');
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    // SVG can carry script: refused, like anything that is not a raster image.
    if (!/^image\/[a-z0-9.+-]+$/.test(contentType) || contentType.includes('svg')) throw new HttpError(415, M.notImage, 'image.not_image');
    return { contentType, data };
  }

  /**
   * Type, size and name of a verified link's file, as the proxy would send it: a HEAD, or a one-byte range GET for
   * sources that refuse HEAD. Not media: refused as the proxy refuses it.
   */
  async probe(link: VerifiedLink, routeHeaders?: Record<string, string>): Promise<{ contentType: string; size: number | null; filename: string }> {
    const headers = { ...routeHeaders, ...link.headers, 'accept-encoding': 'identity' };
    const cookies = this.cookiesOf(link);
    let res = await this.fetcher.request(link.url, { method: 'HEAD', headers, cookies });
    res.body.resume();
    if (res.status !== 200) {
      res = await this.fetcher.request(link.url, { method: 'GET', headers: { ...headers, range: 'bytes=0-0' }, cookies });
      res.body.destroy();
      if (res.status !== 200 && res.status !== 206) throw upstreamError(res.status);
    }
    const total = /\/(\d+)\s*$/.exec(String(res.headers['content-range'] ?? ''))?.[1];
    const size = res.status === 206 ? (total ? Number(total) : null) : Number(res.headers['content-length']) || null;
    return { ...servedFile(res.headers, link), size };
  }
}
