/** SPEC §7 POST {base}/api/shorten-preview { params } → { short_url } or { error }. */
import { type ShortLinkParams } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';

const shortLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createShortLink: build.mutation<{ short_url?: string; error?: string }, ShortLinkParams>({
      query: (params) => ({ url: '/api/shorten-preview', method: 'POST', body: { params } }),
    }),
  }),
});

export const { useCreateShortLinkMutation } = shortLinkApi;
