import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, json, fakeServer } from '@dl/shared-config/testing';
import { ProfileModal } from './ProfileModal';
import { makeUser, signedIn } from '../../../testing/fixtures';

function setup(user = makeUser()) {
  const onClose = jest.fn();
  const ue = userEvent.setup();
  const utils = renderWithProviders(<ProfileModal user={user} onClose={onClose} />, { preloadedState: signedIn(user) });
  return { user: ue, onClose, ...utils };
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => jest.restoreAllMocks());

describe('profile modal tabs', () => {
  it('has the tabs Profile, Preferences, Security and API keys', () => {
    fakeServer({});
    setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile', 'Preferences', 'Security', 'API keys']);
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Display name')).toHaveValue('Ana Lima');
  });

  it('offers UTC and 10 named zones, and the 12 languages of SPEC §9', () => {
    fakeServer({});
    setup();
    const zones = within(screen.getByLabelText('Timezone')).getAllByRole('option');
    expect(zones).toHaveLength(11);
    expect(zones[0]).toHaveValue('UTC');
    expect(within(screen.getByLabelText('Language')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual([
      'en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar', 'hi',
    ]);
  });

  it('saves the profile with PUT /api/auth/profile and shows a green banner', async () => {
    const ana = makeUser();
    const seen = fakeServer({ 'PUT /api/auth/profile': (req) => json({ profile: req.body }) });
    const { user, store } = setup(ana);
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'Ana L.');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'Europe/Berlin');
    await user.selectOptions(screen.getByLabelText('Language'), 'pt');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const banner = await screen.findByText('Profile updated successfully');
    expect(banner).toHaveClass('banner-success');
    expect(seen[0]).toMatchObject({ method: 'PUT', authorization: 'Bearer access-1' });
    expect(seen[0].body).toEqual({
      display_name: 'Ana L.',
      avatar_url: null,
      timezone: 'Europe/Berlin',
      language: 'pt',
      country: 'Portugal',
      preferences: ana.profile.preferences,
    });
    expect(store.getState().session.user?.profile.display_name).toBe('Ana L.');
  });

  it('preferences: options and defaults of SPEC §9; the theme takes effect on the whole site', async () => {
    fakeServer({ 'PUT /api/auth/profile': (req) => json({ profile: req.body }) });
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    const quality = screen.getByLabelText('Default video quality');
    expect(quality).toHaveValue('720p');
    expect(within(quality).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['4k', '1080p', '720p', '480p', '360p', 'auto']);
    const audio = screen.getByLabelText('Default audio format');
    expect(audio).toHaveValue('mp3');
    expect(within(audio).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['mp3', 'wav', 'flac', 'aac', 'm4a']);
    expect(screen.getByLabelText('Theme')).toHaveValue('light');
    expect(screen.getByRole('checkbox', { name: /Auto download/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Download history/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Email notifications/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    const original = window.matchMedia;
    window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    await user.selectOptions(screen.getByLabelText('Theme'), 'auto');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    window.matchMedia = original;
  });

  it.each([
    ['Profile update failed', () => json({}, 500)],
    ['Display name is too long.', () => json({ error: 'Display name is too long.', code: 'profile.invalid' }, 400)],
  ])('a failed save shows %p in a red banner', async (message, reply) => {
    fakeServer({ 'PUT /api/auth/profile': reply });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(message);
    expect(banner).toHaveClass('banner-error');
  });
});

describe('security tab (SPEC §5, §8)', () => {
  async function fill(current: string, next: string, confirm: string) {
    const utils = setup();
    await utils.user.click(screen.getByRole('tab', { name: 'Security' }));
    if (current) await utils.user.type(screen.getByLabelText('Current password'), current);
    if (next) await utils.user.type(screen.getByLabelText('New password'), next);
    if (confirm) await utils.user.type(screen.getByLabelText('Confirm new password'), confirm);
    await utils.user.click(screen.getByRole('button', { name: 'Change Password' }));
    return utils;
  }

  it.each([
    ['longenough', 'longenougX', 'New passwords do not match'],
    ['short', 'short', 'Password must be at least 8 characters long'],
  ])('new %p / confirm %p says %p and sends nothing', async (next, confirm, message) => {
    const seen = fakeServer({});
    await fill('Old-pass1', next, confirm);
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toBe(message);
    expect(banner).toHaveClass('banner-error');
    expect(seen).toHaveLength(0);
  });

  it('checks only the length: a lowercase-only password is sent', async () => {
    const seen = fakeServer({ 'POST /api/auth/change-password': () => json({ message: 'Password changed.', access_token: 'acc-2', refresh_token: 'ref-2' }) });
    const { store } = await fill('Old-pass1', 'alllowercase', 'alllowercase');
    expect(await screen.findByText('Password changed successfully')).toHaveClass('banner-success');
    expect(seen[0]).toMatchObject({ path: '/api/auth/change-password', body: { current_password: 'Old-pass1', new_password: 'alllowercase' }, authorization: 'Bearer access-1' });
    // The rotated tokens replace the old ones.
    expect(store.getState().session).toMatchObject({ accessToken: 'acc-2', refreshToken: 'ref-2' });
    expect(localStorage.getItem('access_token')).toBe('acc-2');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it.each([
    ['Password change failed', () => json({}, 400)],
    ['Current password is incorrect.', () => json({ error: 'Current password is incorrect.' }, 400)],
  ])('a failed change shows %p', async (message, reply) => {
    fakeServer({ 'POST /api/auth/change-password': reply });
    await fill('Old-pass1', 'newpassword', 'newpassword');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
