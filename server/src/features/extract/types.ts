/** The extraction feature's own reply shape; what it stores for merges and previews is shared (shared/extraction.ts). */
import type { Format, VideoInfo } from '@dl/contract';

export type ExtractResponse = VideoInfo;

export type { Format, VideoInfo };
