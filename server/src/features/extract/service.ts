/**
 * Extraction: the pasted text → a link → (cache | native extractor | engine) → VideoInfo with server URLs.
 * Knows nothing of HTTP requests; throws typed errors with the human text.
 */
import { detectPlatform, findInputUrl } from '@dl/contract';
import { ITEM_LIMIT_DEFAULT } from './settings';
import { HttpError } from '../../infra/errors';
import type { ExtractionFacts } from '../../infra/metrics';
import { enforce, type ClientLimit } from '../../infra/rateLimit';
import type { GuardedFetcher } from '../fetch';
import type { Engine } from './engine';
import type { Extractions } from './extractionStore';
import { buildFormats, type LinkSigner } from './formats';
import { withManifestTracks } from './manifestTracks';
import { withTrackTags } from '../../shared/audioTracks';
import { cacheKeyOf } from './inputUrl';
import type { BoundedPool, RateLimiter, SharedRunCache } from './limits';
import { EXTRACT_MESSAGES } from './messages';
import { runNative } from './native';
import type { RawInfo, StoredExtraction } from '../../shared/extraction';
import type { ExtractResponse } from './types';
import { mediaFilename } from '../../shared/mediaFilename';

export interface ExtractServiceDeps {
  engine: Engine;
  fetcher: GuardedFetcher;
  store: Extractions;
  links: LinkSigner;
  pool: BoundedPool;
  cache: SharedRunCache<ExtractResponse>;
  rateLimiter: RateLimiter;
  maxPageBytes: number;
  /** The most items (episodes, playlist entries) a result lists. */
  itemLimit?: number;
  timeoutMs: number;
  /** The Cookie header for a request of the server's own (the operator's cookies, COOKIES_DIR; features/fetch/cookies). */
  cookies?: (url: URL) => string | undefined;
  /**
   * The platform whose operator cookies the downloads of a link's extraction carry (OperatorCookies.downloadPlatformOf):
   * its links and merges name it; null for none.
   */
  downloadCookies?: (link: string) => string | null;
  /** Logs failures of native extractors that fell back to the engine. */
  onNativeError?: (extractor: string, err: unknown) => void;
}

export class ExtractService {
  private readonly listeners = new Set<(facts: ExtractionFacts) => void>();

  constructor(private readonly deps: ExtractServiceDeps) {}

  /** Hears how each extraction that runs ends (an answer from the cache is none): the metrics, the status. */
  observe(listener: (facts: ExtractionFacts) => void): void {
    this.listeners.add(listener);
  }

  /**
   * Extracts the media of a pasted link for a client: counted against its own limit when it has one (an API key),
   * else against the per-address limit of `ip`.
   */
  async extract(input: string, ip: string, own: ClientLimit | null = null): Promise<ExtractResponse> {
    if (own) await enforce(own.limiter, own.key, EXTRACT_MESSAGES.rateLimited, 'extract.rate_limited');
    else await this.deps.rateLimiter.take(ip);
    return this.extractLink(input);
  }

  /**
   * Extracts a link the server itself follows (an item of a list a client asked for as a whole, whose own limits
   * apply): the same checks, cache and engine slots as a pasted link, without the per-client rate limit.
   */
  async extractLink(input: string): Promise<ExtractResponse> {
    const { url, platform } = await this.checked(input);
    return this.deps.cache.getOrRun(cacheKeyOf(url), () => this.deps.pool.run(() => this.run(url.toString(), platform, 'visitor')));
  }

  /**
   * Extracts a link afresh, for the server's own canary (features/canary): the same checks, native extractors, engine
   * and engine slots as a pasted link, but never answered from the cache (nor put in it) and outside every client's
   * rate limit.
   */
  async extractUncached(input: string): Promise<ExtractResponse> {
    const { url, platform } = await this.checked(input);
    return this.deps.pool.run(() => this.run(url.toString(), platform, 'canary'));
  }

  /** The pasted text's link and platform, once it passed the checks every extraction passes first. */
  private async checked(input: string): Promise<{ url: URL; platform: string }> {
    // The link as the form finds it (SPEC §5): the two never disagree about what a link is.
    const found = findInputUrl(input);
    if (!found.ok) throw new HttpError(400, found.error, 'extract.url_invalid');
    const url = this.deps.fetcher.guard.parseUrl(found.url);
    const platform = detectPlatform(url.toString());
    if (platform === 'Spotify') throw new HttpError(422, EXTRACT_MESSAGES.spotify, 'extract.spotify_drm');
    // Refuse private targets before any work (the fetcher and the egress proxy check every hop again).
    await this.deps.fetcher.guard.check(url);
    return { url, platform };
  }

  /** The stored extraction behind a start-merge URL's task_id (raw formats with source URLs and headers). */
  getExtraction(id: string): Promise<StoredExtraction | null> {
    return this.deps.store.get(id);
  }

