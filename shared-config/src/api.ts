/**
 * The one RTK Query API of the site (`@dl/shared-config/api`, a shared singleton of its own). Every feature of
 * every remote joins it with `api.injectEndpoints`. The base query adds the bearer token, resolves paths
 * against the domain's api.baseUrl, refreshes the access token once and retries once on 401 (SPEC §4), shows the bot
 * challenge and retries once on 403 `challenge.required` (issue 51), and turns failures into the texts of SPEC §8.
 *
 * It is not part of `@dl/shared-config`'s main module: RTK Query is the biggest part of the store's code and
 * a page that has not called the server yet does not need it (the home page loads it when the visitor first
 * types, pastes or points into the form).
 * Loading this module adds the API's reducer and middleware to the store (`registerApi`).
 */
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { Mutex } from './mutex';
import { MESSAGES } from '@dl/contract';
// The store, the session and the debug panel's log are the page's: reached through the shared singleton, never a
// relative path, so an API module offered by a remote built against a newer shared-config (the page takes the
// highest version of a singleton not loaded yet) still joins the page's store. ESLint enforces it.
import { apiUrl, loadServerTexts, recordApiCall, registerApi, sessionActions, type ApiError, type ServerText, type SessionState } from '@dl/shared-config';
import type { DomainState } from './domainSlice';
import type { ChallengeRequired, ConfigResponse, DomainConfig, HistoryRecord, User } from '@dl/contract';

/**
 * Whether a request goes to our API (the page's origin, the configured api.baseUrl, or an origin the domain
 * gives one of its api.endpoints): only those get the token.
 */
