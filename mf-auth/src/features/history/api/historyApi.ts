/** GET and DELETE /api/auth/download-history (SPEC §7), cached under the 'History' tag. */
import { type HistoryItem } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';
import { buildHistoryQuery, type HistoryPage, type HistoryQuery } from '../../../rules';

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryPage<HistoryItem>, HistoryQuery>({
      query: (q) => `/api/auth/download-history?${buildHistoryQuery(q)}`,
      providesTags: ['History'],
    }),
    clearHistory: build.mutation<{ message?: string }, void>({
      query: () => ({ url: '/api/auth/download-history', method: 'DELETE' }),
      invalidatesTags: ['History'],
    }),
  }),
});

export const { useGetHistoryQuery, useClearHistoryMutation } = historyApi;
