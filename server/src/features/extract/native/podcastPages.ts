/**
 * Podcast and note pages of sites the engine lacks or handles poorly: Apple Podcasts, Castbox, Xiaoyuzhou,
 * Player.FM, TuneIn and Xiaohongshu. One reader looks, in order, at og:audio, JSON-LD (PodcastEpisode,
 * AudioObject, VideoObject), the site's embedded page state, og:video, <audio>/<video> tags and finally the
 * RSS feed the page links to (matching the episode by title or guid).
 */
import type { RawFormat, RawInfo } from '../../../shared/extraction';
import { directFormat, infoFromFeed, parseFeed, type FeedEpisode } from './rss';
import { absolute, feedLinks, findObjects, jsonLd, ldType, mediaSources, meta, metaTags, pageState, parseDuration } from './html';
import type { NativeContext } from './context';

export interface PageSite {
  /** Extractor name (logs). */
  name: string;
  /** Names of globals that hold the page state, e.g. `window.__INITIAL_STATE__`. */
  stateGlobals: string[];
  /** Ids of JSON <script> tags that hold the page state, e.g. `__NEXT_DATA__`. */
  stateScriptIds: string[];
  /** Whether the site is a podcast site (audio results are episodes). */
  podcast: boolean;
}

export const SITES: Record<string, PageSite> = {
  'Apple Podcasts': { name: 'apple-podcasts', stateGlobals: [], stateScriptIds: ['serialized-server-data', 'shoebox-media-api-cache-amp-podcasts'], podcast: true },
  Castbox: { name: 'castbox', stateGlobals: ['window.__INITIAL_STATE__'], stateScriptIds: ['__NEXT_DATA__'], podcast: true },
  Xiaoyuzhou: { name: 'xiaoyuzhou', stateGlobals: ['window.__INITIAL_STATE__'], stateScriptIds: ['__NEXT_DATA__'], podcast: true },
  'Player.FM': { name: 'playerfm', stateGlobals: ['window.__INITIAL_STATE__', 'window.__data'], stateScriptIds: ['__NEXT_DATA__'], podcast: true },
  TuneIn: { name: 'tunein', stateGlobals: ['window.INITIAL_STATE', 'window.__INITIAL_STATE__'], stateScriptIds: ['__NEXT_DATA__'], podcast: true },
  Xiaohongshu: { name: 'xiaohongshu', stateGlobals: ['window.__INITIAL_STATE__'], stateScriptIds: [], podcast: false },
};

/** Site names that pages append to their titles ('好看的视频 - 小红书'). */
const SITE_SUFFIX = /\s*[-|–—]\s*(?:小红书|Xiaohongshu|RedNote|Apple Podcasts|Castbox(?:\.FM)?|Player ?FM|TuneIn|小宇宙(?:FM)?)\s*$/i;

