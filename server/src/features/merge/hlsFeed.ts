/**
 * HLS sources of a merge, fetched by the server itself instead of by ffmpeg: the media playlist is read and
 * its segments are fetched through the guarded fetcher (every request, redirects included, checked against the
 * egress policy), several at a time like a download manager does, and written in order into a pipe that
 * ffmpeg reads. ffmpeg then touches no network at all for that input.
 *
 * Only plain video-on-demand media playlists take this path (a complete list of segments, unencrypted, one
 * initialization section, no discontinuities); anything else goes to ffmpeg's own HLS reader through the egress
 * proxy, as before.
 */
import type { Writable } from 'node:stream';
import { FetchError, type GuardedFetcher } from '../fetch';
import { SOURCE_TEXT } from './ffmpeg';

export interface ByteRange {
  start: number;
  length: number;
}

export interface SegmentRef {
  url: string;
  range: ByteRange | null;
}

/** What the server fetches for one HLS input, in order: the initialization section (fMP4) and the segments. */
export interface HlsPlan {
  init: SegmentRef | null;
  segments: SegmentRef[];
}

/** A failed feed, with the text a user sees; `retryable` when trying the same request again may help. */
export class FeedError extends Error {
  constructor(
    readonly reason: string,
    detail: string,
    readonly retryable = false,
  ) {
    super(detail);
    this.name = 'FeedError';
  }
}

const PLAYLIST_MAX_BYTES = 16 * 1024 * 1024;
/** A segment fetched ahead is held in memory until it is written: a bound on what one may take. */
const SEGMENT_MAX_BYTES = 256 * 1024 * 1024;
const RETRY_DELAYS_MS = [300, 1000];

function attributes(line: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([A-Z0-9-]+)=("[^"]*"|[^,]*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line.slice(line.indexOf(':') + 1)))) out[m[1]] = m[2].replace(/^"|"$/g, '');
  return out;
}

/** `<length>[@<offset>]`; without an offset the range follows the previous one of the same resource. */
function byteRange(spec: string, previousEnd: number | null): ByteRange | null {
  const m = /^(\d+)(?:@(\d+))?$/.exec(spec.trim());
  if (!m) return null;
  const start = m[2] !== undefined ? Number(m[2]) : previousEnd;
  return start === null ? null : { start, length: Number(m[1]) };
}

/**
 * The segments of a media playlist, or null when it is not one this module fetches itself (a master playlist,
 * a live or event playlist, encryption, discontinuities, several initialization sections, no segments).
 */
export function parseMediaPlaylist(text: string, playlistUrl: string): HlsPlan | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines[0] !== '#EXTM3U') return null;
  let ended = false;
  let init: SegmentRef | null = null;
  const segments: SegmentRef[] = [];
  let pendingRange: string | null = null;
  let lastRangeEnd: { url: string; end: number } | null = null;
  try {
    for (const line of lines) {
      if (line.startsWith('#')) {
        const tag = line.split(':', 1)[0];
        switch (tag) {
          case '#EXT-X-STREAM-INF':
          case '#EXT-X-I-FRAME-STREAM-INF':
          case '#EXT-X-DISCONTINUITY':
          case '#EXT-X-GAP':
          case '#EXT-X-PART':
            return null;
          case '#EXT-X-ENDLIST':
            ended = true;
            break;
          case '#EXT-X-KEY':
          case '#EXT-X-SESSION-KEY':
            if ((attributes(line).METHOD ?? 'NONE') !== 'NONE') return null;
            break;
          case '#EXT-X-MAP': {
            const a = attributes(line);
            if (!a.URI) return null;
            const ref: SegmentRef = { url: new URL(a.URI, playlistUrl).href, range: a.BYTERANGE ? byteRange(a.BYTERANGE, null) : null };
            if (a.BYTERANGE && !ref.range) return null;
            if (init && (init.url !== ref.url || init.range?.start !== ref.range?.start || init.range?.length !== ref.range?.length)) return null;
            init = ref;
            break;
          }
          case '#EXT-X-BYTERANGE':
            pendingRange = line.slice(line.indexOf(':') + 1);
            break;
          default:
            break;
        }
        continue;
      }
      const url = new URL(line, playlistUrl).href;
      let range: ByteRange | null = null;
      if (pendingRange !== null) {
        range = byteRange(pendingRange, lastRangeEnd?.url === url ? lastRangeEnd.end : null);
        if (!range) return null;
        lastRangeEnd = { url, end: range.start + range.length };
        pendingRange = null;
      }
      segments.push({ url, range });
    }
  } catch {
    return null;
  }
  if (!ended || segments.length === 0) return null;
  if (segments.some((s) => !/^https?:/i.test(s.url)) || (init && !/^https?:/i.test(init.url))) return null;
  return { init, segments };
}

