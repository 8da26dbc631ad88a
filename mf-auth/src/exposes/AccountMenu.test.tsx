import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { batchRequestActions, makeStore, MESSAGES } from '@dl/shared-config';
import { renderWithProviders, json, fakeServer } from '@dl/shared-config/testing';
import AccountMenu from './AccountMenu';
import { makeUser, signedIn, stateWith } from '../testing/fixtures';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

function render(route = '/', preloadedState = stateWith()) {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<AccountMenu />, { preloadedState, route }) };
}

const dialogTitle = () => screen.getByRole('dialog').querySelector('h2')?.textContent;

describe('anonymous visitor', () => {
  it('Sign In and Sign Up open the modal in login and register mode', async () => {
    fakeServer({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to your account');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Create your free account');
  });

  it('closing the modal resets the mode and the fields', async () => {
    fakeServer({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(dialogTitle()).toBe('Forgot your password?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('dialog');
    expect(dialogTitle()).toBe('Sign in to your account');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('email links (SPEC §7)', () => {
  it('the reset link opens reset-password mode with the token and leaves the address bar clean', async () => {
    fakeServer({});
    const { router } = render('/blog?auth=reset-password&token=r3s3t-t0k3n&ref=mail');
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Choose a new password');
    expect(screen.getByLabelText('Reset token')).toHaveValue('r3s3t-t0k3n');
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail'));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('the verification link opens verify-email mode with the code, and verifying returns to login', async () => {
    const seen = fakeServer({ 'POST /api/auth/verify-email': () => json({ message: 'Email verified.' }) });
    const { user, router } = render('/?auth=verify-email&token=482913');
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Verify your email');
    expect(screen.getByLabelText('Verification code')).toHaveValue('482913');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Email verified.')).toBeInTheDocument();
    expect(seen[0].body).toEqual({ token: '482913' });
  });
});

describe('session restore (SPEC §4)', () => {
  it('checks a stored access token with /api/auth/me and shows the user menu', async () => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('refresh_token', 'stored-refresh');
    const seen = fakeServer({ 'GET /api/auth/me': () => json({ user: makeUser() }) });
    const store = makeStore({ domain: stateWith().domain });
    renderWithProviders(<AccountMenu />, { store });
    expect(await screen.findByRole('button', { name: /Ana Lima/ })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ path: '/api/auth/me', authorization: 'Bearer stored-access' });
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('refreshes once when the token is rejected, and clears the session when that fails too', async () => {
    localStorage.setItem('access_token', 'old-access');
    localStorage.setItem('refresh_token', 'old-refresh');
    const seen = fakeServer({
      'GET /api/auth/me': () => json({ error: 'Token expired.' }, 401),
      'POST /api/auth/refresh-token': () => json({ error: 'Refresh token revoked.' }, 401),
    });
    const store = makeStore({ domain: stateWith().domain });
    renderWithProviders(<AccountMenu />, { store });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('access_token')).toBeNull());
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(seen.map((r) => r.path)).toEqual(['/api/auth/me', '/api/auth/refresh-token']);
    expect(seen[1].authorization).toBe('Bearer old-refresh');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.sessionExpired);
  });

  it('clears the session when the check fails for another reason', async () => {
    localStorage.setItem('access_token', 'a');
    fakeServer({ 'GET /api/auth/me': () => json({ error: 'User not found.' }, 404) });
    const store = makeStore({ domain: stateWith().domain });
    renderWithProviders(<AccountMenu />, { store });
    await waitFor(() => expect(store.getState().session.accessToken).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the stored session when the server cannot be reached or fails for a moment', async () => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('refresh_token', 'r');
    fakeServer({ 'GET /api/auth/me': () => json({ error: 'The service is temporarily unavailable.' }, 503) });
    const store = makeStore({ domain: stateWith().domain });
    renderWithProviders(<AccountMenu />, { store });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(store.getState().session.accessToken).toBe('a');
    expect(localStorage.getItem('refresh_token')).toBe('r');
  });
});

describe('user menu (SPEC §2, §6)', () => {
  async function openMenu(userOverrides: Parameters<typeof makeUser>[0] = {}) {
    fakeServer({ 'POST /api/auth/logout': () => json({ message: 'Signed out.' }) });
    const utils = render('/', signedIn(makeUser(userOverrides)));
    await utils.user.click(await screen.findByRole('button', { name: /Ana Lima/ }));
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    return { ...utils, menu, items };
  }

  it('free tier: Upgrade Plan opens /upgrade in a new tab', async () => {
    const { menu, items } = await openMenu();
    expect(items).toEqual(['Profile & Settings', 'Download History', 'Batch download', 'Upgrade Plan', 'Sign Out']);
    const link = within(menu).getByRole('menuitem', { name: 'Upgrade Plan' });
    expect(link).toHaveAttribute('href', '/upgrade');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(menu).getByText('Free')).toBeInTheDocument();
    expect(within(menu).getByText('2 / 10 downloads today')).toBeInTheDocument();
  });

  it('paid tier: Subscription opens /subscription in a new tab; no daily limit reads Unlimited', async () => {
    const { menu, items } = await openMenu({ subscription: { tier: 'premium', usage_limits: { downloads_today: 40, daily_limit: null } } });
    expect(items).toEqual(['Profile & Settings', 'Download History', 'Batch download', 'Subscription', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Subscription' })).toHaveAttribute('href', '/subscription');
    expect(within(menu).getByText('40 / Unlimited downloads today')).toBeInTheDocument();
  });

  it('unverified users see Verify Email, which only logs', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, items, store } = await openMenu({ email_verified: false });
    expect(items).toContain('Verify Email');
    const before = store.getState();
    await user.click(screen.getByRole('menuitem', { name: 'Verify Email' }));
    expect(info).toHaveBeenCalledWith('Email verification requested for ana@example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().session).toBe(before.session);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('names the user by email when there is no display name', async () => {
    fakeServer({});
    const ana = makeUser();
    render('/', signedIn({ ...ana, profile: { ...ana.profile, display_name: null } }));
    expect(await screen.findByRole('button', { name: /ana@example\.com/ })).toBeInTheDocument();
  });

  it('Sign Out tells the server with the bearer token, then clears the tokens', async () => {
    localStorage.setItem('access_token', 'access-1');
    const { user, store } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    const calls = (global.fetch as jest.Mock).mock.calls;
    const req = calls[0][0] as Request;
    expect(req.url).toBe('http://localhost/api/auth/logout');
    expect(req.headers.get('authorization')).toBe('Bearer access-1');
    expect(store.getState().session).toMatchObject({ user: null, accessToken: null, refreshToken: null });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('Sign Out still signs out when the server call fails', async () => {
    const { user, store } = await openMenu();
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
  });

  it('opens Profile & Settings, Download History and Batch download in dialogs', async () => {
    const { user } = await openMenu();
    fakeServer({ 'GET /api/auth/download-history': () => json({ history: [], page: 1, pages: 0, total: 0 }) });
    await user.click(screen.getByRole('menuitem', { name: 'Profile & Settings' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Profile & Settings');
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    await user.click(await screen.findByRole('button', { name: /Ana Lima/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Download History' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Download History');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Ana Lima/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Batch download' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Batch download');
  });

  it('opens the batch download with the links another area hands over (a list’s chosen items), and finds their formats', async () => {
    const A = 'https://feeds.example.com/show.xml#episode=day-2';
    const B = 'https://feeds.example.com/show.xml#episode=day-1';
    const seen = fakeServer({
      'POST /api/download-video': (req) => json({ title: `Found ${(req.body as { tweet_url: string }).tweet_url.slice(-5)}`, platform: 'Podcast', thumbnail_url: null, uploader: null, description: null, duration: 2, is_podcast: true, series: null, episode_number: null, season_number: null, formats: [{ url: '/api/proxied_download?url=x&sig=1', label: 'Audio 64 kbps MP3', ext: 'mp3', resolution: null, is_audio_only: true, has_audio: true, tbr: 64, abr: 64, vbr: null, filesize: 16000 }] }),
    });
    const store = makeStore(signedIn(makeUser()));
    renderWithProviders(<AccountMenu />, { store });
    await act(async () => {
      store.dispatch(batchRequestActions.batchRequested([A, B]));
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Batch download');
    expect(within(dialog).getByLabelText('Links')).toHaveValue(`${A}\n${B}`);
    expect(await within(dialog).findByText('Found day-1')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/download-video').map((r) => (r.body as { tweet_url: string }).tweet_url)).toEqual([A, B]);
    // Taken: the request does not open the batch again.
    expect(store.getState().batchRequest.links).toBeNull();
  });
});
