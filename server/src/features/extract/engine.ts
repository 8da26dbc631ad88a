/** The extraction engine: something that turns a link into RawInfo. The default one drives yt-dlp. */
import type { RawInfo } from '../../shared/extraction';

export interface EngineRunOptions {
  signal?: AbortSignal;
}

export interface Engine {
  readonly name: string;
  extract(url: string, options?: EngineRunOptions): Promise<RawInfo>;
}
