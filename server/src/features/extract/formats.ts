/**
 * RawFormat[] → the spec's Format list: DRM, storyboard, image-only and unplayable-protocol formats dropped;
 * video-only streams paired with the best audio and offered as a server merge; files that play as they are
 * offered as signed proxy links; best first; one entry per label.
 */
import { AAC_KBPS, DEFAULT_MP3_KBPS, MP3_BITRATES, START_MERGE_PATH, conversionLabel, type AudioTrack, type ConversionTarget, type Format } from '@dl/contract';
import type { RawFormat, RawInfo } from '../../shared/extraction';
import { isAac } from '../../shared/container';
import { audioTrackGroups, isAudioOnly, trackRank, type AudioTrackGroup } from '../../shared/audioTracks';
import { mediaFilename, qualityOf } from '../../shared/mediaFilename';

export interface LinkSigner {
  sign(route: '/api/proxied_download' | '/api/tiktok_proxy' | '/api/subtitles', source: { url: string; filename: string; headers?: Record<string, string>; cookies?: string | null }): string;
}

export interface BuildContext {
  extractionId: string;
  platform: string;
  links: LinkSigner;
  /** The platform whose operator cookies the links' downloads carry (StoredExtraction.cookies). */
  cookies?: string | null;
}


const IMAGE_EXTS = /^(jpe?g|png|gif|webp|avif|bmp|svg|mhtml)$/;
const STREAMING = /^(m3u8|m3u8_native|http_dash_segments|dash)$/;
const DIRECT = /^(https?|)$/;

interface Classified {
  f: RawFormat;
  hasVideo: boolean;
  hasAudio: boolean;
  streaming: boolean;
  /** The format's place in the source's list: the engine lists formats from worst to best (issue #29). */
  order: number;
}

function isStoryboard(f: RawFormat): boolean {
  return /^sb\d*$/i.test(f.format_id) || f.ext === 'mhtml' || /storyboard/i.test(f.format_note ?? '');
}

const WATERMARKED = /watermark/i;

function classify(all: RawFormat[]): Classified[] {
  // Offer clean files only, when the source has both (TikTok's download address is watermarked).
  const hasClean = all.some((f) => !WATERMARKED.test(f.format_note ?? '') && !WATERMARKED.test(f.format_id));
  const usable = all.filter((f) => !hasClean || (!WATERMARKED.test(f.format_note ?? '') && !WATERMARKED.test(f.format_id))).filter((f) => !f.has_drm && !isStoryboard(f) && !IMAGE_EXTS.test(f.ext) && (STREAMING.test(f.protocol) || DIRECT.test(f.protocol)));
  const audioManifests = new Set(usable.filter((f) => f.vcodec === 'none' && f.manifest_url).map((f) => f.manifest_url));
  const out: Classified[] = [];
  const order = new Map(all.map((f, i) => [f, i]));
  for (const f of usable) {
    const hasVideo = !isAudioOnly(f);
    let hasAudio: boolean;
    if (f.acodec === 'none') hasAudio = false;
    else if (f.acodec) hasAudio = true;
    // An HLS/DASH video variant whose manifest also lists separate audio renditions carries no audio itself.
    else hasAudio = !(hasVideo && STREAMING.test(f.protocol) && f.manifest_url && audioManifests.has(f.manifest_url));
    if (!hasVideo && !hasAudio) continue; // image-only
    out.push({ f, hasVideo, hasAudio, streaming: STREAMING.test(f.protocol), order: order.get(f) ?? 0 });
  }
  return out;
}

function extFamily(ext: string): 'mp4' | 'webm' | 'other' {
  if (/^(mp4|m4a|m4v|aac|mov|3gp)$/.test(ext)) return 'mp4';
  if (/^(webm|weba|opus|ogg|oga|mka)$/.test(ext)) return 'webm';
  return 'other';
}

function codecScore(vcodec: string | null | undefined): number {
  if (!vcodec) return 1;
  if (/^(avc|h264)/i.test(vcodec)) return 2;
  if (/^(vp0?9|vp8)/i.test(vcodec)) return 1;
  return 0; // av01, hevc: least widely playable
}

function bitrate(f: RawFormat): number {
  return f.tbr ?? ((f.vbr ?? 0) + (f.abr ?? 0) || 0);
}

