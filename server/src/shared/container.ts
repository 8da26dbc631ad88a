import { extensionOf, type ConversionTarget } from '@dl/contract';
import type { RawFormat } from './extraction';

/** Output containers of a merge: mp4 (fragmented, playable while written), webm, m4a, mp3, ogg. */
export type MergeContainer = 'mp4' | 'webm' | 'm4a' | 'mp3' | 'ogg';

/**
 * The container a merge of these streams produces (what ffmpeg writes, the file name's extension and its
 * Content-Type): the one rule that the merge itself and /api/preview both follow.
 */
export function containerFor(video: RawFormat | null, audio: RawFormat | null): { container: MergeContainer; ext: string; type: string } {
  const v = (video?.vcodec ?? '').toLowerCase();
  const a = (audio?.acodec ?? video?.acodec ?? '').toLowerCase();
  if (video) {
    const webm = /^(vp8|vp9|vp09|av01)/.test(v) && (!audio || /^(opus|vorbis)/.test(a)) && (video.ext === 'webm' || audio?.ext === 'webm');
    return webm ? { container: 'webm', ext: 'webm', type: 'video/webm' } : { container: 'mp4', ext: 'mp4', type: 'video/mp4' };
  }
  if (/^mp3/.test(a) || audio?.ext === 'mp3') return { container: 'mp3', ext: 'mp3', type: 'audio/mpeg' };
  if (/^(opus|vorbis)/.test(a)) return { container: 'webm', ext: 'webm', type: 'audio/webm' };
  return { container: 'm4a', ext: 'm4a', type: 'audio/mp4' };
}

/**
 * AAC audio, or audio of unknown codec in an HLS stream (which nearly always means AAC in MPEG-TS): what a merge into
 * MP4 converts from ADTS, and what a conversion to AAC or M4A copies instead of encoding again.
 */
export function isAac(f: RawFormat | null): boolean {
  if (!f) return false;
  const a = (f.acodec ?? '').toLowerCase();
  if (a) return /^(mp4a|aac)/.test(a);
  return /m3u8/.test(f.protocol) || f.ext === 'm4a' || f.ext === 'aac';
}

export interface Conversion {
  to: ConversionTarget;
  /** MP3 only: one of MP3_BITRATES. */
  bitrateKbps: number | null;
}

/**
 * What a conversion writes: the file's extension and Content-Type, and whether it can be sent while it is written.
 * MP3 and ADTS AAC can (their frames stand alone, tags first); WAV and FLAC write their sizes into the header when
 * they end, and an M4A with cover art needs its index written last (`+faststart`), so those are sent once complete.
 */
export function conversionOutput(to: ConversionTarget): { ext: string; type: string; streamable: boolean } {
  switch (to) {
    case 'mp3':
      return { ext: 'mp3', type: 'audio/mpeg', streamable: true };
    case 'aac':
      return { ext: 'aac', type: 'audio/aac', streamable: true };
    case 'wav':
      return { ext: 'wav', type: 'audio/wav', streamable: false };
    case 'flac':
      return { ext: 'flac', type: 'audio/flac', streamable: false };
    case 'm4a':
      return { ext: 'm4a', type: 'audio/mp4', streamable: false };
  }
}

/**
 * The container of a file fetched as it is (a signed link), by its name's extension, for a clip copied from it: MP4
 * family, WebM and Matroska (written as WebM: clips of such links are VP8/VP9/AV1 with Opus or Vorbis), and the audio
 * files. Null for anything else (the clip is refused).
 */
export function linkContainer(filename: string): { container: MergeContainer; ext: string; type: string; audioOnly: boolean; aac: boolean } | null {
  const ext = extensionOf(filename) ?? '';
  if (/^(mp4|m4v|mov)$/.test(ext)) return { container: 'mp4', ext: 'mp4', type: 'video/mp4', audioOnly: false, aac: false };
  if (/^(webm|mkv)$/.test(ext)) return { container: 'webm', ext: 'webm', type: 'video/webm', audioOnly: false, aac: false };
  if (ext === 'm4a') return { container: 'm4a', ext: 'm4a', type: 'audio/mp4', audioOnly: true, aac: false };
  if (ext === 'aac') return { container: 'm4a', ext: 'm4a', type: 'audio/mp4', audioOnly: true, aac: true };
  if (ext === 'mp3') return { container: 'mp3', ext: 'mp3', type: 'audio/mpeg', audioOnly: true, aac: false };
  if (/^(ogg|oga|opus)$/.test(ext)) return { container: 'ogg', ext: ext === 'opus' ? 'opus' : 'ogg', type: 'audio/ogg', audioOnly: true, aac: false };
  if (ext === 'weba') return { container: 'webm', ext: 'weba', type: 'audio/webm', audioOnly: true, aac: false };
  return null;
}
