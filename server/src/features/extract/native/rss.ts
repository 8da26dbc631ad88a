/**
 * Podcast feeds as they are in the wild: RSS 2.0, 0.91/0.92 and 1.0 (RDF), and Atom, with the namespaces podcast
 * feeds carry (itunes, googleplay, media, atom, podcast, content, dc, enc) whatever prefix a feed binds them to.
 * Stylesheets, other processing instructions, comments and a DOCTYPE may come before the root element; character
 * references are read as HTML does (`&eacute;` in an RSS 0.91 feed); CDATA sections are text. A feed URL yields its
 * newest episode, with the recent episodes listed; podcast-page extractors use `infoFromFeed` to pick one episode.
 * The bytes are decoded before this (features/fetch/decodeText.ts: byte-order mark, header, the XML declaration).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from '../../../infra/errors';
import type { EpisodeRef, RawFormat, RawInfo } from '../../../shared/extraction';
import { EXTRACT_MESSAGES } from '../messages';
import { absolute, decodeEntities, parseDuration } from './html';

export interface FeedEpisode {
  title: string;
  guid: string | null;
  link: string | null;
  enclosure: { url: string; type: string | null; length: number | null } | null;
  published: string | null;
  duration: number | null;
  episode: number | null;
  season: number | null;
  image: string | null;
  description: string | null;
  author: string | null;
}

export interface Feed {
  url: string;
  title: string;
  author: string | null;
  image: string | null;
  description: string | null;
  episodes: FeedEpisode[];
}

/** The namespaces a podcast feed uses, by URI, and the prefix this reader knows each one by. */
const NAMESPACES: Record<string, string> = {
  'http://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'https://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'http://www.google.com/schemas/play-podcasts/1.0': 'googleplay',
  'https://www.google.com/schemas/play-podcasts/1.0': 'googleplay',
  'http://search.yahoo.com/mrss/': 'media',
  'http://search.yahoo.com/mrss': 'media',
  'http://www.w3.org/2005/atom': 'atom',
  'https://podcastindex.org/namespace/1.0': 'podcast',
  'https://github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md': 'podcast',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.oclc.org/net/rss_2.0/enc#': 'enc',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
};

/** Elements that may repeat, by local name: always read as lists. */
const REPEATED = new Set(['item', 'entry', 'enclosure', 'link', 'content', 'source', 'alternateEnclosure', 'thumbnail', 'group']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Character references are decoded once, by `text` (HTML's whole table, which feeds use without declaring it).
  processEntities: false,
  htmlEntities: false,
  ignorePiTags: true,
  isArray: (name) => REPEATED.has(name.slice(name.indexOf(':') + 1)),
});

type Node = Record<string, unknown>;

function text(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return decodeEntities(v).trim() || null;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return text(v[0]);
  if (typeof v === 'object') return text((v as Node)['#text']);
  return null;
}

function attr(v: unknown, name: string): string | null {
  if (Array.isArray(v)) return attr(v[0], name);
  if (v && typeof v === 'object') return text((v as Node)[`@_${name}`]);
  return null;
}

