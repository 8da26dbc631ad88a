/** Texts of SPEC §5 (auth and profile validation) and §8 (auth, history, profile): written once, asserted by exact string. */
import { CLIPBOARD_MESSAGES } from '@dl/shared-config';


export const AUTH_VALIDATION = {
  invalidEmail: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match.',
  tokenRequired: 'Verification token is required.',
} as const;

export const AUTH_FALLBACKS = {
  login: (status: number | string) => `Login failed (${status})`,
  register: (status: number | string) => `Registration failed (${status})`,
  verifyEmail: 'Email verification failed',
  resendVerification: 'Failed to resend verification email',
  forgotPassword: 'Failed to send password reset email',
  resetPassword: 'Password reset failed',
} as const;

/** Success texts shown when the server's reply carries no `message` of its own. */
export const AUTH_SUCCESS = {
  login: 'Signed in successfully. Welcome back!',
  register: 'Account created. We sent a verification code to your email address: enter it below to verify your account.',
  verifyEmail: 'Your email address is verified. You can now sign in.',
  resendVerification: 'A new verification email is on its way. Check your inbox and spam folder.',
  forgotPassword: 'If an account exists for that email address, a password reset link is on its way.',
  resetPassword: 'Your password has been reset. You can now sign in with the new password.',
} as const;

export const PROFILE_VALIDATION = {
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
} as const;

export const PROFILE_MESSAGES = {
  /** Shown when the call fails without a reply to read (SPEC §8 History and profile). */
  updateFailed: 'Failed to update profile',
  changePasswordFailed: 'Failed to change password',
  /** Shown when the server answers with an error status but no error text (SPEC §8 General and auth). */
  updateRejected: 'Profile update failed',
  changePasswordRejected: 'Password change failed',
  updated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
} as const;

export const HISTORY_MESSAGES = {
  fetchFailed: 'Failed to fetch download history',
  clearFailed: 'Failed to clear download history',
  clearConfirm: 'Are you sure you want to clear all download history? This action cannot be undone.',
  empty: 'No downloads found',
  emptyHint: 'Try adjusting the filters, or start downloading: every download you make while signed in appears here.',
  copied: CLIPBOARD_MESSAGES.copied,
  copyFailed: CLIPBOARD_MESSAGES.failed,
} as const;