  /** An extraction that runs, timed, its outcome told to the listeners: success, or the code of its client's error. */
  private async run(url: string, platform: string, source: ExtractionFacts['source']): Promise<ExtractResponse> {
    const started = performance.now();
    const by: { engine: boolean } = { engine: false };
    const tell = (outcome: string) => {
      const facts = { platform, source, extractor: by.engine ? 'engine' : 'native', outcome, seconds: (performance.now() - started) / 1000 } as const;
      for (const listener of this.listeners) listener(facts);
    };
    try {
      const response = await this.runTimed(url, platform, by);
      tell('success');
      return response;
    } catch (err) {
      tell(err instanceof HttpError ? err.code : 'internal');
      throw err;
    }
  }

  private async runTimed(url: string, platform: string, by: { engine: boolean }): Promise<ExtractResponse> {
    const signal = AbortSignal.timeout(this.deps.timeoutMs);
    let info: RawInfo | null = null;
    try {
      info = await runNative(url, platform, { fetcher: this.deps.fetcher, maxPageBytes: this.deps.maxPageBytes, signal, cookies: this.deps.cookies });
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) throw err;
      this.deps.onNativeError?.(platform, err);
    }
    if (!info) {
      by.engine = true;
      try {
        info = await this.deps.engine.extract(url, { signal });
      } catch (err) {
        if ((err as Error)?.name === 'AbortError' || (err as Error)?.name === 'TimeoutError') {
          throw new HttpError(504, EXTRACT_MESSAGES.timedOut, 'extract.timeout');
        }
        throw err;
      }
    }
    // Media on addresses the egress policy forbids (a page pointing at loopback or a private network) is
    // dropped here: no link to it is handed out.
    info = { ...info, formats: info.formats.filter((f) => !this.deps.fetcher.guard.refusesOutright(f.url)) };
    // What the engine leaves out about the audio tracks (default, role, channels, codec), from their manifests.
    // Then each track other than the source's own is tagged, for the names of its files.
    info = { ...info, formats: withTrackTags(await withManifestTracks(info.formats, this.deps.fetcher, signal, this.deps.cookies)) };
    if (!info.formats.length) throw new HttpError(422, EXTRACT_MESSAGES.noMedia, 'extract.no_media');
    // Only the engine's extractions name a platform for their downloads' cookies: a native extractor reads feeds and
    // pages whose media links the podcaster or the page's author wrote, not the platform.
    const cookies = by.engine ? this.deps.downloadCookies?.(url) ?? null : null;
    const stored = await this.deps.store.put(platform, info, cookies);
    const { formats, audioTracks } = buildFormats(info, { extractionId: stored.id, platform, links: this.deps.links, cookies });
    if (!formats.length) {
      const drm = info.formats.some((f) => f.has_drm);
      throw new HttpError(422, drm ? EXTRACT_MESSAGES.drmOnly : EXTRACT_MESSAGES.noMedia, drm ? 'extract.drm' : 'extract.no_media');
    }
    const response: ExtractResponse = {
      title: info.title,
      platform,
      thumbnail_url: info.thumbnail,
      uploader: info.uploader,
      description: info.description,
      duration: info.duration,
      is_podcast: info.is_podcast,
      series: info.series,
      episode_number: info.episode_number,
      season_number: info.season_number,
      formats,
      ...(audioTracks ? { audio_tracks: audioTracks } : {}),
    };
    if (info.episodes?.length) {
      // The stored extraction keeps the list: a ZIP of chosen items names them by their place in it.
      response.list_id = stored.id;
      response.episodes = info.episodes.slice(0, this.deps.itemLimit ?? ITEM_LIMIT_DEFAULT).map((e) => ({
        title: e.title,
        url: e.url,
        published: e.published,
        duration: e.duration ?? null,
        thumbnail_url: e.thumbnail && !this.deps.fetcher.guard.refusesOutright(e.thumbnail) ? e.thumbnail : null,
      }));
    }
    const subtitles = (info.subtitles ?? []).filter((s) => !this.deps.fetcher.guard.refusesOutright(s.url));
    if (subtitles.length) {
      const link = (s: (typeof subtitles)[number], form: 'srt' | 'vtt') =>
        this.deps.links.sign('/api/subtitles', {
          url: s.url,
          // The players' convention: the video's name, the language, the form ("Title.en.srt").
          filename: mediaFilename({ platform, title: info.title }, null, null, form).replace(/\.(srt|vtt)$/, `.${s.lang.replace(/[^\w-]/g, '')}.$1`),
          headers: s.http_headers,
        });
      response.subtitles = subtitles.map((s) => ({ lang: s.lang, name: s.name ?? s.lang, automatic: s.automatic, srt: link(s, 'srt'), vtt: link(s, 'vtt') }));
    }
    return response;
  }
}
