import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DomainConfig } from '@dl/contract';
import { FALLBACK_DOMAIN_CONFIG } from '@dl/contract';

export interface DomainState {
  config: DomainConfig;
  /** Where the active configuration came from. */
  source: 'server' | 'fallback';
}

export const domainSlice = createSlice({
  name: 'domain',
  initialState: { config: FALLBACK_DOMAIN_CONFIG, source: 'fallback' } as DomainState,
  reducers: {
    domainConfigLoaded(state, action: PayloadAction<DomainState>) {
      return action.payload;
    },
  },
});

export const { domainConfigLoaded } = domainSlice.actions;