/** A description as plain text: feeds carry HTML in it (escaped or in CDATA), which a result shows as words. */
function plain(v: unknown): string | null {
  const t = text(v);
  if (!t || !/<[a-z!/]/i.test(t)) return t;
  return decodeEntities(t.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim() || null;
}

/** The first of several readings that gives a value. */
function first<T>(...values: (T | null | undefined)[]): T | null {
  for (const v of values) if (v !== null && v !== undefined) return v;
  return null;
}

function int(v: unknown): number | null {
  const t = text(v);
  if (!t || !/^\d+$/.test(t)) return null;
  return Number(t);
}

/** Time-zone names that RFC 822 dates carry and the platform's date parser may not know. */
const ZONES: Record<string, string> = { UT: '+0000', Z: '+0000', BST: '+0100', CET: '+0100', CEST: '+0200', EET: '+0200', EEST: '+0300', IST: '+0530', JST: '+0900', KST: '+0900', AEST: '+1000', AEDT: '+1100' };

function date(v: unknown): string | null {
  const t = text(v);
  if (!t) return null;
  let d = new Date(t);
  if (Number.isNaN(d.getTime())) {
    // "Tue, 05 Mar 2024 10:00:00 CEST", "05 Mar 2024 10:00 CET", a day name or comma too many
    const cleaned = t.replace(/^[A-Za-z]{3,9},?\s*/, '').replace(/\b([A-Z]{1,4})$/, (z) => ZONES[z] ?? z);
    d = new Date(cleaned);
  }
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Every element of the tree under its known prefix (a feed may bind the iTunes namespace to `itms:`). */
function canonicalPrefixes(doc: Node): Node {
  const rename = new Map<string, string>();
  const scan = (node: unknown) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node as Node)) {
      const m = /^@_xmlns:(.+)$/.exec(key);
      const known = m && typeof value === 'string' ? NAMESPACES[value.trim().toLowerCase()] ?? NAMESPACES[value.trim()] : undefined;
      if (m && known && m[1] !== known) rename.set(m[1], known);
    }
  };
  for (const root of Object.values(doc)) {
    scan(root);
    if (root && typeof root === 'object') scan((root as Node).channel);
  }
  if (!rename.size) return doc;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const out: Node = {};
    for (const [key, v] of Object.entries(value as Node)) {
      const m = /^(@_)?([^:]+):(.+)$/.exec(key);
      const prefix = m && rename.get(m[2]);
      out[prefix ? `${m[1] ?? ''}${prefix}:${m[3]}` : key] = walk(v);
    }
    return out;
  };
  return walk(doc) as Node;
}

/** True when the text looks like an RSS or Atom document: its first element, after a prolog of any length. */
export function looksLikeFeedDocument(body: string): boolean {
  let rest = body.replace(/^\uFEFF/, '');
  // The prolog: whitespace, the XML declaration, stylesheets and other processing instructions, comments, a DOCTYPE
  // (with an internal subset). Bounded: a page that is not a feed is given up on within its first 64 KB.
  const prolog = /^\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)/i;
  for (let i = 0; i < 200 && rest.length; i++) {
    const m = prolog.exec(rest.slice(0, 65536));
    if (!m) break;
    rest = rest.slice(m[0].length);
  }
  return /^\s*<(rss|feed|rdf:RDF)\b/i.test(rest);
}

/** URLs that are probably feeds: worth fetching natively before handing the link to the engine. */
export function looksLikeFeedUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const p = `${u.pathname}${u.search}`.toLowerCase();
  return /^(feeds?|rss)\d*\./.test(u.hostname) || /\.(rss|xml|atom)$/.test(u.pathname.toLowerCase()) || /(^|\/)(rss|feed|feeds|atom)(\/|$|\?)|[?&](format|type)=(rss|atom|xml)|\/podcast\.(rss|xml)/.test(p);
}

/**
 * Where a feed document breaks the rules of XML, as "line L, column C", or null when it is well-formed. The reader
 * itself is forgiving (an unescaped `&` in a title is common and harmless); this names the fault when a feed cannot
 * be read at all.
 */
export function feedSyntaxError(xml: string): string | null {
  const result = XMLValidator.validate(xml.replace(/^\uFEFF/, ''), { allowBooleanAttributes: true });
  return result === true ? null : `line ${result.err.line}, column ${result.err.col}`;
}

const MEDIA_PATH = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac|mp4|m4v|mov|webm)$/i;
const MEDIA_TYPE = /^(audio|video)\//i;

/** An item's Media RSS renditions (alone or in groups): the default one first, then the rest in the feed's order. */
function mediaContents(item: Node): Node[] {
  const all = [...((item['media:content'] as Node[] | undefined) ?? []), ...((item['media:group'] as Node[] | undefined) ?? []).flatMap((g) => (g['media:content'] as Node[] | undefined) ?? [])];
  return all.sort((a, b) => Number(attr(b, 'isDefault') === 'true') - Number(attr(a, 'isDefault') === 'true'));
}

