/**
 * What the engine leaves out about a manifest's audio tracks (issue #29), read from the manifest itself: an HLS
 * master's EXT-X-MEDIA (DEFAULT, CHANNELS, CHARACTERISTICS, and the audio codec its variants name for the group) and
 * a DASH manifest's adaptation sets (Role, Accessibility, AudioChannelConfiguration, lang, codecs). The engine's own
 * facts win where it gives them; a manifest that cannot be read changes nothing.
 */
import { parse as parseHls } from 'hls-parser';
import { XMLParser } from 'fast-xml-parser';
import type { RawFormat } from '../../shared/extraction';
import type { GuardedFetcher } from '../fetch';

/** What a manifest says of one audio rendition. */
export interface ManifestAudio {
  language: string | null;
  channels: number | null;
  codec: string | null;
  role: string | null;
  isDefault: boolean;
}

const MAX_MANIFESTS = 3;
const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;
const AUDIO_CODEC = /^(mp4a|ac-3|ec-3|ac-4|opus|flac|mp3|alac|dtsc|dtse|dtsh|dtsl|vorbis)/i;

const isHls = (f: RawFormat) => /^m3u8/.test(f.protocol);
const isDash = (f: RawFormat) => /dash/.test(f.protocol);

/** The HLS renditions of a master playlist by their absolute URI. */
export function hlsAudio(text: string, manifestUrl: string): Map<string, ManifestAudio> {
  const out = new Map<string, ManifestAudio>();
  const playlist = parseHls(text);
  if (!playlist.isMasterPlaylist) return out;
  // The audio codec of a group: the one audio codec its variants name (CODECS="avc1.64001f,ec-3").
  const codecs = new Map<string, Set<string>>();
  for (const v of playlist.variants) {
    const audio = (v.codecs ?? '').split(',').map((c) => c.trim()).filter((c) => AUDIO_CODEC.test(c));
    for (const r of v.audio) for (const c of audio) (codecs.get(r.groupId) ?? codecs.set(r.groupId, new Set()).get(r.groupId)!).add(c);
  }
  for (const v of playlist.variants) {
    for (const r of v.audio) {
      if (!r.uri) continue;
      const groupCodecs = [...(codecs.get(r.groupId) ?? [])];
      const channels = r.channels ? Number.parseInt(String(r.channels), 10) : NaN;
      out.set(new URL(r.uri, manifestUrl).toString(), {
        language: r.language ?? null,
        channels: Number.isFinite(channels) && channels > 0 ? channels : null,
        codec: groupCodecs.length === 1 ? groupCodecs[0] : null,
        role: /describes-video/.test(r.characteristics ?? '') ? 'description' : null,
        isDefault: r.isDefault === true,
      });
    }
  }
  return out;
}

/** CICP ChannelConfiguration (ISO/IEC 23091-3) → channels, for the indexes in use. */
const CICP_CHANNELS: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 8, 9: 3, 10: 4, 11: 7, 12: 8, 13: 24, 14: 8, 15: 12, 16: 10, 17: 12, 18: 14, 19: 12, 20: 14 };

type XmlNode = Record<string, unknown>;
const list = (v: unknown): XmlNode[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]) as XmlNode[];
const attr = (n: XmlNode | undefined, name: string): string | null => {
  const v = n?.[`@_${name}`];
  return v === undefined || v === null || v === '' ? null : String(v);
};

function dashChannels(nodes: XmlNode[]): number | null {
  for (const n of nodes) {
    const scheme = attr(n, 'schemeIdUri') ?? '';
    const value = attr(n, 'value') ?? '';
    if (/23003:3:audio_channel_configuration/.test(scheme) && /^\d+$/.test(value)) return Number(value);
    if (/cicp:ChannelConfiguration/i.test(scheme) && /^\d+$/.test(value)) return CICP_CHANNELS[Number(value)] ?? null;
    // Dolby's: a hexadecimal mask of speaker positions, one bit each.
    if (/dolby/i.test(scheme) && /^[0-9a-f]+$/i.test(value)) return [...Number.parseInt(value, 16).toString(2)].filter((b) => b === '1').length || null;
  }
  return null;
}

