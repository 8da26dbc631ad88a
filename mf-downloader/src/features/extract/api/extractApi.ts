/**
 * POST /api/download-video (SPEC §7) as an RTK Query mutation. The result is a VideoInfo with formats; every
 * failure becomes an ApiError whose message follows SPEC §8 Extraction: the server's `error` field, the
 * "not in the expected format" text for a reply without formats, the shared base query's transport texts, and
 * null where the caller shows the default text.
 */
import { type ApiError, type RootState, type VideoInfo } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';
import { buildExtractRequest } from '@dl/shared-config/extract';
import { DOWNLOADER_MESSAGES } from '../../../rules';

const DEFAULT_ENDPOINT = '/api/download-video';

function serverError(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() ? error : null;
}

function hasFormats(body: unknown): body is VideoInfo {
  const formats = (body as { formats?: unknown } | null)?.formats;
  return Array.isArray(formats) && formats.length > 0;
}

export const extractApi = api.injectEndpoints({
  endpoints: (build) => ({
    extractVideo: build.mutation<VideoInfo, string>({
      async queryFn(url, queryApi, _extra, baseQuery) {
        const endpoint = (queryApi.getState() as RootState).domain.config.api.endpoints.download || DEFAULT_ENDPOINT;
        const result = await baseQuery({ url: endpoint, method: 'POST', body: buildExtractRequest(url) });
        if (result.error) return { error: result.error as ApiError };
        const message = serverError(result.data);
        if (message) return { error: { status: 'CUSTOM_ERROR', message } satisfies ApiError };
        if (!hasFormats(result.data)) return { error: { status: 'CUSTOM_ERROR', message: DOWNLOADER_MESSAGES.noFormats } satisfies ApiError };
        return { data: result.data };
      },
      invalidatesTags: [],
    }),
  }),
});
