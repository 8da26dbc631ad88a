/**
 * The batch download's calls: POST /api/download-video for each link (body exactly as the downloader sends
 * it) and POST /api/auth/download-history for each download started (SPEC §7).
 */
import { type ApiError, type RootState, type VideoInfo } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';
import { EXTRACTION_MESSAGES } from '@dl/shared-config';
import { buildExtractRequest } from '@dl/shared-config/extract';

const DEFAULT_ENDPOINT = '/api/download-video';

export const batchApi = api.injectEndpoints({
  endpoints: (build) => ({
    extractLink: build.mutation<VideoInfo, string>({
      async queryFn(url, queryApi, _extra, baseQuery) {
        const endpoint = (queryApi.getState() as RootState).domain.config.api.endpoints.download || DEFAULT_ENDPOINT;
        const result = await baseQuery({ url: endpoint, method: 'POST', body: buildExtractRequest(url) });
        if (result.error) return { error: result.error as ApiError };
        const body = result.data as Partial<VideoInfo> | null;
        if (typeof body?.error === 'string' && body.error.trim()) return { error: { status: 'CUSTOM_ERROR', message: body.error } satisfies ApiError };
        if (!Array.isArray(body?.formats) || body.formats.length === 0) {
          return { error: { status: 'CUSTOM_ERROR', message: EXTRACTION_MESSAGES.noFormats } satisfies ApiError };
        }
        return { data: body as VideoInfo };
      },
    }),
  }),
});

export const { useExtractLinkMutation } = batchApi;
