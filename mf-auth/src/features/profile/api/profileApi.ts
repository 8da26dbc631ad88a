/** PUT /api/auth/profile and POST /api/auth/change-password (SPEC §7). */
import { sessionActions, type Profile, type RootState } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';
import { type ChangePasswordRequest } from '../../../rules';

export type ProfileUpdate = Pick<Profile, 'display_name' | 'avatar_url' | 'timezone' | 'language' | 'country' | 'preferences'>;

interface ChangePasswordReply {
  message?: string;
  access_token?: string;
  refresh_token?: string;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Profile, Partial<ProfileUpdate>>({
      query: (body) => ({ url: '/api/auth/profile', method: 'PUT', body }),
      transformResponse: (reply: { profile: Profile }) => reply.profile,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionActions.profileUpdated(data));
        } catch {
          /* the modal shows the error */
        }
      },
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    /** The server rotates the session on a password change: keep the new tokens. */
    changePassword: build.mutation<ChangePasswordReply, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const user = (getState() as RootState).session.user;
          if (user && data.access_token && data.refresh_token) {
            dispatch(sessionActions.authSucceeded({ user, accessToken: data.access_token, refreshToken: data.refresh_token }));
          }
        } catch {
          /* the modal shows the error */
        }
      },
    }),
  }),
});

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileApi;
