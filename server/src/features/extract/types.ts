/** The extraction feature's own reply shape; what it stores for merges and previews is shared (shared/extraction.ts). */
import type { Format, VideoInfo } from '@dl/contract';
import type { EpisodeRef } from '../../shared/extraction';

export interface ExtractResponse extends VideoInfo {
  episodes?: EpisodeRef[];
}

export type { Format, VideoInfo };
