import { audioTrackLabel, audioTrackName, channelLayout, codecName, formatsForTrack, languageName } from './audioTrack';
import type { AudioTrack, Format } from './types';

const track = (extra: Partial<AudioTrack>): AudioTrack => ({ id: 'x', language: 'en', name: null, original: false, kind: 'main', channels: null, codec: null, abr: null, ...extra });

test('layouts, codecs and languages as people name them', () => {
  expect([1, 2, 6, 8, 3, null].map(channelLayout)).toEqual(['mono', 'stereo', '5.1', '7.1', '3 channels', null]);
  expect(['mp4a.40.2', 'ec-3', 'ac-3', 'opus', 'mp4a.40.34', 'none', 'dtsc'].map(codecName)).toEqual(['AAC', 'E-AC-3', 'AC-3', 'Opus', 'MP3', null, 'dtsc']);
  expect([languageName('es'), languageName('pt-BR'), languageName(null), languageName('es', 'fr')]).toEqual(['Spanish', 'Brazilian Portuguese', 'Unknown language', 'Espagnol']);
});

test('a track’s label in the choice and its name in details and history', () => {
  expect(audioTrackLabel(track({ original: true, channels: 2, codec: 'mp4a.40.2', abr: 128.4 }))).toBe('English (original) · stereo · AAC · 128 kbps');
  expect(audioTrackLabel(track({ language: null, kind: 'description' }))).toBe('Unknown language (audio description)');
  expect(audioTrackName(track({ language: 'de', kind: 'dub', channels: 2 }))).toBe('German (dubbed)');
  expect(audioTrackName(track({ channels: 6 }))).toBe('English, 5.1');
});

test('the formats of a chosen track, else the result’s own', () => {
  const own = [{ label: 'own' }] as Format[];
  const spanish = [{ label: 'es' }] as Format[];
  const info = { formats: own, audio_tracks: [track({ id: 'en' }), track({ id: 'es', formats: spanish })] };
  expect(formatsForTrack(info, 'es')).toBe(spanish);
  expect(formatsForTrack(info, 'en')).toBe(own);
  expect(formatsForTrack(info, 'fr')).toBe(own);
  expect(formatsForTrack({ formats: own }, null)).toBe(own);
});
