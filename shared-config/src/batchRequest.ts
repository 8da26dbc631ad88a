import { createAction, type UnknownAction } from '@reduxjs/toolkit';

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
const batchRequested = createAction<string[]>('batchRequest/batchRequested');
const batchRequestTaken = createAction('batchRequest/batchRequestTaken');

export const batchRequestActions = { batchRequested, batchRequestTaken };

/** A plain reducer over RTK's action creators, as the session's (./session.ts says why). */
export const batchRequestSlice = {
  reducerPath: 'batchRequest' as const,
  reducer(state: BatchRequestState = { links: null }, action: UnknownAction): BatchRequestState {
    if (batchRequested.match(action)) return { links: action.payload };
    if (batchRequestTaken.match(action)) return { links: null };
    return state;
  },
};
