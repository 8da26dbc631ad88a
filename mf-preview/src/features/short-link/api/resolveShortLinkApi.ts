/** GET /api/shorten-preview/{shortId} → { params } (our addition to SPEC §7, for /p/{shortId}). */
import { api } from '@dl/shared-config/api';

const resolveShortLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    resolveShortLink: build.query<{ params: Record<string, string> }, string>({
      query: (shortId) => `/api/shorten-preview/${encodeURIComponent(shortId)}`,
      providesTags: (_r, _e, id) => [{ type: 'ShortLink', id }],
    }),
  }),
});

export const { useResolveShortLinkQuery } = resolveShortLinkApi;
