/**
 * The accounts feature (SPEC §7 /api/auth/*): builds the account and history services and the mailer, decorates the
 * app with them and with the guards other features use (`requireUser`, `optionalUser`), knows the API key a request
 * shows, and registers the session, profile, download-history and API-key routes, which answer 404 on a site without
 * accounts.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ServerSettings } from '../../infra/serverSettings';
import type { AccountsSettings } from './settings';
import { HttpError } from '../../infra/errors';
import { loadOrCreateSecret } from '../../infra/secrets';
import { apiKeyRoutes } from './apiKeyRoutes';
import { ApiKeyService } from './apiKeys';
import { apiKeyAuth, optionalUserWith, requireUserWith } from './guards';
import { HistoryService } from './history';
import { historyRoutes } from './historyRoutes';
import { accountLimits } from './limits';
import { ApiKeyView, MessageReply, NewApiKey } from './schemas';
import { createMailer, type Mailer } from './mailer';
import { profileRoutes } from './profileRoutes';
import { AccountService } from './service';
import { sessionRoutes } from './sessionRoutes';
import { TokenSigner } from './tokens';
import type { UserRow } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
    history: HistoryService;
    apiKeys: ApiKeyService;
    mailer: Mailer;
    /** preHandler: a valid bearer access token is required; sets request.account. */
    requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in user of a request that may be anonymous (an invalid token counts as anonymous). */
    optionalUser: (req: FastifyRequest) => Promise<UserRow | null>;
  }
  interface FastifyRequest {
    account: { row: UserRow; sessionId: string } | null;
    /** The API key a request was made with (Authorization: Bearer mgk_… or X-API-Key), and its owner. */
    apiKey: { id: string; user: UserRow } | null;
  }
}

/** The account routes, in a context of their own whose hook refuses them where accounts are turned off. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (req) => {
    if (!req.domain.authentication_enabled) throw new HttpError(404, 'Accounts are not available on this site.', 'auth.disabled');
  });
  const limits = accountLimits(app);
  await app.register(sessionRoutes, { limits });
  await app.register(profileRoutes, { limits });
  await app.register(historyRoutes);
  await app.register(apiKeyRoutes);
};

export default fp<{ config: AccountsSettings & Pick<ServerSettings, 'dataDir' | 'environment'> }>(
  async (app, { config }) => {
    const secret = loadOrCreateSecret(config.dataDir, 'jwt-secret', config.jwtSecret);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: (m) => app.log.info(m), logContents: config.environment !== 'production' });
    app.log.info(`mail goes to the ${mailer.where}`);
    const accounts = new AccountService(app.db, new TokenSigner(secret), mailer, (err) => app.log.error({ err }, 'sending a mail failed'));
    app.decorate('accounts', accounts);
    app.decorate('history', new HistoryService(app.db, accounts));
    app.decorate('apiKeys', new ApiKeyService(app.db));
    app.decorate('mailer', mailer);
    app.decorateRequest('account', null);
    app.decorateRequest('apiKey', null);
    app.decorate('requireUser', requireUserWith(accounts));
    app.decorate('optionalUser', optionalUserWith(accounts));
    // Every request that shows an API key is its owner's, or refused (401 api_key.invalid) before any work.
    app.addHook('onRequest', apiKeyAuth(app, config.apiKeyLimits));
    app.addSchema(MessageReply.schema);
    app.addSchema(ApiKeyView.schema);
    app.addSchema(NewApiKey.schema);
    await app.register(accountRoutes);
  },
  { name: 'accounts', dependencies: ['db', 'domains', 'cluster'] },
);
