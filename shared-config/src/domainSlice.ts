import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { DomainConfig } from '@dl/contract';
import { FALLBACK_DOMAIN_CONFIG } from '@dl/contract';

export interface DomainState {
  config: DomainConfig;
  /** Where the active configuration came from. */
  source: 'server' | 'fallback';
}

export const domainConfigLoaded = createAction<DomainState>('domain/domainConfigLoaded');

const initialDomain: DomainState = { config: FALLBACK_DOMAIN_CONFIG, source: 'fallback' };

/** A plain reducer over RTK's action creator, as the session's (./session.ts says why). */
export const domainSlice = {
  reducerPath: 'domain' as const,
  reducer: (state: DomainState = initialDomain, action: UnknownAction): DomainState => (domainConfigLoaded.match(action) ? action.payload : state),
};
