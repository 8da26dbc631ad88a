/** SPEC §5 Auth and Profile security tab: each validator returns the first message that applies, or null. */
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, passwordProblem } from '@dl/contract';
import { AUTH_VALIDATION, PROFILE_VALIDATION } from './messages';

export const RESET_TOKEN_REQUIRED = 'Reset token is required. Open the link from your password reset email again.';

export function validateEmail(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : AUTH_VALIDATION.invalidEmail;
}

/** Register and reset password: length, then one uppercase, one lowercase and one digit (SPEC §5). */
export function validateNewPassword(password: string): string | null {
  return passwordProblem(password);
}

export function validateLogin({ email, password }: { email: string; password: string }): string | null {
  return validateEmail(email) ?? (password ? null : AUTH_VALIDATION.passwordRequired);
}

export function validateRegister({ email, password, confirmPassword }: { email: string; password: string; confirmPassword: string }): string | null {
  return validateEmail(email) ?? validateNewPassword(password) ?? (password === confirmPassword ? null : AUTH_VALIDATION.passwordsDoNotMatch);
}

export function validateForgotPassword({ email }: { email: string }): string | null {
  return validateEmail(email);
}

export function validateResetPassword({ token, password, confirmPassword }: { token: string; password: string; confirmPassword: string }): string | null {
  if (!token.trim()) return RESET_TOKEN_REQUIRED;
  return validateNewPassword(password) ?? (password === confirmPassword ? null : AUTH_VALIDATION.passwordsDoNotMatch);
}

export function validateVerifyEmail({ token }: { token: string }): string | null {
  return token.trim() ? null : AUTH_VALIDATION.tokenRequired;
}

/** Profile security tab: only the match and the length are checked (SPEC §5). */
export function validatePasswordChange({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }): string | null {
  if (newPassword !== confirmPassword) return PROFILE_VALIDATION.newPasswordsDoNotMatch;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return PROFILE_VALIDATION.passwordTooShort;
  return null;
}
