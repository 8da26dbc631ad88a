/** Test helpers: `global.fetch` answering like the account API of SPEC §7, users of each kind, and a store state. */
import { FALLBACK_DOMAIN_CONFIG, type HistoryItem, type RootState, type SessionState, type User } from '@dl/shared-config';
import { DEFAULT_PREFERENCES } from '@dl/contract';

export const API_ORIGIN = 'http://localhost';

export interface SeenRequest {
  url: string;
  path: string;
  method: string;
  body: unknown;
  authorization: string | null;
}

type Reply = Response | Promise<Response>;
export type Routes = Record<string, (req: SeenRequest) => Reply>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces global.fetch. `routes` maps 'METHOD /path' (query string excluded) to an answer; anything else
 * gets a 404 `{ error }`. Returns the requests seen, in order.
 */
export function mockServer(routes: Routes): SeenRequest[] {
  const seen: SeenRequest[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const text = await req.clone().text();
    const url = new URL(req.url);
    const entry: SeenRequest = { url: req.url, path: url.pathname, method: req.method, body: text ? JSON.parse(text) : null, authorization: req.headers.get('authorization') };
    seen.push(entry);
    const route = routes[`${req.method} ${url.pathname}`];
    return route ? route(entry) : json({ error: `No route ${req.method} ${url.pathname}`, code: 'test.no_route' }, 404);
  }) as typeof fetch;
  return seen;
}

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

/** Preloaded state with the API on an absolute origin (Node's Request refuses relative URLs) and a session. */
export function stateWith(session: Partial<SessionState> = {}): Partial<RootState> {
  return {
    domain: { config: { ...FALLBACK_DOMAIN_CONFIG, authentication_enabled: true, api: { ...FALLBACK_DOMAIN_CONFIG.api, baseUrl: API_ORIGIN } }, source: 'server' },
    session: { status: 'anonymous', user: null, accessToken: null, refreshToken: null, error: null, ...session },
  };
}

/** A signed-in session. */
export function signedIn(user: User = makeUser()): Partial<RootState> {
  return stateWith({ status: 'authenticated', user, accessToken: 'access-1', refreshToken: 'refresh-1' });
}
