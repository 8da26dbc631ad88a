import type { GuardedFetcher } from '../../fetch';

/**
 * What a native extractor may use: the guarded fetcher (its only way out), the page size limit and the operator's
 * cookies (the Cookie header for a request's URL, asked again at every redirect; features/fetch/cookies).
 */
export interface NativeContext {
  fetcher: GuardedFetcher;
  maxPageBytes: number;
  signal?: AbortSignal;
  cookies?: (url: URL) => string | undefined;
}