function isOwnApi(url: string, apiConfig: DomainConfig['api']): boolean {
  if (!/^https?:\/\//i.test(url)) return true;
  const origin = new URL(url).origin;
  if (typeof location !== 'undefined' && origin === location.origin) return true;
  const configured = [apiConfig.baseUrl, ...Object.values(apiConfig.endpoints ?? {})].filter((u): u is string => typeof u === 'string' && /^https?:\/\//i.test(u));
  return configured.some((u) => new URL(u).origin === origin);
}

interface ApiState {
  domain: DomainState;
  session: SessionState;
}

const fetchQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders(headers, { getState, arg }) {
    const state = getState() as ApiState;
    const token = state.session.accessToken;
    const explicit = typeof arg === 'object' && arg !== null && 'headers' in arg && arg.headers && new Headers(arg.headers as HeadersInit).has('authorization');
    const url = typeof arg === 'string' ? arg : (arg as FetchArgs).url;
    if (token && !explicit && isOwnApi(url, state.domain.config.api)) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** fetchBaseQuery, with each call noted for the debug panel. */
const rawBaseQuery: typeof fetchQuery = async (args, api, extra) => {
  const started = typeof performance === 'undefined' ? Date.now() : performance.now();
  const result = await fetchQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  let path = url;
  try {
    const u = new URL(url, 'http://relative.invalid');
    path = u.pathname + u.search;
  } catch {
    /* keep as given */
  }
  recordApiCall({
    method: (typeof args === 'string' ? 'GET' : args.method ?? 'GET').toUpperCase(),
    path,
    status: result.meta?.response?.status ?? (result.error ? result.error.status : 200),
    ms: Math.round((typeof performance === 'undefined' ? Date.now() : performance.now()) - started),
    at: new Date().toISOString(),
  });
  return result;
};

/**
 * A failure as the pages see it: the server's `error` (and `code`) or a transport message, its text in the page's
 * language (`serverText`, from `loadServerTexts`: one no catalog knows stays as it is).
 */
export function toApiError(error: FetchBaseQueryError, serverText: ServerText = (text) => text): ApiError {
  const said = (english: string, code?: string) => ({ message: serverText(english, code), english });
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { status: error.status, ...said(MESSAGES.networkError) };
  if (error.status === 'PARSING_ERROR') return { status: error.originalStatus ?? 'PARSING_ERROR', ...said(MESSAGES.invalidResponse) } as ApiError;
  if (error.status === 'CUSTOM_ERROR') return { status: 'CUSTOM_ERROR', ...said(error.error) };
  const data = error.data as { error?: unknown; code?: unknown } | undefined;
  const code = data && typeof data.code === 'string' && data.code ? data.code : undefined;
  const text = data && typeof data.error === 'string' && data.error ? said(data.error, code) : { message: null };
  return code ? { status: error.status, ...text, code } : { status: error.status, ...text };
}

const refreshLock = new Mutex();

/** The challenge a call was answered with (403 `challenge.required`), or null. */
function challengeOf(error: FetchBaseQueryError | undefined): ChallengeRequired['challenge'] | null {
  if (error?.status !== 403) return null;
  const data = error.data as Partial<ChallengeRequired> | undefined;
  return data?.code === 'challenge.required' && data.challenge ? data.challenge : null;
}

/** The challenge shown right now: calls that meet it meanwhile wait for the same answer. */
let challengeShown: Promise<boolean> | null = null;

/**
 * Shows the bot challenge (issue 51; its dialog is a chunk loaded now) until it is passed or closed: true when the
 * server gave the page a pass, after which the call is made again.
 */
function passChallenge(challenge: ChallengeRequired['challenge'], apiBase: string): Promise<boolean> {
  challengeShown ??= import('./challenge/dialog')
    .then((m) => m.showChallenge(challenge, apiBase), () => false)
    .finally(() => (challengeShown = null));
  return challengeShown;
}

/** A 401 for an API key (wrong or revoked) says nothing of the session: it is never refreshed for it. */
const refusedApiKey = (error: FetchBaseQueryError): boolean => (error.data as { code?: unknown } | undefined)?.code === 'api_key.invalid';

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const state = () => api.getState() as ApiState;
  const resolve = (a: string | FetchArgs): string | FetchArgs => {
    const base = state().domain.config.api.baseUrl;
    // An API on another origin of the site gets its own cookies (the bot check's pass), as the same origin does.
    if (base) return typeof a === 'string' ? { url: apiUrl(base, a), credentials: 'include' } : { credentials: 'include', ...a, url: apiUrl(base, a.url) };
    return typeof a === 'string' ? apiUrl(base, a) : { ...a, url: apiUrl(base, a.url) };
  };
  await refreshLock.waitForUnlock();
  const tokenUsed = state().session.accessToken;
  let result = await rawBaseQuery(resolve(args), api, extra);
  if (result.error?.status === 401 && tokenUsed && !refusedApiKey(result.error)) {
    const release = await refreshLock.acquire();
    try {
      // Another call may have refreshed while this one waited.
      if (state().session.accessToken === tokenUsed) {
        const refreshToken = state().session.refreshToken;
        const refreshed = refreshToken
          ? await rawBaseQuery(
              resolve({ url: '/api/auth/refresh-token', method: 'POST', headers: { authorization: `Bearer ${refreshToken}` } }),
              api,
              extra,
            )
          : null;
        const body = refreshed?.data as { access_token?: string; refresh_token?: string; user?: User } | undefined;
        const refreshError = refreshed?.error;
        if (refreshError && refreshError.status !== 401 && refreshError.status !== 403) {
          // The server could not be reached or failed: the session may well still be valid, keep it.
          return { error: toApiError(refreshError, await loadServerTexts()) };
        }
        if (body?.access_token && body.user) {
          api.dispatch(sessionActions.tokenRefreshed({ accessToken: body.access_token, refreshToken: body.refresh_token, user: body.user }));
        } else {
          api.dispatch(sessionActions.authFailed(MESSAGES.sessionExpired));
          return { error: { status: 401, message: (await loadServerTexts())(MESSAGES.sessionExpired), english: MESSAGES.sessionExpired } };
        }
      }
    } finally {
      release();
    }
    result = await rawBaseQuery(resolve(args), api, extra);
  }
  // A call that meets the bot challenge is made again once it is passed: what the visitor asked for is not lost.
  const challenge = challengeOf(result.error);
  if (challenge && (await passChallenge(challenge, state().domain.config.api.baseUrl))) result = await rawBaseQuery(resolve(args), api, extra);
  if (result.error) return { error: toApiError(result.error, await loadServerTexts()), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['DomainConfig', 'Config', 'User', 'History', 'VideoInfo', 'MergeTask', 'ShortLink'],
  endpoints: (build) => ({
    /** Always same-origin: it is what tells the page where everything else lives. */
    getDomainConfig: build.query<DomainConfig, void>({
      queryFn: async (_arg, api, extra) => {
        const result = await rawBaseQuery('/api/domain-config', api, extra);
        return result.error ? { error: toApiError(result.error, await loadServerTexts()) } : { data: result.data as DomainConfig };
      },
      providesTags: ['DomainConfig'],
    }),
    getConfig: build.query<ConfigResponse, void>({
      query: () => '/api/config',
      providesTags: ['Config'],
    }),
    /** SPEC §7: signed-in users' downloads are saved after a download starts (preview page, batch downloads). */
    recordDownload: build.mutation<{ id: string | null }, HistoryRecord>({
      query: (body) => ({ url: '/api/auth/download-history', method: 'POST', body }),
      invalidatesTags: ['History', 'User'],
    }),
  }),
});

export const { useGetConfigQuery, useRecordDownloadMutation } = api;

declare module './store' {
  // The store's state has `api` once this module is loaded.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

registerApi(api);
