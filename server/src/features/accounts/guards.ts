/** The bearer token or API key of a request, and the hooks routes use to know who is signed in or calls. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../infra/errors';
import type { Limiter } from '../../infra/rateLimit';
import { API_KEY_PREFIX, API_KEY_TEXT } from './apiKeys';
import { AUTH_TEXT, type AccountService } from './service';
import type { UserRow } from './users';

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** preHandler: a valid bearer access token is required; sets request.account. */
export function requireUserWith(accounts: AccountService) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = bearer(req);
    if (!token) throw new HttpError(401, 'Please sign in first.', 'auth.required');
    const found = await accounts.authenticate(token);
    if (!found) throw new HttpError(401, AUTH_TEXT.sessionInvalid, 'auth.token_invalid');
    req.account = found;
  };
}

/**
 * The signed-in user of a request that may be anonymous (an invalid token counts as anonymous), or the owner of
 * the API key it was made with.
 */
export function optionalUserWith(accounts: AccountService) {
  return async (req: FastifyRequest): Promise<UserRow | null> => {
    if (req.apiKey) return req.apiKey.user;
    const token = bearer(req);
    if (!token) return null;
    return (await accounts.authenticate(token))?.row ?? null;
  };
}

/** The API key a request shows: `X-API-Key`, or a bearer token with the keys' prefix (a session's token has none). */
export function presentedApiKey(req: FastifyRequest): string | null {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  const token = bearer(req);
  return token?.startsWith(API_KEY_PREFIX) ? token : null;
}

/**
 * onRequest: a request of the API that shows an API key is made by the key's owner, its costly calls counted against the key's
 * limit (by its owner's tier), or is refused at once, with a code of its own that the site's client never takes for
 * an expired session.
 */
export function apiKeyAuth(app: FastifyInstance, limits: { tiers: Record<string, number>; other: number }) {
  const limiters = new Map<number, Limiter>();
  const limiterOf = (tier: string): Limiter => {
    const perMinute = Object.prototype.hasOwnProperty.call(limits.tiers, tier) ? limits.tiers[tier] : limits.other;
    let limiter = limiters.get(perMinute);
    if (!limiter) limiters.set(perMinute, (limiter = app.limiter('api-key', perMinute, 60_000)));
    return limiter;
  };
  return async (req: FastifyRequest): Promise<void> => {
    // Keys are for the API; pages and the health probes do not read them.
    if (!req.url.startsWith('/api/')) return;
    const key = presentedApiKey(req);
    if (key === null) return;
    const found = req.domain.authentication_enabled ? await app.apiKeys.authenticate(key) : null;
    if (!found) {
      req.refusal = 'api_key';
      throw new HttpError(401, req.domain.authentication_enabled ? API_KEY_TEXT.invalid : API_KEY_TEXT.unavailable, 'api_key.invalid');
    }
    req.apiKey = found;
    req.clientLimit = { key: found.id, limiter: limiterOf(found.user.tier) };
  };
}
