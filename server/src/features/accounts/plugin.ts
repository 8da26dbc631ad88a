import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../env';
import { HttpError } from '../../errors';
import { loadOrCreateSecret } from '../../services/secrets';
import { HistoryService } from './history';
import { createMailer, type Mailer } from './mailer';
import { AccountService, AUTH_TEXT } from './service';
import { TokenSigner } from './tokens';
import type { UserRow } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
    history: HistoryService;
    mailer: Mailer;
    /** preHandler: a valid bearer access token is required; sets request.account. */
    requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user of a request that may be anonymous (an invalid token counts as anonymous). */
    optionalUser: (req: FastifyRequest) => Promise<UserRow | null>;
  }
  interface FastifyRequest {
    account: { row: UserRow; sessionId: string } | null;
  }
}

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/** Accounts: the services, the mailer, and the guards that routes use. */
export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const secret = loadOrCreateSecret(config.dataDir, 'jwt-secret', config.jwtSecret);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: (m) => app.log.info(m), logContents: config.environment !== 'production' });
    app.log.info(`mail goes to the ${mailer.where}`);
    const accounts = new AccountService(app.db, new TokenSigner(secret), mailer, (err) => app.log.error({ err }, 'sending a mail failed'));
    app.decorate('accounts', accounts);
    app.decorate('history', new HistoryService(app.db));
    app.decorate('mailer', mailer);
    app.decorateRequest('account', null);
    app.decorate('requireUser', async (req: FastifyRequest) => {
      const token = bearer(req);
      if (!token) throw new HttpError(401, 'Please sign in first.', 'auth.required');
      const found = await accounts.authenticate(token);
      if (!found) throw new HttpError(401, AUTH_TEXT.sessionInvalid, 'auth.token_invalid');
      req.account = found;
    });
    app.decorate('optionalUser', async (req: FastifyRequest) => {
      const token = bearer(req);
      if (!token) return null;
      return (await accounts.authenticate(token))?.row ?? null;
    });
  },
  { name: 'accounts', dependencies: ['db', 'domains'] },
);
