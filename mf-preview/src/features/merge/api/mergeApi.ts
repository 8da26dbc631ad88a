/** SPEC §7 merge calls: start-merge, status polling and the existence check of the merged file. */
import { type ApiError, type MergeTask } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';

/** A failed status poll: the shared error plus the HTTP status text, for 'HTTP {status}: {text}'. */
export interface MergeStatusError extends ApiError {
  statusText: string;
}

export const mergeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/download/start-merge?… (or the start-merge url given to the page) → { task_id }. */
    startMerge: build.mutation<{ task_id?: string | null }, string>({
      query: (startUrl) => ({ url: startUrl, method: 'GET' }),
    }),
    getMergeStatus: build.query<MergeTask, string>({
      query: (taskId) => `/api/download/status/${encodeURIComponent(taskId)}`,
      keepUnusedDataFor: 0,
      transformErrorResponse: (error, meta): MergeStatusError => ({ ...error, statusText: (meta as { response?: Response } | undefined)?.response?.statusText ?? '' }),
    }),
    /** HEAD /api/download/file/{taskId}: true when the merged file is still there. */
    checkMergedFile: build.query<boolean, string>({
      query: (taskId) => ({ url: `/api/download/file/${encodeURIComponent(taskId)}`, method: 'HEAD', responseHandler: 'text' }),
      transformResponse: () => true,
      keepUnusedDataFor: 0,
    }),
  }),
});
