/**
 * The glossary of /terms-glossary, from its English-only catalog (`copy/en.po`: `ct.long.glossary.<id>.term` and
 * `.definition`), in order. `see` lists related terms by their names.
 */
import { longForm } from '../../../ui/longForm';
import { messages } from './en';

export interface GlossaryTerm {
  term: string;
  definition: string;
  see?: string[];
}

/** The terms by their ids, each with the ids of related terms. */
const OUTLINES: readonly { id: string; see?: string[] }[] = [
  { id: 'aac', see: ['m4a', 'codec'] },
  { id: 'adaptive-streaming', see: ['dash', 'hls'] },
  { id: 'aspect-ratio' },
  { id: 'av1', see: ['vp9', 'h-264'] },
  { id: 'bitrate', see: ['kbps'] },
  { id: 'cdn' },
  { id: 'codec', see: ['container'] },
  { id: 'container', see: ['codec', 'remux'] },
  { id: 'dash', see: ['hls', 'manifest', 'merge'] },
  { id: 'drm' },
  { id: 'enclosure', see: ['rss', 'podcast-feed'] },
  { id: 'ffmpeg', see: ['merge'] },
  { id: 'frame-rate' },
  { id: 'geo-blocking' },
  { id: 'h-264', see: ['mp4', 'vp9', 'av1'] },
  { id: 'hls', see: ['dash', 'manifest', 'segment'] },
  { id: 'kbps', see: ['bitrate'] },
  { id: 'lossless', see: ['lossy'] },
  { id: 'lossy', see: ['lossless'] },
  { id: 'm4a', see: ['aac', 'mp4'] },
  { id: 'manifest', see: ['dash', 'hls', 'segment'] },
  { id: 'merge', see: ['remux', 'ffmpeg'] },
  { id: 'metadata' },
  { id: 'mp3', see: ['aac', 'opus'] },
  { id: 'mp4', see: ['container', 'h-264'] },
  { id: 'opus', see: ['webm', 'aac'] },
  { id: 'podcast-feed', see: ['rss', 'enclosure'] },
  { id: 'progressive-download', see: ['adaptive-streaming'] },
  { id: 'proxy' },
  { id: 'remux', see: ['merge', 'transcode'] },
  { id: 'resolution' },
  { id: 'retention-period' },
  { id: 'rss', see: ['podcast-feed'] },
  { id: 'sample-rate' },
  { id: 'segment', see: ['manifest', 'hls'] },
  { id: 'short-link' },
  { id: 'thumbnail' },
  { id: 'transcode', see: ['remux'] },
  { id: 'user-agent' },
  { id: 'vp9', see: ['webm', 'av1', 'h-264'] },
  { id: 'watermark' },
  { id: 'webm', see: ['vp9', 'opus', 'mp4'] },
];

const { text } = longForm(messages);
const termOf = (id: string) => text(`ct.long.glossary.${id}.term`);

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = OUTLINES.map(({ id, see }) => ({
  term: termOf(id),
  definition: text(`ct.long.glossary.${id}.definition`),
  ...(see ? { see: see.map(termOf) } : {}),
}));