/** The user's text for a source that answered with this status. */
function statusReason(status: number): string {
  if (status === 401 || status === 403) return SOURCE_TEXT.refused;
  if (status === 404 || status === 410) return SOURCE_TEXT.gone;
  return SOURCE_TEXT.failed;
}

const refusedByPolicy = (err: unknown) =>
  err instanceof FetchError && (err.code === 'fetch.address_forbidden' || err.code === 'fetch.scheme_unsupported' || err.code === 'fetch.url_invalid');

/** A fetch that failed without an answer (refused by the egress policy, timed out, cut off) as a FeedError. */
function fetchFailure(err: unknown, what: string): FeedError {
  const reason = refusedByPolicy(err) ? SOURCE_TEXT.refused : err instanceof FetchError && err.code === 'fetch.timeout' ? SOURCE_TEXT.timeout : SOURCE_TEXT.failed;
  return new FeedError(reason, `${what}: ${(err as Error)?.message}`, !refusedByPolicy(err));
}

export interface HlsSource {
  url: string;
  headers?: Record<string, string>;
}

export interface FeedOptions {
  /** Segments fetched at once (default 4). */
  concurrency?: number;
}

/** An opened HLS source, its first segment already on its way. */
export interface HlsInput {
  plan: HlsPlan;
  /** Writes every segment into `out` in order, fetching ahead; ends `out`. Rejects with a FeedError. */
  feed(out: Writable, signal: AbortSignal): Promise<void>;
  /** Stops what is still being fetched (after the merge, or when it never starts). */
  cancel(): void;
}

/**
 * One segment being fetched: its bytes are read in order as they arrive, so the segment ffmpeg needs next
 * flows through at once while the following ones download beside it.
 */
class SegmentDownload {
  private readonly chunks: Buffer[] = [];
  private buffered = 0;
  private done = false;
  private error: unknown = null;
  private wake: (() => void) | null = null;
  /** Some bytes were read: a failed fetch can no longer start over. */
  private taken = false;