function pickAudio(video: Classified, audios: Classified[]): Classified | null {
  if (!audios.length) return null;
  const family = extFamily(video.f.ext);
  const score = (a: Classified) =>
    (video.f.manifest_url && a.f.manifest_url === video.f.manifest_url ? 8 : 0) +
    (extFamily(a.f.ext) === family ? 4 : 0) +
    (a.streaming === video.streaming ? 2 : 0);
  // The original (or default) track, never a dub by accident; then what plays best with the video; then the bitrate;
  // then the engine's ranking (it lists a DEFAULT=YES track after the others).
  return [...audios].sort((a, b) => trackRank(b.f) - trackRank(a.f) || score(b) - score(a) || (b.f.abr ?? b.f.tbr ?? 0) - (a.f.abr ?? a.f.tbr ?? 0) || b.order - a.order)[0];
}

function sizeOf(f: RawFormat, duration: number | null): number | null {
  if (f.filesize) return Math.round(f.filesize);
  if (f.filesize_approx) return Math.round(f.filesize_approx);
  const kbps = f.tbr ?? ((f.vbr ?? 0) + (f.abr ?? 0) || null);
  return kbps && duration ? Math.round((kbps * 1000 * duration) / 8) : null;
}

function resolutionOf(f: RawFormat): string | null {
  if (f.width && f.height) return `${f.width}x${f.height}`;
  if (f.height) return `${f.height}p`;
  return null;
}

function videoLabel(f: RawFormat, ext: string): string {
  const q = qualityOf(f);
  return q ? `${q}p ${ext.toUpperCase()}` : `Video ${ext.toUpperCase()}`;
}

function audioExt(f: RawFormat): string {
  return f.ext === 'mp4' ? 'm4a' : f.ext;
}

function audioLabel(f: RawFormat): string {
  const kbps = f.abr ?? f.tbr;
  const ext = audioExt(f).toUpperCase();
  return kbps ? `Audio ${Math.round(kbps)} kbps ${ext}` : `Audio ${ext}`;
}

function mergeUrl(id: string, video: string | null, audio: string | null): string {
  const q = new URLSearchParams({ task_id: id });
  if (video) q.set('video_format_id', video);
  if (audio) q.set('audio_format_id', audio);
  return `${START_MERGE_PATH}?${q.toString()}`;
}

interface Candidate {
  format: Format;
  height: number;
  direct: boolean;
  codec: number;
  rate: number;
  audioPref: number;
  /** An audio format's trackRank and place in the engine's list. */
  track: number;
  order: number;
}

/** A result's formats and, when the source has several audio tracks, the tracks with the formats each one gives. */
export interface BuiltFormats {
  formats: Format[];
  audioTracks?: AudioTrack[];
}

/**
 * The formats of an extraction. With several audio tracks (issue #29) the result's own list pairs every video with the
 * source's own track and offers that track's audio; each other track gets a list of its own (its merged videos, its
 * audio files, its conversions), named for the track.
 */
export function buildFormats(info: RawInfo, ctx: BuildContext): BuiltFormats {
  const classified = classify(info.formats);
  const audios = classified.filter((c) => !c.hasVideo);
  const videos = classified.filter((c) => c.hasVideo);
  const orders = new Map(classified.map((c) => [c.f, c.order]));
  const groups = audioTrackGroups(audios.map((c) => c.f), (f) => orders.get(f) ?? 0);
  if (groups.length < 2) return { formats: formatsWith(videos, audios, info, ctx) };
  const of = (g: AudioTrackGroup) => audios.filter((c) => g.formats.includes(c.f));
  const [own, ...others] = groups;
  const best = (g: AudioTrackGroup) => [...of(g)].sort((a, b) => (b.f.abr ?? b.f.tbr ?? 0) - (a.f.abr ?? a.f.tbr ?? 0) || b.order - a.order)[0].f;
  const track = (g: AudioTrackGroup, formats?: Format[]): AudioTrack => ({
    id: g.facts.id,
    language: g.facts.language,
    name: trackName(best(g)),
    original: g.facts.original,
    kind: g.facts.kind,
    channels: g.facts.channels,
    codec: best(g).acodec ?? null,
    abr: best(g).abr ?? best(g).tbr ?? null,
    ...(formats ? { formats } : {}),
  });
  return {
    formats: formatsWith(videos, of(own), info, ctx),
    // A video that carries its own audio carries the source's own track: another track's list has merges only.
    audioTracks: [track(own), ...others.map((g) => track(g, formatsWith(videos.filter((c) => !c.hasAudio), of(g), info, ctx)))],
  };
}

/** The source's own name of a track: an HLS rendition's NAME, a note without the engine's quality words. */
function trackName(f: RawFormat): string | null {
  const note = (f.format_note ?? '').replace(/,?\s*\b(low|medium|high|ultralow|DASH audio|tiny)\b/gi, '').trim();
  return note || null;
}

