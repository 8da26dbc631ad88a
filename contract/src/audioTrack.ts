/**
 * Audio tracks (issue #29): how a track is named to a visitor, and which formats a chosen track gives. Shared by the
 * downloader's "Audio track" choice, the server's file names and the tests.
 */
import type { AudioTrack, Format, VideoInfo } from './types';

/**
 * The words a track's name is made of. English here; a page in another language passes its own (the downloader's
 * catalog), so that "English (original) · stereo" reads "Inglés (original) · estéreo" on a Spanish page.
 */
export interface AudioTrackWords {
  original: string;
  description: string;
  commentary: string;
  dub: string;
  unknownLanguage: string;
  mono: string;
  stereo: string;
  /** A layout without a name: "3 channels". */
  channels: (count: number) => string;
}

export const AUDIO_TRACK_TEXT = {
  choice: 'Audio track',
  original: 'original',
  description: 'audio description',
  commentary: 'commentary',
  dub: 'dubbed',
  unknownLanguage: 'Unknown language',
  mono: 'mono',
  stereo: 'stereo',
  channels: (count: number) => `${count} channels`,
} as const satisfies AudioTrackWords & { choice: string };

/** A channel count as a layout's name: mono, stereo, 5.1, 7.1, else "N channels" (in `words`' language). */
function layoutName(channels: number | null | undefined, words: AudioTrackWords): string | null {
  if (!channels || channels < 1) return null;
  const names: Record<number, string> = { 1: words.mono, 2: words.stereo, 6: '5.1', 8: '7.1' };
  return names[channels] ?? words.channels(channels);
}

/** A channel count as a layout's name: mono, stereo, 5.1, 7.1, else "N channels". */
export function channelLayout(channels: number | null | undefined): string | null {
  return layoutName(channels, AUDIO_TRACK_TEXT);
}

/** An audio codec as people know it: AAC, AC-3, E-AC-3, Opus, …; the source's own name otherwise. */
export function codecName(codec: string | null | undefined): string | null {
  if (!codec || codec === 'none') return null;
  const c = codec.toLowerCase();
  if (/^(mp3|mp4a\.40\.34|mp4a\.6b)/.test(c)) return 'MP3';
  if (/^(mp4a|aac)/.test(c)) return 'AAC';
  if (/^ec-3|^eac3/.test(c)) return 'E-AC-3';
  if (/^ac-3|^ac3/.test(c)) return 'AC-3';
  if (/^ac-4/.test(c)) return 'AC-4';
  if (/^opus/.test(c)) return 'Opus';
  if (/^vorbis/.test(c)) return 'Vorbis';
  if (/^flac/.test(c)) return 'FLAC';
  return codec;
}

/** A language tag's name in the page's language ("Spanish", "Portuguese (Brazil)"), or the tag when Intl lacks it. */
export function languageName(tag: string | null, locale = 'en', words: AudioTrackWords = AUDIO_TRACK_TEXT): string {
  if (!tag) return words.unknownLanguage;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

/**
 * A track as the choice lists it: "English (original) · stereo · AAC · 128 kbps", "Spanish · 5.1 · E-AC-3 · 384 kbps",
 * "English (audio description) · AAC".
 */
export function audioTrackLabel(track: AudioTrack, locale = 'en', words: AudioTrackWords = AUDIO_TRACK_TEXT): string {
  const kbps = track.abr ? `${Math.round(track.abr)} kbps` : null;
  return [trackHead(track, locale, words), layoutName(track.channels, words), codecName(track.codec), kbps].filter(Boolean).join(' · ');
}

/** The language of a track and its marks: "English (original)", "German (dubbed)", "Spanish". */
function trackHead(track: AudioTrack, locale: string, words: AudioTrackWords): string {
  const marks = [track.original ? words.original : '', track.kind === 'main' ? '' : words[track.kind]].filter(Boolean);
  return `${languageName(track.language, locale, words)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

/** The formats a result offers with a chosen track: the track's own list, or the result's for its first track. */
export function formatsForTrack(info: Pick<VideoInfo, 'formats' | 'audio_tracks'>, trackId: string | null | undefined): Format[] {
  const track = trackId ? info.audio_tracks?.find((t) => t.id === trackId) : undefined;
  return track?.formats ?? info.formats;
}

/** A share link's parameter naming the chosen track (`?url=…&track=es`). */
export const AUDIO_TRACK_PARAM = 'track';

/** A track as a file's details and a history entry name it: "Spanish", "English (audio description)", "English, 5.1". */
export function audioTrackName(track: AudioTrack, locale = 'en', words: AudioTrackWords = AUDIO_TRACK_TEXT): string {
  const layout = (track.channels ?? 2) > 2 ? layoutName(track.channels, words) : null;
  return [trackHead(track, locale, words), layout].filter(Boolean).join(', ');
}

/**
 * The track a result shows at first: the one a share link names; else, for a user who asked for it, a track in the
 * profile's language when the source's original is in another; else the source's own (the first).
 */
export function initialTrackId(
  info: Pick<VideoInfo, 'audio_tracks'>,
  asked: string | null | undefined,
  profile?: { language: string; preferences: { audio_track_in_my_language?: boolean } } | null,
): string | null {
  const tracks = info.audio_tracks;
  if (!tracks?.length) return null;
  if (asked && tracks.some((t) => t.id === asked)) return asked;
  const primary = (tag: string | null) => (tag ?? '').split('-')[0].toLowerCase();
  const mine = profile?.preferences.audio_track_in_my_language ? primary(profile.language) : '';
  if (mine && primary(tracks[0].language) !== mine) {
    const match = tracks.find((t) => primary(t.language) === mine && (t.kind === 'main' || t.kind === 'dub') && (t.channels ?? 2) <= 2);
    if (match) return match.id;
  }
  return tracks[0].id;
}
