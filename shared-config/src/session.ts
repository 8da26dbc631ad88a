import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@dl/contract';

/** SPEC §3 Tokens: both kept in local storage under these keys. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export type AuthStatus = 'anonymous' | 'loading' | 'authenticated' | 'error';

export interface SessionState {
  status: AuthStatus;
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  error: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStoredTokens(): { accessToken: string | null; refreshToken: string | null } {
  const s = storage();
  return { accessToken: s?.getItem(ACCESS_TOKEN_KEY) ?? null, refreshToken: s?.getItem(REFRESH_TOKEN_KEY) ?? null };
}

export function writeStoredTokens(accessToken: string | null, refreshToken?: string | null): void {
  const s = storage();
  if (!s) return;
  if (accessToken) s.setItem(ACCESS_TOKEN_KEY, accessToken);
  else s.removeItem(ACCESS_TOKEN_KEY);
  if (refreshToken !== undefined) {
    if (refreshToken) s.setItem(REFRESH_TOKEN_KEY, refreshToken);
    else s.removeItem(REFRESH_TOKEN_KEY);
  }
}

function initialState(): SessionState {
  const { accessToken, refreshToken } = readStoredTokens();
  return { status: 'anonymous', user: null, accessToken, refreshToken, error: null };
}

const authStarted = createAction('session/authStarted');
const authSucceeded = createAction<{ user: User; accessToken: string; refreshToken: string }>('session/authSucceeded');
/** The refresh token rotates on every refresh: the new one replaces the old. */
const tokenRefreshed = createAction<{ user: User; accessToken: string; refreshToken?: string }>('session/tokenRefreshed');
const userLoaded = createAction<User>('session/userLoaded');
const profileUpdated = createAction<User['profile']>('session/profileUpdated');
const authFailed = createAction<string>('session/authFailed');
/** The stored session could not be checked (network or server trouble): keep the tokens for next time. */
const restoreDeferred = createAction('session/restoreDeferred');
const loggedOut = createAction('session/loggedOut');

export const sessionActions = { authStarted, authSucceeded, tokenRefreshed, userLoaded, profileUpdated, authFailed, restoreDeferred, loggedOut };

const signedOut = { user: null, accessToken: null, refreshToken: null };

/**
 * SPEC §4 auth state. Token persistence happens here so every writer agrees on it. A plain reducer over RTK's
 * action creators rather than `createSlice`, whose Immer drafts would put Immer (4.7 KB gzip) into every page's
 * first load for these few assignments (bench/README.md's fifteenth round, in git at 84d4e02).
 */
function sessionReducer(state: SessionState = initialState(), action: UnknownAction): SessionState {
  if (authStarted.match(action)) return { ...state, status: 'loading', error: null };
  if (authSucceeded.match(action)) {
    const { user, accessToken, refreshToken } = action.payload;
    writeStoredTokens(accessToken, refreshToken);
    return { status: 'authenticated', user, accessToken, refreshToken, error: null };
  }
  if (tokenRefreshed.match(action)) {
    const { user, accessToken, refreshToken } = action.payload;
    writeStoredTokens(accessToken, refreshToken);
    return { ...state, status: 'authenticated', user, accessToken, refreshToken: refreshToken || state.refreshToken };
  }
  if (userLoaded.match(action)) return { ...state, status: 'authenticated', user: action.payload };
  if (profileUpdated.match(action)) return state.user ? { ...state, user: { ...state.user, profile: action.payload } } : state;
  if (authFailed.match(action)) {
    writeStoredTokens(null, null);
    return { status: 'error', ...signedOut, error: action.payload };
  }
  if (restoreDeferred.match(action)) return state.status === 'loading' ? { ...state, status: 'anonymous' } : state;
  if (loggedOut.match(action)) {
    writeStoredTokens(null, null);
    return { status: 'anonymous', ...signedOut, error: null };
  }
  return state;
}

export const sessionSlice = { reducerPath: 'session' as const, reducer: sessionReducer };
