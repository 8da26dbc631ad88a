/**
 * RSS 2.0 / Atom podcast feeds: episodes with an enclosure (audio or video). A feed URL yields its newest
 * episode, with the recent episodes listed; podcast-page extractors use `infoFromFeed` to pick one episode.
 */
import { XMLParser } from 'fast-xml-parser';
import type { EpisodeRef, RawFormat, RawInfo } from '../../../shared/extraction';
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

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'enclosure', 'link', 'media:content'].includes(name),
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

function int(v: unknown): number | null {
  const t = text(v);
  if (!t || !/^\d+$/.test(t)) return null;
  return Number(t);
}

function date(v: unknown): string | null {
  const t = text(v);
  if (!t) return null;
  const d = new Date(t);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** True when the text looks like an RSS or Atom document. */
export function looksLikeFeedDocument(body: string): boolean {
  const head = body.slice(0, 2048).replace(/^\uFEFF/, '').trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(rss|feed|rdf:RDF)\b/i.test(head);
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

export function parseFeed(xml: string, feedUrl: string): Feed | null {
  if (!looksLikeFeedDocument(xml)) return null;
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return null;
  }
  const rss = doc.rss as Node | undefined;
  const channel = (rss?.channel ?? (doc['rdf:RDF'] as Node | undefined)?.channel) as Node | undefined;
  if (channel) {
    const rawItems = (channel.item ?? (doc['rdf:RDF'] as Node | undefined)?.item ?? []) as Node[];
    const channelImage = attr(channel['itunes:image'], 'href') ?? text((channel.image as Node | undefined)?.url);
    const episodes = rawItems.map((item): FeedEpisode => {
      const enc = (item.enclosure as Node[] | undefined)?.[0] ?? (item['media:content'] as Node[] | undefined)?.[0];
      const encUrl = enc ? attr(enc, 'url') : null;
      const link = text(item.link);
      return {
        title: text(item.title) ?? text(item['itunes:title']) ?? '',
        guid: text(item.guid),
        link: link ? absolute(link, feedUrl) : null,
        enclosure: encUrl && absolute(encUrl, feedUrl)
          ? { url: absolute(encUrl, feedUrl) as string, type: attr(enc, 'type'), length: Number(attr(enc, 'length') ?? attr(enc, 'fileSize')) || null }
          : null,
        published: date(item.pubDate) ?? date(item['dc:date']),
        duration: parseDuration(text(item['itunes:duration'])),
        episode: int(item['itunes:episode']),
        season: int(item['itunes:season']),
        image: attr(item['itunes:image'], 'href'),
        description: text(item['itunes:summary']) ?? text(item.description),
        author: text(item['itunes:author']) ?? text(item.author) ?? text(item['dc:creator']),
      };
    });
    return {
      url: feedUrl,
      title: text(channel.title) ?? 'Podcast',
      author: text(channel['itunes:author']) ?? text(channel.managingEditor),
      image: channelImage,
      description: text(channel.description) ?? text(channel['itunes:summary']),
      episodes,
    };
  }
  const feed = doc.feed as Node | undefined;
  if (feed) {
    const entries = (feed.entry ?? []) as Node[];
    const linkOf = (links: unknown, rel: string) =>
      ((links as Node[] | undefined) ?? []).find((l) => (attr(l, 'rel') ?? 'alternate') === rel) ?? null;
    return {
      url: feedUrl,
      title: text(feed.title) ?? 'Podcast',
      author: text((feed.author as Node | undefined)?.name),
      image: text(feed.logo) ?? text(feed.icon),
      description: text(feed.subtitle),
      episodes: entries.map((e): FeedEpisode => {
        const enc = linkOf(e.link, 'enclosure');
        const alt = linkOf(e.link, 'alternate');
        const encUrl = enc ? absolute(attr(enc, 'href') ?? '', feedUrl) : null;
        return {
          title: text(e.title) ?? '',
          guid: text(e.id),
          link: alt ? absolute(attr(alt, 'href') ?? '', feedUrl) : null,
          enclosure: encUrl ? { url: encUrl, type: attr(enc, 'type'), length: Number(attr(enc, 'length')) || null } : null,
          published: date(e.published) ?? date(e.updated),
          duration: parseDuration(text(e['itunes:duration'])),
          episode: int(e['itunes:episode']),
          season: int(e['itunes:season']),
          image: attr(e['itunes:image'], 'href'),
          description: text(e.summary) ?? text(e.content),
          author: text((e.author as Node | undefined)?.name),
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

/** RawInfo for one episode of a feed (the newest when `pick` is not given), with the recent episodes listed. */
export function infoFromFeed(feed: Feed, webpageUrl: string, pick?: (e: FeedEpisode) => boolean, extractor = 'rss'): RawInfo | null {
  const playable = feed.episodes.filter((e) => e.enclosure);
  if (!playable.length) return null;
  const sorted = playable.every((e) => e.published)
    ? [...playable].sort((a, b) => Date.parse(b.published as string) - Date.parse(a.published as string))
    : playable;
  const episode = (pick ? sorted.find(pick) : sorted[0]) ?? null;
  if (!episode || !episode.enclosure) return null;
  const episodes: EpisodeRef[] = sorted.slice(0, 50).map((e) => ({ title: e.title || 'Untitled', url: e.link ?? (e.enclosure as { url: string }).url, published: e.published }));
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
    episodes: pick ? undefined : episodes,
    extractor,
  };
}
