/** The bearer token of a request, and the preHandler and lookup routes use to know who is signed in. */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../infra/errors';
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

/** The signed-in user of a request that may be anonymous (an invalid token counts as anonymous). */
export function optionalUserWith(accounts: AccountService) {
  return async (req: FastifyRequest): Promise<UserRow | null> => {
    const token = bearer(req);
    if (!token) return null;
    return (await accounts.authenticate(token))?.row ?? null;
  };
}
