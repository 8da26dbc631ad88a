export { EgressGuard, canonicalHost } from './egressGuard';
export type { ResolvedAddress, Resolver } from './egressGuard';
export { GuardedFetcher, DEFAULT_USER_AGENT, MAX_REDIRECTS } from './guardedFetcher';
export type { GuardedResponse, RequestOptions, TextResponse } from './guardedFetcher';
export { EgressProxy, EGRESS_REFUSAL, UPSTREAM_UNAVAILABLE } from './egressProxy';
export { FETCH_MESSAGES, FetchError } from './errors';
export { isForbiddenAddress, canonicalIp } from './addressPolicy';
export { default as fetchPlugin, createFetcher } from './plugin';
