/** SPEC §7 /api/auth/*, the session: register, sign in and out, refresh, verify the email, reset a forgotten password. */
import { BEARER } from '../../shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../infra/errors';
import { bearer } from './guards';
import { throttle, type AccountLimits } from './limits';
import { mailLinks } from './mailLinks';
import { EmailBody, LoginBody, MessageReply, RegisterBody, ResetPasswordBody, TokenBody } from './schemas';

export const sessionRoutes: FastifyPluginAsyncTypebox<{ limits: AccountLimits }> = async (app, { limits }) => {
  const links = (req: FastifyRequest) => mailLinks(req, app.domains.hosts());

  app.post('/api/auth/register', { schema: { summary: 'Creates an account and mails a verification code', body: RegisterBody, response: { 201: MessageReply } } }, async (req, reply) => {
    await throttle(limits.registerIp, req.ip, 'sign-up attempts');
    const result = await app.accounts.register(req.body, links(req), req.domain.branding.name);
    return reply.code(201).send(result);
  });

  app.post('/api/auth/login', { schema: { summary: 'Signs in: an access and a refresh token', body: LoginBody } }, async (req) => {
    const account = req.body.email.trim().toLowerCase();
    await throttle(limits.loginIp, req.ip, 'sign-in attempts');
    await throttle(limits.loginAccount, account, 'sign-in attempts');
    const session = await app.accounts.login(req.body);
    await limits.loginAccount.reset(account);
    return session;
  });

  app.post('/api/auth/logout', { schema: { summary: 'Ends the session of the access token given', security: BEARER } }, async (req) => {
    const token = bearer(req);
    const found = token ? await app.accounts.authenticate(token) : null;
    if (found) await app.accounts.logout(found.sessionId);
    return { message: 'You are signed out.' };
  });

  app.post('/api/auth/refresh-token', { schema: { summary: 'New tokens for a refresh token (sent as the bearer token); a reused one ends the session', security: BEARER } }, async (req) => {
    const token = bearer(req);
    if (!token) throw new HttpError(401, 'No refresh token available', 'auth.refresh_missing');
    await throttle(limits.tokenIp, `refresh:${req.ip}`, 'requests');
    return app.accounts.refresh(token);
  });

  app.post('/api/auth/verify-email', { schema: { summary: 'Verifies an email address with its code or link token', body: TokenBody, response: { 200: MessageReply } } }, async (req) => {
    await throttle(limits.tokenIp, `verify:${req.ip}`, 'verification attempts');
    return app.accounts.verifyEmail(req.body.token);
  });

  const mailRoute = (path: string, summary: string, send: (email: string, req: FastifyRequest) => Promise<{ message: string }>, quiet: string) =>
    app.post(path, { schema: { summary, body: EmailBody, response: { 200: MessageReply } } }, async (req) => {
      await throttle(limits.mailIp, `${path}:${req.ip}`, 'email requests');
      // Per address, go quiet instead of refusing, so the answer never tells whether the address exists.
      if (!(await limits.mailAccount.hit(`${path}:${req.body.email.trim().toLowerCase()}`)).allowed) return { message: quiet };
      return send(req.body.email, req);
    });
  mailRoute('/api/auth/resend-verification', 'Mails a new verification code', (email, req) => app.accounts.resendVerification(email, links(req), req.domain.branding.name), 'If an account with this email needs verification, we sent a new code.');
  mailRoute('/api/auth/forgot-password', 'Mails a link to reset the password', (email, req) => app.accounts.forgotPassword(email, links(req), req.domain.branding.name), 'If an account with this email exists, we sent a link to reset the password.');

  app.post('/api/auth/reset-password', { schema: { summary: 'Sets a new password with a reset token; every session ends', body: ResetPasswordBody, response: { 200: MessageReply } } }, async (req) => {
    await throttle(limits.tokenIp, `reset:${req.ip}`, 'password reset attempts');
    return app.accounts.resetPassword(req.body.token, req.body.new_password);
  });
};