/** An item's media: its enclosure, else its Media RSS content, RSS 1.0 enclosure or alternate enclosure, else a link to a media file. */
function itemEnclosure(item: Node, feedUrl: string, link: string | null): FeedEpisode['enclosure'] {
  const candidates: { url: string | null; type: string | null; length: string | null }[] = [];
  for (const e of (item.enclosure as Node[] | undefined) ?? []) candidates.push({ url: attr(e, 'url'), type: attr(e, 'type'), length: attr(e, 'length') });
  for (const m of mediaContents(item)) candidates.push({ url: attr(m, 'url'), type: attr(m, 'type') ?? (attr(m, 'medium') ? `${attr(m, 'medium')}/*` : null), length: attr(m, 'fileSize') });
  for (const e of (item['enc:enclosure'] as Node[] | undefined) ?? []) candidates.push({ url: attr(e, 'rdf:resource') ?? attr(e, 'enc:url'), type: attr(e, 'enc:type'), length: attr(e, 'enc:length') });
  for (const alt of (item['podcast:alternateEnclosure'] as Node[] | undefined) ?? []) {
    for (const src of (alt['podcast:source'] as Node[] | undefined) ?? []) candidates.push({ url: attr(src, 'uri'), type: attr(alt, 'type'), length: attr(alt, 'length') });
  }
  if (link && MEDIA_PATH.test(new URL(link).pathname)) candidates.push({ url: link, type: null, length: null });
  const usable = candidates
    .map((c) => ({ ...c, url: c.url ? absolute(c.url, feedUrl) : null }))
    .filter((c): c is { url: string; type: string | null; length: string | null } => !!c.url);
  // Audio or video before anything else an enclosure may carry (a transcript, an image).
  const chosen = usable.find((c) => (c.type ? MEDIA_TYPE.test(c.type) : MEDIA_PATH.test(new URL(c.url).pathname))) ?? usable.find((c) => !c.type || !/^(image|text)\//i.test(c.type));
  if (!chosen) return null;
  const type = chosen.type && !chosen.type.endsWith('/*') ? chosen.type : null;
  return { url: chosen.url, type, length: Number(chosen.length) || null };
}

function rssEpisode(item: Node, feedUrl: string): FeedEpisode {
  const rawLink = text(item.link) ?? attr(item['atom:link'], 'href');
  const link = rawLink ? absolute(rawLink, feedUrl) : null;
  const media = mediaContents(item);
  return {
    title: first(text(item.title), text(item['itunes:title']), text(item['media:title'])) ?? '',
    guid: text(item.guid),
    link,
    enclosure: itemEnclosure(item, feedUrl, link),
    published: first(date(item.pubDate), date(item['dc:date']), date(item['atom:updated'])),
    duration: first(parseDuration(text(item['itunes:duration'])), ...media.map((m) => parseDuration(attr(m, 'duration')))),
    episode: first(int(item['itunes:episode']), int(item['podcast:episode'])),
    season: first(int(item['itunes:season']), int(item['podcast:season'])),
    image: first(attr(item['itunes:image'], 'href'), attr(item['media:thumbnail'], 'url'), attr(item['googleplay:image'], 'href')),
    description: first(plain(item['itunes:summary']), plain(item.description), plain(item['content:encoded']), plain(item['googleplay:description']), plain(item['media:description'])),
    author: first(text(item['itunes:author']), text(item.author), text(item['dc:creator']), text(item['googleplay:author'])),
  };
}

export function parseFeed(xml: string, feedUrl: string): Feed | null {
  if (!looksLikeFeedDocument(xml)) return null;
  let doc: Node;
  try {
    doc = canonicalPrefixes(parser.parse(xml.replace(/^\uFEFF/, '')) as Node);
  } catch {
    return null;
  }
  const rss = doc.rss as Node | undefined;
  const rdf = doc['rdf:RDF'] as Node | undefined;
  const channel = (rss?.channel ?? rdf?.channel) as Node | undefined;
  if (channel) {
    // RSS 1.0 lists its items beside the channel, not in it.
    const rawItems = ((channel.item as Node[] | undefined) ?? (rdf?.item as Node[] | undefined) ?? []).filter((i) => i && typeof i === 'object');
    const image = text((channel.image as Node | undefined)?.url) ?? text((rdf?.image as Node | undefined)?.url);
    return {
      url: feedUrl,
      title: text(channel.title) ?? 'Podcast',
      author: first(text(channel['itunes:author']), text(channel['googleplay:author']), text(channel['dc:creator']), text((channel['itunes:owner'] as Node | undefined)?.['itunes:name']), text(channel.managingEditor)),
      image: first(attr(channel['itunes:image'], 'href'), image, attr(channel['googleplay:image'], 'href'), attr(channel['media:thumbnail'], 'url')),
      description: first(plain(channel.description), plain(channel['itunes:summary']), plain(channel['googleplay:description'])),
      episodes: rawItems.map((item) => rssEpisode(item, feedUrl)),
    };
  }
  const feed = doc.feed as Node | undefined;
  if (feed) {
    const entries = ((feed.entry ?? []) as Node[]).filter((e) => e && typeof e === 'object');
    const linkOf = (links: unknown, rel: string) =>
      ((links as Node[] | undefined) ?? []).find((l) => (attr(l, 'rel') ?? 'alternate') === rel) ?? null;
    return {
      url: feedUrl,
      title: text(feed.title) ?? 'Podcast',
      author: first(text((feed.author as Node | undefined)?.name), text(feed['itunes:author'])),
      image: first(attr(feed['itunes:image'], 'href'), text(feed.logo), text(feed.icon)),
      description: first(plain(feed.subtitle), plain(feed['itunes:summary'])),
      episodes: entries.map((e): FeedEpisode => {
        const enc = linkOf(e.link, 'enclosure');
        const alt = linkOf(e.link, 'alternate');
        const encUrl = enc ? absolute(attr(enc, 'href') ?? '', feedUrl) : null;
        return {
          title: text(e.title) ?? '',
          guid: text(e.id),
          link: alt ? absolute(attr(alt, 'href') ?? '', feedUrl) : null,
          enclosure: encUrl ? { url: encUrl, type: attr(enc, 'type'), length: Number(attr(enc, 'length')) || null } : itemEnclosure(e, feedUrl, null),
          published: first(date(e.published), date(e.updated)),
          duration: parseDuration(text(e['itunes:duration'])),
          episode: int(e['itunes:episode']),
          season: int(e['itunes:season']),
          image: first(attr(e['itunes:image'], 'href'), attr(e['media:thumbnail'], 'url')),
          description: first(plain(e.summary), plain(e.content)),
          author: first(text((e.author as Node | undefined)?.name), text(e['itunes:author'])),
        };
      }),
    };
  }
  return null;
}

const MIME_EXT: Record<string, string> = {
  'audio/mpeg': 'mp3', 'audio/mp3': 'mp3', 'audio/x-mp3': 'mp3', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a', 'audio/m4a': 'm4a',
  'audio/aac': 'aac', 'audio/x-aac': 'aac', 'audio/ogg': 'ogg', 'audio/opus': 'opus', 'audio/wav': 'wav', 'audio/x-wav': 'wav',
  'audio/flac': 'flac', 'video/mp4': 'mp4', 'video/x-m4v': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm',
  'application/x-mpegurl': 'mp4', 'application/vnd.apple.mpegurl': 'mp4',
};

/** A RawFormat for a direct media URL (an enclosure, og:audio, a JSON-LD contentUrl). */
export function directFormat(url: string, type: string | null, size: number | null, duration: number | null, id = 'direct', headers?: Record<string, string>): RawFormat {
  const mime = (type ?? '').toLowerCase().split(';')[0].trim();
  const pathExt = /\.([a-z0-9]{2,4})(?:$|[?#])/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? null;
  const hls = /mpegurl/.test(mime) || pathExt === 'm3u8';
  const ext = hls ? 'mp4' : MIME_EXT[mime] ?? (pathExt && /^(mp3|m4a|aac|ogg|opus|wav|flac|mp4|m4v|mov|webm)$/.test(pathExt) ? pathExt : mime.startsWith('video/') ? 'mp4' : 'mp3');
  const audio = mime.startsWith('audio/') || (!mime.startsWith('video/') && /^(mp3|m4a|aac|ogg|opus|wav|flac)$/.test(ext));
  const abr = audio && size && duration ? Math.round((size * 8) / duration / 1000) : null;
  return {
    format_id: id,
    url,
    protocol: hls ? 'm3u8_native' : new URL(url).protocol.replace(':', ''),
    manifest_url: hls ? url : null,
    ext,
    vcodec: audio ? 'none' : null,
    acodec: null,
    abr: abr && abr >= 8 && abr <= 1536 ? abr : null,
    filesize: size && size > 0 ? size : null,
    http_headers: headers,
  };
}

/** The fragment of a feed's (or show page's) link that picks one of its episodes: `#episode=<id>`. */
const EPISODE_FRAGMENT = 'episode';

/** An episode's id within its feed: its guid, else its enclosure's URL. */
const episodeId = (e: FeedEpisode) => e.guid || e.enclosure?.url || '';

/** The link that extracts one episode of a feed: the feed's (or page's) own link with `#episode=<id>`. */
export function episodeLink(webpageUrl: string, e: FeedEpisode): string {
  const u = new URL(webpageUrl);
  u.hash = `${EPISODE_FRAGMENT}=${encodeURIComponent(episodeId(e))}`;
  return u.toString();
}

/** The episode a link's `#episode=<id>` names, or null. */
export function pickedEpisodeId(link: string): string | null {
  const hash = new URL(link).hash.slice(1);
  if (!hash) return null;
  const value = new URLSearchParams(hash).get(EPISODE_FRAGMENT);
  return value || null;
}

/**
 * Episodes newest first: by date where every playable episode has one (equal dates keep the feed's order), else in
 * the feed's own order (feeds list newest first).
 */
function newestFirst(playable: FeedEpisode[]): FeedEpisode[] {
  if (!playable.every((e) => e.published)) return playable;
  return playable
    .map((e, i) => ({ e, i, t: Date.parse(e.published as string) }))
    .sort((a, b) => b.t - a.t || a.i - b.i)
    .map(({ e }) => e);
}

/**
 * RawInfo for one episode of a feed, with every playable episode listed (newest first) when none was asked for. The
 * episode is the one `pick` finds, else the one the link's `#episode=<id>` names, else the newest.
 */
export function infoFromFeed(feed: Feed, webpageUrl: string, pick?: (e: FeedEpisode) => boolean, extractor = 'rss'): RawInfo | null {
  const playable = feed.episodes.filter((e) => e.enclosure);
  if (!playable.length) return null;
  const sorted = newestFirst(playable);
  const named = pick ? null : pickedEpisodeId(webpageUrl);
  if (named && !sorted.some((e) => episodeId(e) === named)) throw new HttpError(404, EXTRACT_MESSAGES.episodeGone, 'extract.episode_gone');
  const chosen = pick ?? (named ? (e: FeedEpisode) => episodeId(e) === named : undefined);
  const episode = (chosen ? sorted.find(chosen) : sorted[0]) ?? null;
  if (!episode || !episode.enclosure) return null;
  const listed = !chosen;
  const episodes: EpisodeRef[] = sorted.map((e) => ({ title: e.title || 'Untitled', url: episodeLink(webpageUrl, e), published: e.published, duration: e.duration, thumbnail: e.image ?? feed.image }));
  return {
    webpage_url: webpageUrl,
    title: episode.title || feed.title,
    uploader: episode.author ?? feed.author,
    description: episode.description,
    thumbnail: episode.image ?? feed.image,
    duration: episode.duration,
    is_podcast: true,
    series: feed.title,
    episode_number: episode.episode,
    season_number: episode.season,
    formats: [directFormat(episode.enclosure.url, episode.enclosure.type, episode.enclosure.length, episode.duration, 'enclosure')],
    episodes: listed ? episodes : undefined,
    extractor,
  };
}
