import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, json, fakeServer } from '@dl/shared-config/testing';
import { AuthModal, type AuthModalProps } from './AuthModal';
import { makeUser, stateWith } from '../../../testing/fixtures';

const TITLE = {
  login: 'Sign in to your account',
  register: 'Create your free account',
  forgot: 'Forgot your password?',
  reset: 'Choose a new password',
  verify: 'Verify your email',
  success: 'All set',
};

function setup(props: Partial<AuthModalProps> = {}) {
  const onClose = jest.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const utils = renderWithProviders(<AuthModal initialMode="login" onClose={onClose} {...props} />, { preloadedState: stateWith() });
  return { user, onClose, ...utils };
}

const dialogTitle = () => screen.getByRole('dialog').querySelector('h2')?.textContent;
const alertText = () => screen.getByRole('alert').textContent;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('auth modal validation (SPEC §5), word for word', () => {
  it.each([
    ['', 'secret', 'Please enter a valid email address.'],
    ['ana@', 'secret', 'Please enter a valid email address.'],
    ['ana@example.com', '', 'Password is required.'],
  ])('login with %p / %p says %p and sends nothing', async (email, password, message) => {
    const seen = fakeServer({});
    const { user } = setup();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(alertText()).toBe(message);
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['Abc1', 'Abc1', 'Password must be at least 8 characters'],
    ['abcdefg1', 'abcdefg1', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1', 'ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Abcdefgh', 'Password must contain at least one number'],
    ['Abcdefg1', 'Abcdefg2', 'Passwords do not match.'],
  ])('register with %p / %p says %p', async (password, confirm, message) => {
    const seen = fakeServer({});
    const { user } = setup({ initialMode: 'register' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(alertText()).toBe(message);
    expect(seen).toHaveLength(0);
  });

  it("verify-email without a code says 'Verification token is required.'", async () => {
    const { user } = setup({ initialMode: 'verify-email' });
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(alertText()).toBe('Verification token is required.');
  });

  it('reset-password checks the same password rules', async () => {
    const { user } = setup({ initialMode: 'reset-password', initialToken: 'tok' });
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(alertText()).toBe('Passwords do not match.');
  });
});

describe('auth modal transitions and delays (SPEC §4)', () => {
  it('login leads to forgot-password and register, and back', async () => {
    const { user } = setup();
    expect(dialogTitle()).toBe(TITLE.login);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(dialogTitle()).toBe(TITLE.forgot);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(dialogTitle()).toBe(TITLE.login);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(dialogTitle()).toBe(TITLE.register);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(dialogTitle()).toBe(TITLE.login);
  });

  it('login success stores both tokens and the user, then closes after 1 s', async () => {
    const ana = makeUser();
    const seen = fakeServer({ 'POST /api/auth/login': () => json({ user: ana, access_token: 'acc-9', refresh_token: 'ref-9' }) });
    const { user, onClose, store } = setup();
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Signed in successfully. Welcome back!');
    expect(seen[0].body).toEqual({ email: 'ana@example.com', password: 'Secret123', remember_me: true });
    expect(localStorage.getItem('access_token')).toBe('acc-9');
    expect(localStorage.getItem('refresh_token')).toBe('ref-9');
    expect(store.getState().session).toMatchObject({ status: 'authenticated', user: ana, accessToken: 'acc-9' });
    act(() => jest.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Invalid email or password.', () => json({ error: 'Invalid email or password.', code: 'auth.invalid_credentials' }, 401)],
    ['Login failed (500)', () => json({}, 500)],
    ['Too many attempts. Try again in a minute.', () => json({ error: 'Too many attempts. Try again in a minute.' }, 429)],
  ])('login failure shows %p and clears the tokens', async (message, reply) => {
    fakeServer({ 'POST /api/auth/login': reply });
    const { user, store } = setup();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(store.getState().session.accessToken).toBeNull();
    expect(dialogTitle()).toBe(TITLE.login);
  });

  it('register success goes to verify-email with the server message; the username is optional', async () => {
    const seen = fakeServer({ 'POST /api/auth/register': () => json({ message: 'Check your inbox for a 6-digit code.' }, 201) });
    const { user } = setup({ initialMode: 'register' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your inbox for a 6-digit code.')).toBeInTheDocument();
    expect(dialogTitle()).toBe(TITLE.verify);
    expect(seen[0].body).toEqual({ email: 'ana@example.com', password: 'Abcdefg1' });
    // The email is kept for resending.
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it("register failure without a text says 'Registration failed (status)'", async () => {
    fakeServer({ 'POST /api/auth/register': () => json({}, 400) });
    const { user } = setup({ initialMode: 'register' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed (400)');
  });

  it.each([
    ['forgot-password', 'POST /api/auth/forgot-password', 'Send Reset Link', { email: 'ana@example.com' }],
    ['reset-password', 'POST /api/auth/reset-password', 'Reset Password', { token: 'tok-1', new_password: 'Abcdefg1' }],
    ['verify-email', 'POST /api/auth/verify-email', 'Verify Email', { token: '482913' }],
  ] as const)('%s success shows the success mode, then returns to login after 3 s', async (mode, route, button, body) => {
    const seen = fakeServer({ [route]: () => json({ message: 'Done, all good.' }) });
    const { user } = setup({ initialMode: mode, initialToken: mode === 'reset-password' ? 'tok-1' : '' });
    if (mode === 'forgot-password') await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    if (mode === 'verify-email') await user.type(screen.getByLabelText('Verification code'), '482913');
    if (mode === 'reset-password') {
      await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
      await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg1');
    }
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText('Done, all good.')).toBeInTheDocument();
    expect(dialogTitle()).toBe(TITLE.success);
    expect(seen[0].body).toEqual(body);
    act(() => jest.advanceTimersByTime(2999));
    expect(dialogTitle()).toBe(TITLE.success);
    act(() => jest.advanceTimersByTime(1));
    expect(dialogTitle()).toBe(TITLE.login);
  });

  it.each([
    ['forgot-password', 'Failed to send password reset email', 'POST /api/auth/forgot-password'],
    ['reset-password', 'Password reset failed', 'POST /api/auth/reset-password'],
    ['verify-email', 'Email verification failed', 'POST /api/auth/verify-email'],
  ] as const)('%s failure without a text says %p', async (mode, message, route) => {
    fakeServer({ [route]: () => json({}, 400) });
    const { user } = setup({ initialMode: mode, initialToken: 'tok-1' });
    if (mode === 'forgot-password') await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    if (mode === 'reset-password') {
      await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
      await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg1');
    }
    fireEvent.submit(screen.getByRole('dialog').querySelector('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('shows the server text when it gives one', async () => {
    fakeServer({ 'POST /api/auth/verify-email': () => json({ error: 'This code has expired.', code: 'auth.token_expired' }, 400) });
    const { user } = setup({ initialMode: 'verify-email', initialToken: '111111' });
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code has expired.');
  });

  it('verify-email mode resends the verification email', async () => {
    const seen = fakeServer({ 'POST /api/auth/resend-verification': () => json({ message: 'Sent again.' }) });
    const { user } = setup({ initialMode: 'verify-email' });
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(alertText()).toBe('Please enter a valid email address.');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Sent again.')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ path: '/api/auth/resend-verification', body: { email: 'ana@example.com' } });
  });

  it("resend failure says 'Failed to resend verification email'", async () => {
    fakeServer({ 'POST /api/auth/resend-verification': () => json({}, 500) });
    const { user } = setup({ initialMode: 'verify-email' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to resend verification email');
  });

  it('is an accessible dialog: focus moves in and Escape closes', async () => {
    const { user, onClose } = setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName(TITLE.login);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