/** A format with the track tag of the audio it carries, if that audio has one. */
const tagged = (format: Format, audio: RawFormat | null): Format => (audio?.track_tag ? { ...format, track_tag: audio.track_tag } : format);

/** The proxy route a platform's files are signed for. */
const proxyRoute = (ctx: BuildContext) => (ctx.platform === 'TikTok' ? '/api/tiktok_proxy' : '/api/proxied_download');

/** An audio-only format, as a candidate for the list. */
function audioCandidate(c: Classified, info: RawInfo, ctx: BuildContext): Candidate {
  const f = c.f;
  const ext = audioExt(f);
  const kbps = f.abr ?? f.tbr ?? null;
  return {
    format: tagged({
      url: c.streaming
        ? mergeUrl(ctx.extractionId, null, f.format_id)
        : ctx.links.sign(proxyRoute(ctx), { url: f.url, filename: mediaFilename({ platform: ctx.platform, title: info.title }, null, f, ext, f.track_tag), headers: f.http_headers, cookies: ctx.cookies }),
      label: audioLabel(f),
      ext,
      resolution: null,
      is_audio_only: true,
      has_audio: true,
      tbr: f.tbr ?? f.abr ?? null,
      abr: f.abr ?? f.tbr ?? null,
      vbr: null,
      filesize: sizeOf(f, info.duration),
    }, f),
    height: -1,
    direct: !c.streaming,
    codec: 0,
    rate: kbps ?? 0,
    audioPref: /^(m4a|mp3|aac)$/.test(ext) ? 1 : 0,
    track: trackRank(f),
    order: c.order,
  };
}

/** A video format (merged with the best of `audios` when it has no audio of its own), as a candidate for the list. */
function videoCandidate(c: Classified, audios: Classified[], info: RawInfo, ctx: BuildContext): Candidate {
  const f = c.f;
  const audio = c.hasAudio ? null : pickAudio(c, audios);
  const needsServer = c.streaming || audio !== null;
  const ext = audio ? (extFamily(f.ext) === 'webm' && extFamily(audio.f.ext) === 'webm' ? 'webm' : 'mp4') : f.ext === 'm3u8' ? 'mp4' : f.ext;
  const quality = qualityOf(f);
  const vSize = sizeOf(f, info.duration);
  const aSize = audio ? sizeOf(audio.f, info.duration) : null;
  const tbr = audio ? (bitrate(f) + bitrate(audio.f) || null) : f.tbr ?? null;
  return {
    format: tagged({
      url: needsServer
        ? mergeUrl(ctx.extractionId, f.format_id, audio?.f.format_id ?? null)
        : ctx.links.sign(proxyRoute(ctx), { url: f.url, filename: mediaFilename({ platform: ctx.platform, title: info.title }, f, null, ext), headers: f.http_headers, cookies: ctx.cookies }),
      label: videoLabel(f, ext),
      ext,
      resolution: resolutionOf(f),
      is_audio_only: false,
      has_audio: c.hasAudio || audio !== null,
      tbr,
      abr: audio ? audio.f.abr ?? audio.f.tbr ?? null : f.abr ?? null,
      vbr: f.vbr ?? (audio ? f.tbr ?? null : null),
      filesize: vSize !== null && (aSize !== null || !audio) ? vSize + (aSize ?? 0) : vSize,
    }, audio?.f ?? null),
    height: quality ?? 0,
    direct: !needsServer,
    codec: codecScore(f.vcodec),
    rate: tbr ?? 0,
    audioPref: 0,
    track: 0,
    order: c.order,
  };
}

/** The list's order: videos before audio; videos by height, with audio, files before streams, codec, bitrate. */
function byPreference(a: Candidate, b: Candidate): number {
  const av = a.height >= 0 ? 1 : 0;
  const bv = b.height >= 0 ? 1 : 0;
  if (av !== bv) return bv - av; // video before audio
  // Audio: the original track first (one entry per label keeps it), then files before streams, then quality.
  if (!av) return b.track - a.track || Number(b.direct) - Number(a.direct) || b.rate - a.rate || b.audioPref - a.audioPref || b.order - a.order;
  return (
    b.height - a.height ||
    Number(b.format.has_audio) - Number(a.format.has_audio) ||
    Number(b.direct) - Number(a.direct) ||
    b.codec - a.codec ||
    b.rate - a.rate
  );
}

