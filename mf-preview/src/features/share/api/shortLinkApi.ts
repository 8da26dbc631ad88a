/** SPEC §7 POST {base}/api/shorten-preview { params } → { short_url } or { error }. */
import { api, type ShortLinkParams } from '@dl/shared-config';

const shortLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createShortLink: build.mutation<{ short_url?: string; error?: string }, ShortLinkParams>({
      query: (params) => ({ url: '/api/shorten-preview', method: 'POST', body: { params } }),
    }),
  }),
});

export const { useCreateShortLinkMutation } = shortLinkApi;
