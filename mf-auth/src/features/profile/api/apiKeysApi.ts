/** The signed-in user's API keys (issue 51): GET, POST and DELETE /api/auth/api-keys. */
import { api } from '@dl/shared-config/api';

export interface ApiKey {
  id: string;
  name: string;
  /** The key's first characters, to recognise it. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

const keysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKey[], void>({
      query: () => '/api/auth/api-keys',
      transformResponse: (reply: { keys: ApiKey[] }) => reply.keys,
      providesTags: ['ApiKey'],
    }),
    /** The answer holds the key itself, the only time it is shown. */
    createApiKey: build.mutation<ApiKey & { key: string }, { name: string }>({
      query: (body) => ({ url: '/api/auth/api-keys', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ApiKey'] : []),
    }),
    revokeApiKey: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/api/auth/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = keysApi;
