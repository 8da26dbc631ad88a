/**
 * The account calls of SPEC §7 that the auth modal and the session need. Session state changes go through
 * the shared session slice: start, success (tokens stored), failure (tokens cleared), user loaded.
 */
import { MESSAGES, sessionActions, type ApiError, type RootState, type User } from '@dl/shared-config';
import { api } from '@dl/shared-config/api';
import { loginErrorText, type LoginRequest, type MessageReply, type RegisterRequest } from '../../../rules';

interface LoginReply {
  user: User;
  access_token: string;
  refresh_token: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginReply, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(sessionActions.authStarted());
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionActions.authSucceeded({ user: data.user, accessToken: data.access_token, refreshToken: data.refresh_token }));
        } catch (failure) {
          dispatch(sessionActions.authFailed(loginErrorText((failure as { error?: ApiError }).error)));
        }
      },
      invalidatesTags: (result) => (result ? ['User', 'History'] : []),
    }),
    register: build.mutation<MessageReply, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<MessageReply, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    /** The signed-in user; answers 401 at once, without a call, when there is no token to send. */
    getMe: build.query<User, void>({
      async queryFn(_arg, queryApi, _extra, baseQuery) {
        if (!(queryApi.getState() as RootState).session.accessToken) return { error: { status: 401, message: null } satisfies ApiError };
        const result = await baseQuery('/api/auth/me');
        if (result.error) return { error: result.error as ApiError };
        const user = (result.data as { user?: User } | null)?.user;
        return user ? { data: user } : { error: { status: 'CUSTOM_ERROR', message: MESSAGES.invalidResponse } satisfies ApiError };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionActions.userLoaded(data));
        } catch {
          /* the caller decides: on load the session is cleared */
        }
      },
      providesTags: ['User'],
    }),
    verifyEmail: build.mutation<MessageReply, { token: string }>({
      query: (body) => ({ url: '/api/auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<MessageReply, { email: string }>({
      query: (body) => ({ url: '/api/auth/resend-verification', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageReply, { email: string }>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageReply, { token: string; new_password: string }>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useLazyGetMeQuery,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
