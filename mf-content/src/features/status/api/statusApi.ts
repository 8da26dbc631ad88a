/** GET /api/status (issue #28): the live status of every platform, from the server's canary extractions. */
import { STATUS_API_PATH, type StatusResponse } from '@dl/contract';
import { api } from '@dl/shared-config/api';

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Named apart from the URL form's query of the same answer (mf-downloader): each remote injects its own endpoint.
    getStatusPage: build.query<StatusResponse, void>({ query: () => STATUS_API_PATH }),
  }),
});

export const { useGetStatusPageQuery } = statusApi;
