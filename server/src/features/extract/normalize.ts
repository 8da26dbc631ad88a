/** yt-dlp's `-J` JSON → RawInfo. Tolerates every optional field being absent, as older builds do. */
import { HttpError } from '../../infra/errors';
import { EXTRACT_MESSAGES } from './messages';
import type { EpisodeRef, RawFormat, RawInfo, RawSubtitle } from '../../shared/extraction';

/** The parts of yt-dlp's info dictionary we read. Everything is optional. */
export interface YtdlpJson {
  _type?: string;
  id?: string;
  title?: string;
  fulltitle?: string;
  url?: string;
  ext?: string;
  format_id?: string;
  protocol?: string;
  formats?: YtdlpFormat[] | null;
  entries?: (YtdlpJson | null)[] | null;
  webpage_url?: string;
  original_url?: string;
  extractor?: string;
  extractor_key?: string;
  uploader?: string | null;
  channel?: string | null;
  creator?: string | null;
  artist?: string | null;
  uploader_id?: string | null;
  description?: string | null;
  thumbnail?: string | null;
  thumbnails?: { url?: string; preference?: number; width?: number }[] | null;
  duration?: number | null;
  series?: string | null;
  episode?: string | null;
  episode_number?: number | null;
  season_number?: number | null;
  timestamp?: number | null;
  upload_date?: string | null;
  release_date?: string | null;
  media_type?: string | null;
  http_headers?: Record<string, string>;
  [key: string]: unknown;
}

/** A format as the engine's JSON has it: the stored format's fields, any of them missing, and more. */
export type YtdlpFormat = Partial<Omit<RawFormat, 'has_drm'>> & { has_drm?: boolean | null; [key: string]: unknown };

const PODCAST_EXTRACTORS = /podcast|castbox|playerfm|tunein|xiaoyuzhou|soundcloud:podcast|rss|spreaker|anchor|megaphone|simplecast|libsyn|omny|acast|buzzsprout/i;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const posNum = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n > 0 ? n : null;
};

function bestThumbnail(json: YtdlpJson): string | null {
  const direct = str(json.thumbnail);
  if (direct) return direct;
  const list = (json.thumbnails ?? []).filter((t) => str(t.url));
  if (!list.length) return null;
  const sorted = [...list].sort((a, b) => (b.preference ?? 0) - (a.preference ?? 0) || (b.width ?? 0) - (a.width ?? 0));
  return sorted[0].url ?? null;
}

function toRawFormat(f: YtdlpFormat, fallbackHeaders: Record<string, string> | undefined, index: number): RawFormat | null {
  const url = str(f.url);
  if (!url) return null;
  return {
    format_id: str(f.format_id) ?? String(index),
    url,
    manifest_url: str(f.manifest_url),
    manifest_stream_number: typeof f.manifest_stream_number === 'number' && Number.isInteger(f.manifest_stream_number) && f.manifest_stream_number >= 0 ? f.manifest_stream_number : null,
    protocol: str(f.protocol) ?? (url.startsWith('https:') ? 'https' : 'http'),
    ext: (str(f.ext) ?? 'mp4').toLowerCase(),
    vcodec: str(f.vcodec),
    acodec: str(f.acodec),
    width: posNum(f.width),
    height: posNum(f.height),
    fps: posNum(f.fps),
    tbr: posNum(f.tbr),
    abr: posNum(f.abr),
    vbr: posNum(f.vbr),
    filesize: posNum(f.filesize),
    filesize_approx: posNum(f.filesize_approx),
    format_note: str(f.format_note),
    language: str(f.language),
    language_preference: typeof f.language_preference === 'number' && Number.isFinite(f.language_preference) ? f.language_preference : null,
    audio_channels: posNum(f.audio_channels),
    has_drm: f.has_drm === true,
    http_headers: f.http_headers ?? fallbackHeaders,
  };
}