/** The list of formats made of these videos and these audio formats (one track's, or every audio of a single-track source). */
function formatsWith(videoFormats: Classified[], audios: Classified[], info: RawInfo, ctx: BuildContext): Format[] {
  const candidates = [...videoFormats, ...audios].map((c) => (c.hasVideo ? videoCandidate(c, audios, info, ctx) : audioCandidate(c, info, ctx)));
  candidates.sort(byPreference);

  const seenLabels = new Set<string>();
  const seenUrls = new Set<string>();
  const out: Format[] = [];
  for (const c of candidates) {
    const key = `${c.format.label}|${c.format.has_audio}`;
    if (seenLabels.has(key) || seenUrls.has(c.format.url)) continue;
    seenLabels.add(key);
    seenUrls.add(c.format.url);
    out.push(c.format);
  }
  return withConversions(out, [...videoFormats, ...audios], info, ctx);
}

/**
 * The source of a result's audio conversions: its best audio-only stream (the original track, then the highest
 * bitrate, a direct file before a stream at the same rate, then the engine's ranking), else the smallest video that carries audio (ffmpeg takes only its audio); none without audio.
 */
function conversionSource(classified: Classified[]): RawFormat | null {
  const audios = classified.filter((c) => !c.hasVideo);
  if (audios.length) {
    return [...audios].sort((a, b) => trackRank(b.f) - trackRank(a.f) || (b.f.abr ?? b.f.tbr ?? 0) - (a.f.abr ?? a.f.tbr ?? 0) || Number(a.streaming) - Number(b.streaming) || b.order - a.order)[0].f;
  }
  const muxed = classified.filter((c) => c.hasVideo && c.hasAudio);
  return muxed.length ? [...muxed].sort((a, b) => (qualityOf(a.f) ?? 0) - (qualityOf(b.f) ?? 0) || bitrate(a.f) - bitrate(b.f))[0].f : null;
}

/**
 * An MP3's or an encoded AAC's size from its bitrate; an AAC copied from an audio-only source is that source's size
 * (from a file with video, the audio's share is not known); WAV and FLAC are not known ahead.
 */
function convertedSize(to: ConversionTarget, kbps: number | null, source: RawFormat, duration: number | null): number | null {
  const fromBitrate = (k: number) => (duration ? Math.round((k * 1000 * duration) / 8) : null);
  if (to === 'mp3') return kbps ? fromBitrate(kbps) : null;
  if (to !== 'aac' && to !== 'm4a') return null;
  if (!isAac(source)) return fromBitrate(AAC_KBPS);
  return !source.vcodec || source.vcodec === 'none' ? sizeOf(source, duration) : null;
}

/**
 * Issue #23: every result with audio offers conversions made on the server through the merge pipeline: MP3 at the
 * default 192 kbps first among the audio formats, then the source's own audio formats, then (behind "More audio
 * formats") MP3 at 320 and 128 kbps, WAV, FLAC, AAC and M4A. A source that already has an MP3 file offers that
 * file first instead of MP3 conversions.
 */
function withConversions(formats: Format[], classified: Classified[], info: RawInfo, ctx: BuildContext): Format[] {
  const source = conversionSource(classified);
  if (!source) return formats;
  const make = (to: ConversionTarget, kbps: number | null, more: boolean): Format => {
    const q = new URLSearchParams({ convert: to });
    if (kbps) q.set('bitrate', String(kbps));
    return {
      url: `${mergeUrl(ctx.extractionId, null, source.format_id)}&${q.toString()}`,
      label: conversionLabel(to, kbps),
      ext: to,
      resolution: null,
      is_audio_only: true,
      has_audio: true,
      tbr: kbps,
      abr: kbps,
      vbr: null,
      filesize: convertedSize(to, kbps, source, info.duration),
      conversion: { to, bitrate_kbps: kbps, more },
      ...(source.track_tag ? { track_tag: source.track_tag } : {}),
    };
  };
  const others = (['wav', 'flac', 'aac', 'm4a'] as const).map((to) => make(to, null, true));
  const video = formats.filter((f) => !f.is_audio_only);
  const audio = formats.filter((f) => f.is_audio_only);
  // An MP3 source (most podcasts) is offered as it is, first: encoding it again would add bytes and lose quality.
  const mp3Files = audio.filter((f) => f.ext === 'mp3');
  if (mp3Files.length) return [...video, ...mp3Files, ...audio.filter((f) => f.ext !== 'mp3'), ...others];
  const otherMp3 = MP3_BITRATES.filter((k) => k !== DEFAULT_MP3_KBPS).sort((a, b) => b - a).map((k) => make('mp3', k, true));
  return [...video, make('mp3', DEFAULT_MP3_KBPS, false), ...audio, ...otherMp3, ...others];
}