function dashRole(set: XmlNode): string | null {
  const role = list(set.Role).find((r) => /urn:mpeg:dash:role:2011/.test(attr(r, 'schemeIdUri') ?? ''));
  // TV-Anytime's audio purpose 1: the visually impaired's description.
  const described = list(set.Accessibility).some((a) => /AudioPurposeCS/.test(attr(a, 'schemeIdUri') ?? '') && attr(a, 'value') === '1');
  return described ? 'description' : attr(role, 'value');
}

/** A DASH manifest's audio representations by their id. */
export function dashAudio(text: string): Map<string, ManifestAudio> {
  const out = new Map<string, ManifestAudio>();
  const doc = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true }).parse(text) as XmlNode;
  const mpd = doc.MPD as XmlNode | undefined;
  for (const period of list(mpd?.Period)) {
    for (const set of list(period.AdaptationSet)) {
      const reps = list(set.Representation);
      const audio = (n: XmlNode) => attr(n, 'contentType') === 'audio' || /^audio\//.test(attr(n, 'mimeType') ?? '');
      if (!audio(set) && !reps.some(audio)) continue;
      const role = dashRole(set);
      for (const rep of reps) {
        const id = attr(rep, 'id');
        if (!id || out.has(id)) continue;
        out.set(id, {
          language: attr(rep, 'lang') ?? attr(set, 'lang'),
          channels: dashChannels(list(rep.AudioChannelConfiguration)) ?? dashChannels(list(set.AudioChannelConfiguration)),
          codec: attr(rep, 'codecs') ?? attr(set, 'codecs'),
          role,
          isDefault: role === 'main',
        });
      }
    }
  }
  return out;
}

/** A DASH format's representation: the engine names it `<representation id>` or `<manifest id>-<representation id>`. */
function dashEntry(f: RawFormat, reps: Map<string, ManifestAudio>): ManifestAudio | undefined {
  if (reps.has(f.format_id)) return reps.get(f.format_id);
  for (const [id, a] of reps) if (f.format_id.endsWith(`-${id}`)) return a;
  return undefined;
}

/** The format with what its manifest adds; the engine's own facts first. */
function enrich(f: RawFormat, a: ManifestAudio | undefined): RawFormat {
  if (!a) return f;
  return {
    ...f,
    language: f.language ?? a.language,
    acodec: f.acodec && f.acodec !== 'none' ? f.acodec : a.codec ?? f.acodec,
    audio_channels: f.audio_channels ?? a.channels,
    track_role: f.track_role ?? a.role,
    track_default: f.track_default ?? a.isDefault,
  };
}

/**
 * The formats with their audio tracks' facts read from their manifests (at most three manifests, each fetched once,
 * through the guarded fetcher with the formats' own headers, and the operator's cookies for their hosts).
 */
export async function withManifestTracks(
  formats: RawFormat[],
  fetcher: GuardedFetcher,
  signal?: AbortSignal,
  cookies?: (url: URL) => string | undefined,
): Promise<RawFormat[]> {
  const audio = formats.filter((f) => f.vcodec === 'none' && f.manifest_url && (isHls(f) || isDash(f)));
  const manifests = [...new Set(audio.map((f) => f.manifest_url!))].slice(0, MAX_MANIFESTS);
  if (!manifests.length) return formats;
  const read = new Map<string, { hls: Map<string, ManifestAudio>; dash: Map<string, ManifestAudio> }>();
  await Promise.all(
    manifests.map(async (url) => {
      const headers = audio.find((f) => f.manifest_url === url)?.http_headers;
      try {
        const res = await fetcher.fetchText(url, { maxBytes: MAX_MANIFEST_BYTES, signal, headers, cookies });
        if (res.status !== 200) return;
        const dash = /<MPD[\s>]/.test(res.text);
        read.set(url, { hls: dash ? new Map() : hlsAudio(res.text, res.url), dash: dash ? dashAudio(res.text) : new Map() });
      } catch {
        // Unreadable: the engine's facts stand.
      }
    }),
  );
  return formats.map((f) => {
    const m = f.vcodec === 'none' && f.manifest_url ? read.get(f.manifest_url) : undefined;
    if (!m) return f;
    return enrich(f, isHls(f) ? m.hls.get(f.url) : dashEntry(f, m.dash));
  });
}
