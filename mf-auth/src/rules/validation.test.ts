import {
  RESET_TOKEN_REQUIRED,
  validateEmail,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validatePasswordChange,
  validateRegister,
  validateResetPassword,
  validateVerifyEmail,
} from './validation';

describe('auth validation (SPEC §5), word for word', () => {
  it.each([
    ['ana@example.com', null],
    ['  ana.lima+dl@mail.example.org ', null],
    ['', 'Please enter a valid email address.'],
    ['ana@', 'Please enter a valid email address.'],
    ['ana@example', 'Please enter a valid email address.'],
    ['ana example@mail.com', 'Please enter a valid email address.'],
    ['@example.com', 'Please enter a valid email address.'],
  ])('email %p → %p', (email, expected) => {
    expect(validateEmail(email)).toBe(expected);
  });

  it.each([
    ['Abcdefg1', null],
    ['Abcdef1', 'Password must be at least 8 characters'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
    ['', 'Password must be at least 8 characters'],
  ])('new password %p → %p', (password, expected) => {
    expect(validateNewPassword(password)).toBe(expected);
  });

  it.each([
    [{ email: 'ana@example.com', password: 'x' }, null],
    [{ email: 'ana@example.com', password: '' }, 'Password is required.'],
    [{ email: 'nope', password: '' }, 'Please enter a valid email address.'],
  ])('login %p → %p', (form, expected) => {
    expect(validateLogin(form)).toBe(expected);
  });

  it.each([
    [{ email: 'ana@example.com', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, null],
    [{ email: 'ana@example.com', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, 'Passwords do not match.'],
    [{ email: 'ana@example.com', password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 8 characters'],
    [{ email: 'bad', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, 'Please enter a valid email address.'],
  ])('register %p → %p', (form, expected) => {
    expect(validateRegister(form)).toBe(expected);
  });

  it.each([
    [{ token: 'tok', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, null],
    [{ token: 'tok', password: 'Abcdefg1', confirmPassword: 'x' }, 'Passwords do not match.'],
    [{ token: 'tok', password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Password must contain at least one uppercase letter'],
    [{ token: ' ', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, RESET_TOKEN_REQUIRED],
  ])('reset %p → %p', (form, expected) => {
    expect(validateResetPassword(form)).toBe(expected);
  });

  it.each([
    [{ token: '' }, 'Verification token is required.'],
    [{ token: '   ' }, 'Verification token is required.'],
    [{ token: '482913' }, null],
  ])('verify email %p → %p', (form, expected) => {
    expect(validateVerifyEmail(form)).toBe(expected);
  });

  it('forgot password needs a valid email', () => {
    expect(validateForgotPassword({ email: 'x' })).toBe('Please enter a valid email address.');
    expect(validateForgotPassword({ email: 'x@y.io' })).toBeNull();
  });
});

describe('profile security tab (SPEC §5): only match and length', () => {
  it.each([
    [{ newPassword: 'longenough', confirmPassword: 'longenough' }, null],
    [{ newPassword: 'longenough', confirmPassword: 'longenougH' }, 'New passwords do not match'],
    [{ newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
    [{ newPassword: 'short', confirmPassword: 'other' }, 'New passwords do not match'],
  ])('%p → %p', (form, expected) => {
    expect(validatePasswordChange(form)).toBe(expected);
  });
});
