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
