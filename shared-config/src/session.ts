import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

/** SPEC §4 auth state. Token persistence happens here so every writer agrees on it. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    authStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    authSucceeded(state, action: PayloadAction<{ user: User; accessToken: string; refreshToken: string }>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.error = null;
      writeStoredTokens(action.payload.accessToken, action.payload.refreshToken);
    },
    /** The refresh token rotates on every refresh: the new one replaces the old. */
    tokenRefreshed(state, action: PayloadAction<{ user: User; accessToken: string; refreshToken?: string }>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      if (action.payload.refreshToken) state.refreshToken = action.payload.refreshToken;
      writeStoredTokens(action.payload.accessToken, action.payload.refreshToken);
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.status = 'authenticated';
      state.user = action.payload;
    },
    profileUpdated(state, action: PayloadAction<User['profile']>) {
      if (state.user) state.user.profile = action.payload;
    },
    authFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.user = null;
      state.accessToken = null;
      state.refreshToken = null;
      state.error = action.payload;
      writeStoredTokens(null, null);
    },
    /** The stored session could not be checked (network or server trouble): keep the tokens for next time. */
    restoreDeferred(state) {
      if (state.status === 'loading') state.status = 'anonymous';
    },
    loggedOut(state) {
      state.status = 'anonymous';
      state.user = null;
      state.accessToken = null;
      state.refreshToken = null;
      state.error = null;
      writeStoredTokens(null, null);
    },
  },
});

export const sessionActions = sessionSlice.actions;
