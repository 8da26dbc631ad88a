/** Test fixtures of the account area: users of each kind, a history item, and the store state a test starts from. */
import type { HistoryItem, RootState, SessionState, User } from '@dl/shared-config';
import { DEFAULT_PREFERENCES } from '@dl/contract';
import { apiState } from '@dl/shared-config/testing';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    email: 'ana@example.com',
    username: 'ana',
    email_verified: true,
    profile: { display_name: 'Ana Lima', avatar_url: null, timezone: 'UTC', language: 'en', country: 'Portugal', preferences: { ...DEFAULT_PREFERENCES } },
    subscription: { tier: 'free', usage_limits: { downloads_today: 2, daily_limit: 10 } },
    ...overrides,
  };
}

export function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: '1',
    title: 'Big Buck Bunny',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    platform: 'YouTube',
    format: 'video',
    quality: '720p',
    file_size: 15728640,
    duration: 634,
    download_time: '2026-11-02T10:15:00.000Z',
    status: 'completed',
    thumbnail_url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    file_url: 'https://cdn.example.com/bunny.mp4',
    ...overrides,
  };
}

/** A domain with accounts on, the API at the tests' origin, and a session (anonymous unless given). */
export function stateWith(session: Partial<SessionState> = {}): Partial<RootState> {
  return {
    ...apiState({ authentication_enabled: true }),
    session: { status: 'anonymous', user: null, accessToken: null, refreshToken: null, error: null, ...session },
  };
}

/** A signed-in session. */
export function signedIn(user: User = makeUser()): Partial<RootState> {
  return stateWith({ status: 'authenticated', user, accessToken: 'access-1', refreshToken: 'refresh-1' });
}
