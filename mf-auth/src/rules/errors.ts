/**
 * Which text a failed account call shows (SPEC §8): the server's `error` field (or the shared client's
 * network / invalid-response text) first; else the fallback for a reply with an error status; else the
 * fallback for a call that got no reply to read.
 */
import type { ApiError } from '@dl/shared-config';
import { AUTH_FALLBACKS, PROFILE_MESSAGES } from './messages';

export function failureText(error: unknown, fallbacks: { rejected: string | ((status: number) => string); failed: string }): string {
  const e = (error ?? {}) as Partial<ApiError>;
  if (typeof e.message === 'string' && e.message) return e.message;
  if (typeof e.status === 'number') return typeof fallbacks.rejected === 'function' ? fallbacks.rejected(e.status) : fallbacks.rejected;
  return fallbacks.failed;
}

export const loginErrorText = (error: unknown) => failureText(error, { rejected: AUTH_FALLBACKS.login, failed: AUTH_FALLBACKS.login('network') });
export const registerErrorText = (error: unknown) => failureText(error, { rejected: AUTH_FALLBACKS.register, failed: AUTH_FALLBACKS.register('network') });
export const profileErrorText = (error: unknown) => failureText(error, { rejected: PROFILE_MESSAGES.updateRejected, failed: PROFILE_MESSAGES.updateFailed });
export const passwordChangeErrorText = (error: unknown) =>
  failureText(error, { rejected: PROFILE_MESSAGES.changePasswordRejected, failed: PROFILE_MESSAGES.changePasswordFailed });
/** The calls whose single fallback is the same with or without a reply. */
export const simpleErrorText = (error: unknown, fallback: string) => failureText(error, { rejected: fallback, failed: fallback });
