import type { GuardedFetcher } from '../../fetch';

/** What a native extractor may use: the guarded fetcher (its only way out) and the page size limit. */
export interface NativeContext {
  fetcher: GuardedFetcher;
  maxPageBytes: number;
  signal?: AbortSignal;
}
