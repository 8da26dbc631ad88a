import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AUDIO_FORMATS, HISTORY_SORTS, HISTORY_STATUSES, LANGUAGES, THEMES, TIMEZONES, VIDEO_QUALITIES } from '@dl/contract';
import { HttpError } from '../../errors';
import { siteOrigin } from '../../services/headTags';
import { enforce, type Limiter } from '../../services/rateLimit';
import { bearer } from './plugin';
import type { LinkBuilder } from './service';

const MINUTE = 60_000;
const email = { type: 'string', minLength: 3, maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' } as const;
const password = { type: 'string', minLength: 1, maxLength: 200 } as const;
const message = { type: 'object', properties: { message: { type: 'string' } } } as const;
const nullableString = (maxLength: number) => ({ anyOf: [{ type: 'string', maxLength }, { type: 'null' }] }) as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The site origin written into emails. A Host header is only trusted when it names a configured domain (or
 * this machine); otherwise anyone could have a reset link for someone else's account point at their host.
 */
export function mailOrigin(req: FastifyRequest, configuredHosts: readonly string[]): string {
  if (req.domain.seo.canonicalUrl) return req.domain.seo.canonicalUrl.replace(/\/$/, '');
  const hostname = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  const trusted = LOOPBACK_HOSTS.has(hostname) || hostname === req.domain.domain || configuredHosts.includes(hostname);
  return trusted ? siteOrigin(req.domain, req.protocol, req.headers.host) : `https://${req.domain.domain}`;
}

function links(req: FastifyRequest, configuredHosts: readonly string[]): LinkBuilder {
  const origin = mailOrigin(req, configuredHosts);
  return {
    verify: (code) => `${origin}/?auth=verify-email&token=${encodeURIComponent(code)}`,
    reset: (token) => `${origin}/?auth=reset-password&token=${encodeURIComponent(token)}`,
    home: () => `${origin}/`,
  };
}

/** SPEC §7 /api/auth/*: accounts, sessions, profile and download history. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  const limits = {
    loginIp: app.limiter('auth-login-ip', 30, 15 * MINUTE),
    loginAccount: app.limiter('auth-login-account', 10, 15 * MINUTE),
    registerIp: app.limiter('auth-register-ip', 10, 60 * MINUTE),
    mailIp: app.limiter('auth-mail-ip', 10, 60 * MINUTE),
    mailAccount: app.limiter('auth-mail-account', 3, 60 * MINUTE),
    tokenIp: app.limiter('auth-token-ip', 20, 15 * MINUTE),
  };
  const throttle = (limiter: Limiter, key: string, what: string) =>
    enforce(limiter, key, (seconds) => {
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
    }, 'auth.throttled');

  app.addHook('onRequest', async (req) => {
    if (!req.domain.authentication_enabled) throw new HttpError(404, 'Accounts are not available on this site.', 'auth.disabled');
  });

  app.post<{ Body: { email: string; password: string; username?: string | null } }>(
    '/api/auth/register',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: { email, password, username: { anyOf: [{ type: 'string', maxLength: 64, pattern: '^$|^[A-Za-z0-9_.-]{3,64}$' }, { type: 'null' }] } },
        },
        response: { 201: message },
      },
    },
    async (req, reply) => {
      await throttle(limits.registerIp, req.ip, 'sign-up attempts');
      const result = await app.accounts.register(req.body, links(req, app.domains.hosts()), req.domain.branding.name);
      return reply.code(201).send(result);
    },
  );

  app.post<{ Body: { email: string; password: string; remember_me?: boolean } }>(
    '/api/auth/login',
    { schema: { body: { type: 'object', required: ['email', 'password'], additionalProperties: false, properties: { email, password, remember_me: { type: 'boolean' } } } } },
    async (req) => {
      const account = req.body.email.trim().toLowerCase();
      await throttle(limits.loginIp, req.ip, 'sign-in attempts');
      await throttle(limits.loginAccount, account, 'sign-in attempts');
      const session = await app.accounts.login(req.body);
      await limits.loginAccount.reset(account);
      return session;
    },
  );

  app.post('/api/auth/logout', async (req) => {
    const token = bearer(req);
    const found = token ? await app.accounts.authenticate(token) : null;
    if (found) await app.accounts.logout(found.sessionId);
    return { message: 'You are signed out.' };
  });

  app.get('/api/auth/me', { preHandler: app.requireUser }, async (req) => ({ user: await app.accounts.publicUser(req.account!.row) }));

  app.post('/api/auth/refresh-token', async (req) => {
    const token = bearer(req);
    if (!token) throw new HttpError(401, 'No refresh token available', 'auth.refresh_missing');
    await throttle(limits.tokenIp, `refresh:${req.ip}`, 'requests');
    return app.accounts.refresh(token);
  });

  app.post<{ Body: { token: string } }>(
    '/api/auth/verify-email',
    { schema: { body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', minLength: 1, maxLength: 200 } } }, response: { 200: message } } },
    async (req) => {
      await throttle(limits.tokenIp, `verify:${req.ip}`, 'verification attempts');
      return app.accounts.verifyEmail(req.body.token);
    },
  );

  const mailRoute = (path: string, run: (req: FastifyRequest<{ Body: { email: string } }>) => Promise<{ message: string }>, quiet: string) =>
    app.post<{ Body: { email: string } }>(
      path,
      { schema: { body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email } }, response: { 200: message } } },
      async (req) => {
        await throttle(limits.mailIp, `${path}:${req.ip}`, 'email requests');
        // Per address, go quiet instead of refusing, so the answer never tells whether the address exists.
        if (!(await limits.mailAccount.hit(`${path}:${req.body.email.trim().toLowerCase()}`)).allowed) return { message: quiet };
        return run(req);
      },
    );
  mailRoute('/api/auth/resend-verification', (req) => app.accounts.resendVerification(req.body.email, links(req, app.domains.hosts()), req.domain.branding.name), 'If an account with this email needs verification, we sent a new code.');
  mailRoute('/api/auth/forgot-password', (req) => app.accounts.forgotPassword(req.body.email, links(req, app.domains.hosts()), req.domain.branding.name), 'If an account with this email exists, we sent a link to reset the password.');

  app.post<{ Body: { token: string; new_password: string } }>(
    '/api/auth/reset-password',
    { schema: { body: { type: 'object', required: ['token', 'new_password'], additionalProperties: false, properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, new_password: password } }, response: { 200: message } } },
    async (req) => {
      await throttle(limits.tokenIp, `reset:${req.ip}`, 'password reset attempts');
      return app.accounts.resetPassword(req.body.token, req.body.new_password);
    },
  );

  app.post<{ Body: { current_password: string; new_password: string } }>(
    '/api/auth/change-password',
    {
      preHandler: app.requireUser,
      schema: { body: { type: 'object', required: ['current_password', 'new_password'], additionalProperties: false, properties: { current_password: password, new_password: password } } },
    },
    async (req) => {
      await throttle(limits.loginAccount, `change:${req.account!.row.id}`, 'password change attempts');
      return app.accounts.changePassword(req.account!.row, req.account!.sessionId, req.body.current_password, req.body.new_password);
    },
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/api/auth/profile',
    {
      preHandler: app.requireUser,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            display_name: nullableString(100),
            avatar_url: { anyOf: [{ type: 'string', maxLength: 2048, pattern: '^$|^https?://\\S+$' }, { type: 'null' }] },
            timezone: { type: 'string', enum: [...TIMEZONES] },
            language: { type: 'string', enum: [...LANGUAGES] },
            country: nullableString(64),
            preferences: {
              type: 'object',
              additionalProperties: false,
              properties: {
                default_video_quality: { type: 'string', enum: [...VIDEO_QUALITIES] },
                default_audio_format: { type: 'string', enum: [...AUDIO_FORMATS] },
                auto_download: { type: 'boolean' },
                download_history_enabled: { type: 'boolean' },
                email_notifications: { type: 'boolean' },
                theme: { type: 'string', enum: [...THEMES] },
              },
            },
          },
        },
      },
    },
    async (req) => ({ profile: await app.accounts.updateProfile(req.account!.row, req.body) }),
  );

  app.get<{ Querystring: { page?: number; limit?: number; sort?: 'date' | 'title' | 'platform' | 'size'; order?: 'asc' | 'desc'; platform?: string; format?: string; status?: string } }>(
    '/api/auth/download-history',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            sort: { type: 'string', enum: [...HISTORY_SORTS], default: 'date' },
            order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
            platform: { type: 'string', maxLength: 64 },
            format: { type: 'string', enum: ['audio', 'video', ''] },
            status: { type: 'string', enum: [...HISTORY_STATUSES, ''] },
          },
        },
      },
    },
    async (req) => {
      const q = req.query;
      // Ajv's coercion lets "1e400" through as Infinity: only whole numbers reach the database.
      if (!Number.isSafeInteger(q.page ?? 1) || !Number.isSafeInteger(q.limit ?? 20)) {
        throw new HttpError(400, 'Invalid request: querystring.page and limit must be whole numbers', 'request.invalid');
      }
      return app.history.list(req.account!.row.id, {
        page: q.page ?? 1,
        limit: q.limit ?? 20,
        sort: q.sort ?? 'date',
        order: q.order ?? 'desc',
        platform: q.platform || undefined,
        format: q.format || undefined,
        status: q.status || undefined,
      });
    },
  );

  app.delete('/api/auth/download-history', { preHandler: app.requireUser }, async (req) => {
    const removed = await app.history.clear(req.account!.row.id);
    return { message: `Download history cleared (${removed} item${removed === 1 ? '' : 's'}).` };
  });

  app.post<{ Body: { url: string; title: string; platform: string; format: 'audio' | 'video'; quality?: string | null; file_size?: number | null; thumbnail_url?: string | null } }>(
    '/api/auth/download-history',
    {
      preHandler: app.requireUser,
      schema: {
        body: {
          type: 'object',
          required: ['url', 'title', 'platform', 'format'],
          additionalProperties: false,
          properties: {
            url: { type: 'string', minLength: 1, maxLength: 4096 },
            title: { type: 'string', minLength: 1, maxLength: 500 },
            platform: { type: 'string', minLength: 1, maxLength: 64 },
            format: { type: 'string', enum: ['audio', 'video'] },
            quality: nullableString(64),
            file_size: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
            thumbnail_url: nullableString(4096),
          },
        },
      },
    },
    async (req, reply) => {
      const row = req.account!.row;
      await app.accounts.countDownload(row);
      const prefs = (await app.accounts.publicUser(row)).profile.preferences;
      // The user's preference turns history off; the server honours it too.
      if (!prefs.download_history_enabled) return reply.code(202).send({ id: null, message: 'History is turned off in your preferences.' });
      const id = await app.history.add(row.id, { ...req.body, quality: req.body.quality ?? null, file_size: req.body.file_size ?? null, thumbnail_url: req.body.thumbnail_url ?? null });
      return reply.code(201).send({ id });
    },
  );
};

export default accountRoutes;