const MEDIA_EXT = /\.(mp3|m4a|aac|mp4|m4v|mov|ogg|oga|opus|wav|flac|webm|m3u8)(?:$|[?#])/i;
const MEDIA_KEYS = ['masterUrl', 'audioUrl', 'audio_url', 'mediaUrl', 'media_url', 'playUrl', 'play_url', 'streamUrl', 'stream_url', 'assetUrl', 'contentUrl', 'enclosureUrl', 'episodeUrl'];

interface Found {
  url: string;
  type: string | null;
  size: number | null;
  /** The object around the media URL (title, duration, ... of the episode), when there is one. */
  around: Record<string, unknown> | null;
  source: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function nameOf(v: unknown): string | null {
  if (typeof v === 'string') return str(v);
  if (Array.isArray(v)) return nameOf(v[0]);
  if (v && typeof v === 'object') return str((v as Record<string, unknown>).name) ?? str((v as Record<string, unknown>).title);
  return null;
}

function imageOf(v: unknown): string | null {
  if (typeof v === 'string') return str(v);
  if (Array.isArray(v)) return imageOf(v[0]);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return str(o.url) ?? str(o.picUrl) ?? str(o.contentUrl) ?? str(o.thumbnailUrl) ?? null;
  }
  return null;
}

function fromJsonLd(html: string, base: string): { found: Found | null; ld: Record<string, unknown> | null } {
  const objects = jsonLd(html);
  const episodeLd =
    objects.find((o) => ldType(o).some((t) => /^(PodcastEpisode|Episode|RadioEpisode)$/.test(t))) ??
    objects.find((o) => ldType(o).some((t) => /^(AudioObject|VideoObject|MusicRecording)$/.test(t))) ??
    null;
  for (const o of episodeLd ? [episodeLd, ...objects] : objects) {
    const media = [o.associatedMedia, o.audio, o.video, o].flat().filter((m): m is Record<string, unknown> => !!m && typeof m === 'object');
    for (const m of media) {
      const url = str(m.contentUrl) ?? (ldType(m).some((t) => /AudioObject|VideoObject|MediaObject/.test(t)) ? str(m.embedUrl) && MEDIA_EXT.test(String(m.embedUrl)) ? str(m.embedUrl) : null : null);
      const abs = url ? absolute(url, base) : null;
      if (abs) return { found: { url: abs, type: str(m.encodingFormat), size: Number(m.contentSize) || null, around: o, source: 'json-ld' }, ld: episodeLd ?? o };
    }
  }
  return { found: null, ld: episodeLd };
}

function fromState(html: string, base: string, site: PageSite): Found | null {
  const states = pageState(html, site.stateGlobals, site.stateScriptIds);
  for (const state of states) {
    const hits = findObjects(state, (o) => {
      const enc = o.enclosure as Record<string, unknown> | undefined;
      if (enc && typeof enc === 'object' && str(enc.url)) return true;
      if (MEDIA_KEYS.some((k) => typeof o[k] === 'string' && /^https?:\/\//i.test(o[k] as string))) return true;
      return ['url', 'src', 'source'].some((k) => typeof o[k] === 'string' && /^https?:\/\//i.test(o[k] as string) && MEDIA_EXT.test(o[k] as string));
    });
    for (const o of hits) {
      const enc = o.enclosure as Record<string, unknown> | undefined;
      const raw =
        (enc && str(enc.url)) ??
        MEDIA_KEYS.map((k) => str(o[k])).find((v) => v && /^https?:\/\//i.test(v)) ??
        ['url', 'src', 'source'].map((k) => str(o[k])).find((v) => v && MEDIA_EXT.test(v)) ??
        null;
      const url = raw ? absolute(raw, base) : null;
      if (url) return { url, type: str(enc?.type) ?? str(enc?.mimeType) ?? null, size: Number(enc?.length ?? enc?.size) || null, around: o, source: 'state' };
    }
  }
  return null;
}

/** The episode around a media URL found in page state is sometimes one level up (xiaohongshu: note.video.media). */
function stateEpisode(found: Found | null): Record<string, unknown> | null {
  return found?.source === 'state' ? found.around : null;
}

function durationOf(o: Record<string, unknown> | null): number | null {
  if (!o) return null;
  const d = o.duration ?? o.timeRequired ?? o.durationInSeconds;
  if (typeof d === 'number') return d > 100_000 ? Math.round(d / 1000) : d; // some sites give milliseconds
  return parseDuration(d);
}

function normalizeTitle(t: string): string {
  return t.toLowerCase().replace(/[\s\p{P}]+/gu, ' ').trim();
}

/** Extracts one episode/note from a fetched page; null when the page offers nothing playable. */
export async function extractFromPage(pageUrl: string, html: string, site: PageSite, ctx: NativeContext): Promise<RawInfo | null> {
  const metas = metaTags(html);
  const titleTag = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? null;
  const ld = fromJsonLd(html, pageUrl);

  let found: Found | null = null;
  const ogAudio = meta(metas, 'og:audio:secure_url', 'og:audio:url', 'og:audio', 'twitter:player:stream');
  if (ogAudio && absolute(ogAudio, pageUrl)) {
    found = { url: absolute(ogAudio, pageUrl) as string, type: meta(metas, 'og:audio:type', 'twitter:player:stream:content_type'), size: null, around: null, source: 'og:audio' };
  }
  found ??= ld.found;
  found ??= fromState(html, pageUrl, site);
  const ogVideo = meta(metas, 'og:video:secure_url', 'og:video:url', 'og:video');
  if (!found && ogVideo && absolute(ogVideo, pageUrl) && MEDIA_EXT.test(ogVideo)) {
    found = { url: absolute(ogVideo, pageUrl) as string, type: meta(metas, 'og:video:type'), size: null, around: null, source: 'og:video' };
  }
  if (!found) {
    const tag = mediaSources(html, pageUrl)[0];
    if (tag) found = { url: tag.url, type: tag.type, size: null, around: null, source: tag.tag };
  }

  const ldEp = ld.ld;
  const stateEp = stateEpisode(found);
  const title = (
    nameOf(ldEp?.name) ?? str(stateEp?.title) ?? str(stateEp?.name) ?? meta(metas, 'og:title', 'twitter:title') ?? titleTag ?? 'Untitled'
  ).replace(SITE_SUFFIX, '') || 'Untitled';
  const seriesFromPage = nameOf(ldEp?.partOfSeries) ?? nameOf(stateEp?.podcast) ?? nameOf(stateEp?.channel) ?? null;
  const duration = durationOf(ldEp) ?? durationOf(stateEp) ?? parseDuration(meta(metas, 'og:audio:duration', 'music:duration', 'og:video:duration', 'video:duration'));
  const headers = { Referer: pageUrl, 'User-Agent': ctx.fetcher.userAgent };

  if (!found) {
    // Last resort: the feed the page links to, with the episode matched by title (or the newest).
    for (const feedUrl of feedLinks(html, pageUrl).slice(0, 2)) {
      const res = await ctx.fetcher.fetchText(feedUrl, { maxBytes: ctx.maxPageBytes, signal: ctx.signal, cookies: ctx.cookies }).catch(() => null);
      if (!res || res.status >= 400) continue;
      const feed = parseFeed(res.text, res.url);
      if (!feed) continue;
      const wanted = normalizeTitle(title);
      const guid = new URL(pageUrl).searchParams.get('i');
      const match = (e: FeedEpisode) => (!!guid && e.guid === guid) || (!!e.title && normalizeTitle(e.title) === wanted);
      const picked = feed.episodes.some(match) ? infoFromFeed(feed, pageUrl, match, site.name) : infoFromFeed(feed, pageUrl, undefined, site.name);
      if (picked) return picked;
    }
    return null;
  }

  const format: RawFormat = directFormat(found.url, found.type, found.size, duration, found.source.replace(/[^a-z0-9]+/gi, '-'), headers);
  const audioOnly = format.vcodec === 'none';
  const episodeNumber = Number(ldEp?.episodeNumber ?? stateEp?.episodeNumber ?? stateEp?.episode_number);
  const seasonNumber = Number((ldEp?.partOfSeason as Record<string, unknown> | undefined)?.seasonNumber ?? stateEp?.seasonNumber);
  return {
    webpage_url: pageUrl,
    title,
    uploader: nameOf(ldEp?.author) ?? nameOf(ldEp?.creator) ?? str(stateEp?.author) ?? nameOf(stateEp?.user) ?? seriesFromPage,
    description: str(ldEp?.description) ?? str(stateEp?.description) ?? str(stateEp?.desc) ?? meta(metas, 'og:description', 'description', 'twitter:description'),
    thumbnail: imageOf(ldEp?.image) ?? imageOf(ldEp?.thumbnailUrl) ?? imageOf(stateEp?.image) ?? imageOf(stateEp?.cover) ?? meta(metas, 'og:image', 'twitter:image'),
    duration,
    is_podcast: site.podcast && audioOnly,
    series: site.podcast ? seriesFromPage : null,
    episode_number: Number.isInteger(episodeNumber) && episodeNumber > 0 ? episodeNumber : null,
    season_number: Number.isInteger(seasonNumber) && seasonNumber > 0 ? seasonNumber : null,
    formats: [format],
    extractor: site.name,
  };
}
