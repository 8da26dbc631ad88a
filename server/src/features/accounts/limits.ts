/** The rate limits of the account routes, made once and shared by the session and profile routes. */
import type { FastifyInstance } from 'fastify';
import { enforce, type Limiter } from '../../infra/rateLimit';

const MINUTE = 60_000;

export function accountLimits(app: FastifyInstance) {
  return {
    loginIp: app.limiter('auth-login-ip', 30, 15 * MINUTE),
    loginAccount: app.limiter('auth-login-account', 10, 15 * MINUTE),
    registerIp: app.limiter('auth-register-ip', 10, 60 * MINUTE),
    mailIp: app.limiter('auth-mail-ip', 10, 60 * MINUTE),
    mailAccount: app.limiter('auth-mail-account', 3, 60 * MINUTE),
    tokenIp: app.limiter('auth-token-ip', 20, 15 * MINUTE),
  };
}
export type AccountLimits = ReturnType<typeof accountLimits>;

/** Counts a hit; past the limit, refuses with a 429 that says how many minutes to wait. */
export const throttle = (limiter: Limiter, key: string, what: string) =>
  enforce(limiter, key, (seconds) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  }, 'auth.throttled');
