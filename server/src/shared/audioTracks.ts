/**
 * A source's audio tracks (issue #29): which audio-only formats are one track (a language, a mix, a role), which
 * track is the source's own (the original, else the one the publisher marks default), and the facts a visitor
 * chooses by. Read by the extraction (to pair videos and list the tracks) and by merges (to name a file's language),
 * so both agree on what a track is.
 */
import langs from 'langs';
import { channelLayout } from '@dl/contract';
import type { RawFormat } from './extraction';

const AUDIO_EXTS = /^(mp3|m4a|aac|ogg|oga|opus|wav|flac|weba|mka)$/;

/** A format without video: its video codec says so, or (codec unknown) its extension is an audio one. */
export function isAudioOnly(f: Pick<RawFormat, 'vcodec' | 'ext'>): boolean {
  return f.vcodec === 'none' || (!f.vcodec && AUDIO_EXTS.test(f.ext));
}

/** What a track is for: the programme itself, a dub, an audio description, a commentary. */
export type TrackKind = 'main' | 'dub' | 'description' | 'commentary';

export interface TrackFacts {
  /** The track's handle within its extraction: language, then a mix above stereo, then a role other than main. */
  id: string;
  /** A canonical BCP 47 tag (`en`, `pt-BR`), or null when the source gives none. */
  language: string | null;
  kind: TrackKind;
  /** The source says this is its original language (YouTube's mark, a name saying "original"). */
  original: boolean;
  /** The publisher marks this track default (HLS DEFAULT=YES, DASH role "main"). */
  isDefault: boolean;
  channels: number | null;
}

/** A language tag in its canonical form (`eng` → `en`, `pt-br` → `pt-BR`), or null when it is none. */
export function canonicalLanguage(tag: string | null | undefined): string | null {
  if (!tag || /^(und|mul|zxx|mis|none)$/i.test(tag)) return null;
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * A language tag as MP4, Matroska and ID3 take it: ISO 639-2/T (`es` → `spa`, `de` → `deu`); null when it has none.
 * The table is the `langs` package's (ISO 639-1/2/3 with their names), a well-kept copy of the standard's lists.
 */
export function iso6392(tag: string | null | undefined): string | null {
  const primary = canonicalLanguage(tag)?.split('-')[0].toLowerCase();
  if (!primary) return null;
  if (/^[a-z]{3}$/.test(primary)) return primary;
  return langs.where('1', primary)?.['2T'] ?? null;
}

function kindOf(f: RawFormat): TrackKind {
  const role = (f.track_role ?? '').toLowerCase();
  const note = (f.format_note ?? '').toLowerCase();
  if (role === 'description' || /descri/.test(note)) return 'description';
  if (role === 'commentary' || /commentary/.test(note)) return 'commentary';
  if (role === 'dub' || /\bdub/.test(note)) return 'dub';
  return 'main';
}

export function trackFacts(f: RawFormat): TrackFacts {
  const language = canonicalLanguage(f.language);
  const kind = kindOf(f);
  const note = (f.format_note ?? '').toLowerCase();
  const channels = f.audio_channels ?? null;
  const original = kind === 'main' && (/\boriginal\b/.test(note) || (f.language_preference ?? 0) >= 10);
  const isDefault = f.track_default === true || /\bdefault\b/.test(note) || (f.track_role ?? '').toLowerCase() === 'main';
  const id = [language ?? 'und', channels && channels > 2 ? `${channels}ch` : '', kind === 'main' ? '' : kind].filter(Boolean).join('.');
  return { id, language, kind, original, isDefault, channels };
}

/**
 * How much an audio track is the source's own: its original track first, then one marked default, then the rest; a
 * dub below those, a described or commentary track last. Among tracks of equal rank the engine's order decides: it
 * lists a manifest's DEFAULT=YES track after the others.
 */
export function trackRank(f: RawFormat): number {
  const t = trackFacts(f);
  if (t.kind === 'description' || t.kind === 'commentary') return -2;
  if (t.kind === 'dub') return -1;
  if (t.original) return 2;
  return t.isDefault ? 1 : 0;
}

/** A mix above stereo plays in fewer places (a browser, a phone): a source's own track is its stereo one when it has both. */
const playsEverywhere = (f: RawFormat) => ((f.audio_channels ?? 2) <= 2 ? 1 : 0);

export interface AudioTrackGroup {
  facts: TrackFacts;
  /** The track's audio-only formats, in the order given. */
  formats: RawFormat[];
  /** The track's best rank among its formats. */
  rank: number;
}

/**
 * The audio-only formats grouped by track, the source's own track first: the original, else the default, stereo
 * before a multichannel mix of the same standing; then the others: dubs, then descriptions and commentaries last, the
 * own track's language first. `order` gives a
 * format's place in the engine's list (worst first), the last word between equals.
 */
export function audioTrackGroups(audios: RawFormat[], order: (f: RawFormat) => number): AudioTrackGroup[] {
  const groups = new Map<string, AudioTrackGroup>();
  for (const f of audios) {
    const facts = trackFacts(f);
    const group = groups.get(facts.id);
    if (!group) groups.set(facts.id, { facts, formats: [f], rank: trackRank(f) });
    else {
      group.formats.push(f);
      group.rank = Math.max(group.rank, trackRank(f));
      group.facts = { ...group.facts, original: group.facts.original || facts.original, isDefault: group.facts.isDefault || facts.isDefault };
    }
  }
  const last = (g: AudioTrackGroup) => Math.max(...g.formats.map(order));
  const everywhere = (g: AudioTrackGroup) => Math.max(...g.formats.map(playsEverywhere));
  const [own, ...others] = [...groups.values()].sort((a, b) => b.rank - a.rank || everywhere(b) - everywhere(a) || last(b) - last(a));
  if (!own) return [];
  // After the source's own track: its other mixes (the same language), then the other languages.
  const sameLanguage = (g: AudioTrackGroup) => (g.facts.language === own.facts.language ? 1 : 0);
  return [own, ...others.sort((a, b) => b.rank - a.rank || sameLanguage(b) - sameLanguage(a) || everywhere(b) - everywhere(a) || last(b) - last(a))];
}

/**
 * What a file's name adds for a track that is not the source's own: its language when it differs, its mix when the
 * own track's differs, its role when it is a description or a commentary (`es`, `en-5.1`, `en-description`).
 */
export function trackTag(track: TrackFacts, own: TrackFacts): string {
  const multi = (t: TrackFacts) => (t.channels ?? 2) > 2;
  const parts = [
    track.language && track.language !== own.language ? track.language : '',
    multi(track) !== multi(own) ? channelLayout(track.channels) ?? '' : '',
    // A dub's language says enough; a description or a commentary says what it is.
    track.kind === 'main' || track.kind === 'dub' ? '' : track.kind,
  ].filter(Boolean);
  return parts.length ? parts.join('-') : track.id;
}

/**
 * The formats with each audio-only format of a track other than the source's own tagged (`track_tag`), so that every
 * name made later (a signed link's, a merge's) says which track it carries. A source with one track is unchanged.
 */
export function withTrackTags(formats: RawFormat[]): RawFormat[] {
  const index = new Map(formats.map((f, i) => [f, i]));
  const [own, ...others] = audioTrackGroups(formats.filter((f) => isAudioOnly(f) && !f.has_drm), (f) => index.get(f) ?? 0);
  if (!own || !others.length) return formats;
  const tags = new Map<RawFormat, string>();
  for (const g of others) for (const f of g.formats) tags.set(f, trackTag(g.facts, own.facts));
  return formats.map((f) => (tags.has(f) ? { ...f, track_tag: tags.get(f) } : f));
}
