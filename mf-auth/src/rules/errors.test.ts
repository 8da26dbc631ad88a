import { loginErrorText, passwordChangeErrorText, profileErrorText, registerErrorText, simpleErrorText } from './errors';

describe('failure texts (SPEC §8)', () => {
  it.each([
    [loginErrorText, { status: 401, message: 'Invalid email or password.' }, 'Invalid email or password.'],
    [loginErrorText, { status: 500, message: null }, 'Login failed (500)'],
    [registerErrorText, { status: 409, message: null }, 'Registration failed (409)'],
    [registerErrorText, { status: 400, message: 'Email is too long.' }, 'Email is too long.'],
    [profileErrorText, { status: 400, message: null }, 'Profile update failed'],
    [profileErrorText, { status: 'CUSTOM_ERROR', message: null }, 'Failed to update profile'],
    [profileErrorText, undefined, 'Failed to update profile'],
    [passwordChangeErrorText, { status: 400, message: null }, 'Password change failed'],
    [passwordChangeErrorText, new Error(''), 'Failed to change password'],
    [passwordChangeErrorText, { status: 400, message: 'Current password is incorrect.' }, 'Current password is incorrect.'],
  ])('%#: %p', (fn, error, expected) => {
    expect(fn(error)).toBe(expected);
  });

  it('uses the single fallback with or without a reply', () => {
    expect(simpleErrorText({ status: 400, message: null }, 'Password reset failed')).toBe('Password reset failed');
    expect(simpleErrorText({ status: 'TIMEOUT_ERROR', message: null }, 'Email verification failed')).toBe('Email verification failed');
    expect(simpleErrorText({ status: 'FETCH_ERROR', message: 'Network error: Cannot connect to server. Please check if the backend is running.' }, 'x')).toBe(
      'Network error: Cannot connect to server. Please check if the backend is running.',
    );
  });
});
