/** After a playback failure: ask the source (HEAD) what it answers, e.g. 410 for an expired signed proxy link. */
import { api } from '@dl/shared-config/api';

export const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The HTTP status of a HEAD request to a media URL of our API; 0 when there was no answer. */
    probeMedia: build.query<number, string>({
      query: (url) => ({ url, method: 'HEAD', responseHandler: 'text', validateStatus: () => true }),
      transformResponse: (_body, meta) => (meta as { response?: Response } | undefined)?.response?.status ?? 0,
      keepUnusedDataFor: 0,
    }),
  }),
});