function published(json: YtdlpJson): string | null {
  if (typeof json.timestamp === 'number') return new Date(json.timestamp * 1000).toISOString();
  const d = str(json.upload_date) ?? str(json.release_date);
  if (d && /^\d{8}$/.test(d)) return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T00:00:00.000Z`;
  return null;
}

function isMedia(entry: YtdlpJson | null | undefined): entry is YtdlpJson {
  if (!entry || typeof entry !== 'object') return false;
  if (entry._type === 'url' || entry._type === 'url_transparent' || entry._type === 'playlist') return false;
  return (Array.isArray(entry.formats) && entry.formats.length > 0) || !!str(entry.url);
}

type SubtitleTracks = Record<string, { url?: string; ext?: string; name?: string }[] | null> | null | undefined;

/**
 * The subtitles a result offers, one file per language: every language a person subtitled, and of the automatic
 * captions only the original language's (YouTube lists machine translations into a hundred more). A WebVTT file is
 * taken before a SubRip one; other forms (YouTube's srv3 and json3, TTML, a live chat) are left out.
 */
function subtitlesOf(item: YtdlpJson): RawSubtitle[] {
  const out: RawSubtitle[] = [];
  const take = (tracks: SubtitleTracks, automatic: boolean, keep: (lang: string) => boolean) => {
    for (const [lang, files] of Object.entries(tracks ?? {})) {
      if (!keep(lang) || lang === 'live_chat' || !Array.isArray(files)) continue;
      const file = files.find((f) => f.ext === 'vtt' && str(f.url)) ?? files.find((f) => f.ext === 'srt' && str(f.url));
      if (!file) continue;
      out.push({ lang, name: str(file.name) ?? files.map((f) => str(f.name)).find(Boolean) ?? null, automatic, url: file.url as string, ext: file.ext as 'vtt' | 'srt', http_headers: item.http_headers });
    }
  };
  take(item.subtitles as SubtitleTracks, false, () => true);
  const auto = Object.keys((item.automatic_captions as SubtitleTracks) ?? {});
  const original = auto.filter((l) => l.endsWith('-orig'));
  take(item.automatic_captions as SubtitleTracks, true, (l) => (original.length ? original.includes(l) : auto.length === 1));
  return out;
}

/** The fragment of a list's link that picks one of its entries by position, for entries without a link of their own. */
const ITEM_FRAGMENT = /^#item=(\d{1,5})$/;

/** A playlist's entries (nulls dropped). */
const entriesOf = (json: YtdlpJson) => (json.entries ?? []).filter((e): e is YtdlpJson => !!e && typeof e === 'object');

/** The position (1-based) a link's `#item=N` names, or null. */
function pickedItem(requestedUrl: string): number | null {
  try {
    const m = ITEM_FRAGMENT.exec(new URL(requestedUrl).hash);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** Each entry's own link, or, when an entry has none or shares it with another, the list's link with `#item=N`. */
function itemLinks(entries: YtdlpJson[], requestedUrl: string): string[] {
  const own = entries.map((e) => str(e.webpage_url) ?? str(e.url));
  const listUrl = new URL(requestedUrl);
  listUrl.hash = '';
  return own.map((link, i) => (link && own.indexOf(link) === i && own.lastIndexOf(link) === i && link !== listUrl.toString() ? link : `${listUrl.toString()}#item=${i + 1}`));
}

const isList = (json: YtdlpJson) => json._type === 'playlist' || json._type === 'multi_video';

/**
 * The link of the entry the engine must extract again when a playlist came back flat (`--flat-playlist`: entries are
 * links, not media): the entry a `#item=N` names, else the first. Null when the answer needs no second run.
 */
export function entryToExtract(json: YtdlpJson, requestedUrl: string): string | null {
  if (!isList(json)) return null;
  const entries = entriesOf(json);
  const picked = pickedItem(requestedUrl);
  const entry = picked ? entries[picked - 1] : entries.find(isMedia) ?? entries.find((e) => str(e.url));
  const playable: boolean = isMedia(entry);
  if (!entry || playable) return null;
  return str(entry.url) ?? str(entry.webpage_url);
}

/**
 * Turns yt-dlp output into RawInfo. Throws the human 'no media' error when nothing downloadable is in it. A playlist
 * answers with one entry (the one `#item=N` names, else the first playable one; `resolved` is that entry extracted
 * on its own when the list came back flat) and, when no entry was named, every entry listed.
 */
export function normalizeYtdlp(json: YtdlpJson, requestedUrl: string, resolved?: YtdlpJson): RawInfo {
  let item: YtdlpJson = json;
  let episodes: EpisodeRef[] | undefined;
  let series: string | null = null;
  if (isList(json)) {
    const entries = entriesOf(json);
    const picked = pickedItem(requestedUrl);
    if (picked && !entries[picked - 1]) throw new HttpError(404, EXTRACT_MESSAGES.itemGone, 'extract.item_gone');
    const chosen = resolved ?? (picked ? entries[picked - 1] : entries.find(isMedia));
    if (!chosen || !isMedia(chosen)) throw new HttpError(422, EXTRACT_MESSAGES.noMedia, 'extract.no_media');
    item = chosen;
    series = str(json.title);
    if (!picked) {
      const links = itemLinks(entries, requestedUrl);
      episodes = entries
        .map((e, i) => ({ title: str(e.title) ?? str(e.episode) ?? '', url: links[i], published: published(e), duration: posNum(e.duration), thumbnail: bestThumbnail(e) }))
        .filter((e) => e.title && e.url);
    }
  }
  const headers = item.http_headers;
  const rawFormats = Array.isArray(item.formats) && item.formats.length
    ? item.formats
    : str(item.url)
      ? [{ url: item.url, ext: item.ext, format_id: item.format_id, protocol: item.protocol, vcodec: item.vcodec, acodec: item.acodec, width: item.width, height: item.height, tbr: item.tbr, abr: item.abr, filesize: item.filesize, filesize_approx: item.filesize_approx, http_headers: headers } as YtdlpFormat]
      : [];
  const formats = rawFormats.map((f, i) => toRawFormat(f, headers, i)).filter((f): f is RawFormat => f !== null);
  const extractor = str(item.extractor_key) ?? str(item.extractor) ?? str(json.extractor_key) ?? 'generic';
  const allAudio = formats.length > 0 && formats.every((f) => f.vcodec === 'none' || /^(mp3|m4a|aac|ogg|oga|opus|wav|flac|weba)$/.test(f.ext));
  const itemSeries = str(item.series) ?? series;
  return {
    webpage_url: str(item.webpage_url) ?? str(json.webpage_url) ?? requestedUrl,
    title: str(item.title) ?? str(item.fulltitle) ?? str(item.episode) ?? 'Untitled',
    uploader: str(item.uploader) ?? str(item.channel) ?? str(item.creator) ?? str(item.artist) ?? str(item.uploader_id),
    description: str(item.description),
    thumbnail: bestThumbnail(item) ?? bestThumbnail(json),
    duration: posNum(item.duration),
    is_podcast: PODCAST_EXTRACTORS.test(extractor) || (allAudio && (!!itemSeries || item.media_type === 'episode' || !!episodes)),
    series: itemSeries,
    episode_number: num(item.episode_number),
    season_number: num(item.season_number),
    formats,
    episodes,
    subtitles: subtitlesOf(item),
    extractor,
  };
}
