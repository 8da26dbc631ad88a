/** The domain's preview endpoint (api.endpoints.preview at api.baseUrl): what a link of our API will play. */
import { type ApiError, type RootState } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';
import { previewInfoRequest, type PreviewInfo } from '../../../rules';

const DEFAULT_ENDPOINT = '/api/preview';

export const previewInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreviewInfo: build.query<PreviewInfo, string>({
      async queryFn(link, queryApi, _extra, baseQuery) {
        const endpoint = (queryApi.getState() as RootState).domain.config.api.endpoints.preview || DEFAULT_ENDPOINT;
        const result = await baseQuery(previewInfoRequest(endpoint, link));
        if (result.error) return { error: result.error as ApiError };
        return { data: result.data as PreviewInfo };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});
