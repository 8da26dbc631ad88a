/**
 * The signed-in state of the page (SPEC §3, §4) through the store, as the auth area drives it: what a visitor sees as
 * "still signed in after a reload" is the tokens this keeps in local storage.
 */
import { makeStore } from './store';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, sessionActions } from './session';
import { batchRequestActions } from './batchRequest';
import { domainConfigLoaded } from './domainSlice';
import { FALLBACK_DOMAIN_CONFIG, type User } from '@dl/contract';

const user = {
  email: 'ana@example.test',
  username: 'ana',
  email_verified: true,
  profile: { display_name: 'Ana', avatar_url: null, timezone: 'Europe/Madrid', language: 'es', country: null, preferences: {} },
  subscription: { tier: 'free' },
} as unknown as User;

beforeEach(() => localStorage.clear());

it('a sign-in keeps both tokens; a reload starts from them', () => {
  const store = makeStore();
  store.dispatch(sessionActions.authStarted());
  expect(store.getState().session.status).toBe('loading');
  store.dispatch(sessionActions.authSucceeded({ user, accessToken: 'a1', refreshToken: 'r1' }));
  expect(store.getState().session).toMatchObject({ status: 'authenticated', user, accessToken: 'a1', refreshToken: 'r1', error: null });
  expect([localStorage.getItem(ACCESS_TOKEN_KEY), localStorage.getItem(REFRESH_TOKEN_KEY)]).toEqual(['a1', 'r1']);

  expect(makeStore().getState().session).toMatchObject({ status: 'anonymous', accessToken: 'a1', refreshToken: 'r1' });
});

it('a refresh replaces the refresh token only when the server sends a new one', () => {
  const store = makeStore();
  store.dispatch(sessionActions.authSucceeded({ user, accessToken: 'a1', refreshToken: 'r1' }));
  store.dispatch(sessionActions.tokenRefreshed({ user, accessToken: 'a2' }));
  expect(store.getState().session).toMatchObject({ accessToken: 'a2', refreshToken: 'r1' });
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
  store.dispatch(sessionActions.tokenRefreshed({ user, accessToken: 'a3', refreshToken: 'r3' }));
  expect(store.getState().session).toMatchObject({ accessToken: 'a3', refreshToken: 'r3' });
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r3');
});

it('a saved profile changes the user in place, and does nothing when no one is signed in', () => {
  const store = makeStore();
  const before = store.getState().session;
  store.dispatch(sessionActions.profileUpdated({ ...user.profile, display_name: 'X' }));
  expect(store.getState().session).toBe(before);
  store.dispatch(sessionActions.userLoaded(user));
  store.dispatch(sessionActions.profileUpdated({ ...user.profile, language: 'ja' }));
  expect(store.getState().session.user?.profile).toMatchObject({ language: 'ja' });
  expect(user.profile).toMatchObject({ language: 'es' }); // the state is a new object, not the old one changed
});

it('a failed sign-in and a sign-out forget the tokens; a deferred check keeps them', () => {
  const store = makeStore();
  store.dispatch(sessionActions.authSucceeded({ user, accessToken: 'a1', refreshToken: 'r1' }));
  store.dispatch(sessionActions.authStarted());
  store.dispatch(sessionActions.restoreDeferred());
  expect(store.getState().session).toMatchObject({ status: 'anonymous', accessToken: 'a1' });
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');

  store.dispatch(sessionActions.authFailed('Invalid email or password'));
  expect(store.getState().session).toEqual({ status: 'error', user: null, accessToken: null, refreshToken: null, error: 'Invalid email or password' });
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();

  store.dispatch(sessionActions.authSucceeded({ user, accessToken: 'a4', refreshToken: 'r4' }));
  store.dispatch(sessionActions.loggedOut());
  expect(store.getState().session).toEqual({ status: 'anonymous', user: null, accessToken: null, refreshToken: null, error: null });
  expect([localStorage.getItem(ACCESS_TOKEN_KEY), localStorage.getItem(REFRESH_TOKEN_KEY)]).toEqual([null, null]);
});

it('the domain configuration and a batch request pass through the same store', () => {
  const store = makeStore();
  expect(store.getState().domain.source).toBe('fallback');
  store.dispatch(domainConfigLoaded({ config: { ...FALLBACK_DOMAIN_CONFIG, domain: 'other.test' }, source: 'server' }));
  expect(store.getState().domain).toMatchObject({ source: 'server', config: { domain: 'other.test' } });
  store.dispatch(batchRequestActions.batchRequested(['https://a.test/1', 'https://a.test/2']));
  expect(store.getState().batchRequest.links).toEqual(['https://a.test/1', 'https://a.test/2']);
  store.dispatch(batchRequestActions.batchRequestTaken());
  expect(store.getState().batchRequest.links).toBeNull();
});
