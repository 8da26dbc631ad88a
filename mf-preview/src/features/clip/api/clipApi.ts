/** The longest clip the caller may cut (by tier: visitors, free accounts, paid plans). */
import { CLIP_LIMIT_PATH, type ClipLimit } from '@dl/contract';
import { api } from '@dl/shared-config/api';

const clipApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Asked again when the session changes: signing in may allow longer clips.
    getClipLimit: build.query<ClipLimit, string>({
      query: () => CLIP_LIMIT_PATH,
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetClipLimitQuery } = clipApi;
