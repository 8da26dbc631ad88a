/**
 * GET /api/status (issue #28) for the URL form: which platforms fail right now, so the form can say so before a link
 * is sent. Loaded with the result's code (../results.ts), at the visitor's first use of the form, never with the page.
 */
import { STATUS_API_PATH, type StatusResponse } from '@dl/contract';
import { api } from '@dl/shared-config/api';

const platformStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Named apart from the /status page's query of the same answer (mf-content): each remote injects its own endpoint.
    getFormPlatformStatus: build.query<StatusResponse, void>({ query: () => STATUS_API_PATH }),
  }),
});

export const { useGetFormPlatformStatusQuery } = platformStatusApi;