  constructor(fetchInto: (d: SegmentDownload) => Promise<void>) {
    fetchInto(this).then(
      () => this.finish(null),
      (err: unknown) => this.finish(err ?? new Error('segment failed')),
    );
  }

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    this.notify();
  }

  /** Drops what arrived so far, before the fetch starts over; false once some of it has been read. */
  restart(): boolean {
    if (this.taken) return false;
    this.chunks.length = 0;
    this.buffered = 0;
    return true;
  }

  /** The next bytes, or null at the end; throws what the fetch failed with. */
  async next(): Promise<Buffer | null> {
    for (;;) {
      if (this.chunks.length) {
        this.taken = true;
        const out = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
        this.chunks.length = 0;
        this.buffered = 0;
        return out;
      }
      if (this.done) {
        if (this.error) throw this.error;
        return null;
      }
      await this.arrival();
    }
  }

  /** The first `n` bytes (fewer if the segment is shorter), left to be read. */
  async peek(n: number): Promise<Buffer> {
    while (!this.done && this.buffered < n) await this.arrival();
    if (this.error) throw this.error;
    return Buffer.concat(this.chunks).subarray(0, n);
  }

  private arrival(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  private finish(err: unknown): void {
    this.done = true;
    this.error = err;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

const TS_PACKET = 188;
/** MPEG-TS (a sync byte every 188 bytes) or ISO BMFF (fMP4: a box type at bytes 4–8). */
function readableStart(first: Buffer, fmp4: boolean): boolean {
  if (fmp4) return first.length >= 8 && ['ftyp', 'styp', 'moov', 'sidx', 'moof'].includes(first.subarray(4, 8).toString('latin1'));
  return first.length > 0 && first[0] === 0x47 && (first.length <= TS_PACKET || first[TS_PACKET] === 0x47);
}

function waitDrain(out: Writable, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

export class HlsFeeder {
  constructor(
    private readonly fetcher: GuardedFetcher,
    /** The Cookie header of each request (the operator's cookies of the source's platform), asked at every hop. */
    private readonly cookies?: (url: URL) => string | undefined,
  ) {}

  /**
   * Reads the media playlist of an HLS source and starts fetching its first part. Null when ffmpeg should read
   * the source itself (a playlist this module does not handle, or segments that are neither MPEG-TS nor fMP4).
   * A source that refuses or no longer has the playlist or its first segment fails here, with the user's text.
   */
  async open(source: HlsSource, signal: AbortSignal, options: FeedOptions = {}): Promise<HlsInput | null> {
    let res;
    try {
      res = await this.fetcher.fetchText(source.url, { maxBytes: PLAYLIST_MAX_BYTES, headers: source.headers, signal, cookies: this.cookies });
    } catch (err) {
      if (err instanceof FetchError && err.code === 'fetch.too_large') return null;
      throw signal.aborted ? err : fetchFailure(err, 'playlist');
    }
    if (res.status !== 200) throw new FeedError(statusReason(res.status), `playlist: HTTP ${res.status}`);
    const plan = parseMediaPlaylist(res.text, res.url);
    if (!plan) return null;
    const refs = plan.init ? [plan.init, ...plan.segments] : plan.segments;
    // Stops every fetch of this input: the merge's signal, a failed segment, or cancel().
    const stop = new AbortController();
    const onAbort = () => stop.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const cancel = () => {
      signal.removeEventListener('abort', onAbort);
      stop.abort();
    };
    const downloads: SegmentDownload[] = [this.download(source, refs[0], stop.signal)];
    try {
      if (!readableStart(await downloads[0].peek(TS_PACKET + 1), !!plan.init)) {
        cancel();
        return null;
      }
    } catch (err) {
      cancel();
      throw err;
    }
    const concurrency = Math.max(1, options.concurrency ?? 4);
    let next = 1;
    const fill = () => {
      while (next < refs.length && downloads.length < concurrency) downloads.push(this.download(source, refs[next++], stop.signal));
    };
    const feed = async (out: Writable, feedSignal: AbortSignal) => {
      feedSignal.addEventListener('abort', onAbort, { once: true });
      let outError: Error | null = null;
      const onOutError = (err: Error) => {
        outError = err;
        stop.abort();
      };
      out.on('error', onOutError);
      try {
        fill();
        while (downloads.length && !stop.signal.aborted) {
          for (let chunk = await downloads[0].next(); chunk && !stop.signal.aborted; chunk = await downloads[0].next()) {
            if (!out.write(chunk)) await waitDrain(out, stop.signal);
          }
          downloads.shift();
          fill();
        }
        if (outError) throw outError;
        // Stopped part-way (the merge, or cancel()): the pipe must not end as if the input were whole.
        if (stop.signal.aborted) throw new Error('the input was stopped before its end');
        out.end();
      } finally {
        out.off('error', onOutError);
        feedSignal.removeEventListener('abort', onAbort);
        cancel();
      }
    };
    return { plan, feed, cancel };
  }

  /** Starts fetching one segment; network failures and 5xx answers are tried again twice before any byte is read. */
  private download(source: HlsSource, ref: SegmentRef, signal: AbortSignal): SegmentDownload {
    return new SegmentDownload(async (d) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await this.fetchInto(d, source, ref, signal);
        } catch (err) {
          if (signal.aborted || attempt >= RETRY_DELAYS_MS.length || !(err instanceof FeedError && err.retryable) || !d.restart()) throw err;
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
        }
      }
    });
  }

  private async fetchInto(d: SegmentDownload, source: HlsSource, ref: SegmentRef, signal: AbortSignal): Promise<void> {
    const headers: Record<string, string> = { ...source.headers, 'accept-encoding': 'identity' };
    if (ref.range) headers.range = `bytes=${ref.range.start}-${ref.range.start + ref.range.length - 1}`;
    let res;
    try {
      res = await this.fetcher.request(ref.url, { headers, signal, cookies: this.cookies });
    } catch (err) {
      throw signal.aborted ? err : fetchFailure(err, 'segment');
    }
    const ok = ref.range ? res.status === 206 || res.status === 200 : res.status === 200;
    if (!ok) {
      res.body.resume();
      // A server error may pass; a refusal or a missing segment will not.
      throw new FeedError(statusReason(res.status), `segment: HTTP ${res.status}`, res.status >= 500);
    }
    // Errors of the body surface in the loop below; one that comes after it (a late stop) has no one to tell.
    res.body.on('error', () => undefined);
    // A source that ignores Range sends the whole resource: only the part the playlist names is kept.
    const from = ref.range && res.status === 200 ? ref.range.start : 0;
    const to = ref.range ? from + ref.range.length : Infinity;
    let pos = 0;
    try {
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        const end = pos + chunk.length;
        if (!ref.range && end > SEGMENT_MAX_BYTES) throw new FeedError(SOURCE_TEXT.failed, 'segment: too large');
        if (end > from && pos < to) d.push(chunk.subarray(Math.max(0, from - pos), Math.min(chunk.length, to - pos)));
        pos = end;
        if (pos >= to) break;
      }
    } catch (err) {
      throw signal.aborted || err instanceof FeedError ? err : fetchFailure(err, 'segment');
    } finally {
      res.body.destroy();
    }
  }
}
