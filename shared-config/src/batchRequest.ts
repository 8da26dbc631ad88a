import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Links pasted at once into the batch download (an account benefit of SPEC §1). */
export const BATCH_MAX_LINKS = 10;

export interface BatchRequestState {
  /** Links another area asks the batch download to take (the items chosen in a list); null once taken. */
  links: string[] | null;
}

/**
 * Asking the account area's batch download for links from elsewhere on the page (issue #23: a list's chosen items,
 * for a signed-in user): the downloader writes the links, the account area opens its batch with them and takes them.
 */
export const batchRequestSlice = createSlice({
  name: 'batchRequest',
  initialState: { links: null } as BatchRequestState,
  reducers: {
    batchRequested(state, action: PayloadAction<string[]>) {
      state.links = action.payload;
    },
    batchRequestTaken(state) {
      state.links = null;
    },
  },
});

export const batchRequestActions = batchRequestSlice.actions;
