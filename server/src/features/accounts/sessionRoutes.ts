/** SPEC §7 /api/auth/*, the session: register, sign in and out, refresh, verify the email, reset a forgotten password. */
import { BEARER, PUBLIC, jsonReply } from '../../shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../infra/errors';
import { bearer } from './guards';
import { throttle, type AccountLimits } from './limits';
import { mailLinks } from './mailLinks';
import { EmailBody, LoginBody, MessageReply, RegisterBody, ResetPasswordBody, TokenBody, accountErrors } from './schemas';

/** A new session: `{ access_token, refresh_token, user, … }` as the account service makes it. */
const SESSION = jsonReply('The session: an access token, a refresh token and the user');

export const sessionRoutes: FastifyPluginAsyncTypebox<{ limits: AccountLimits }> = async (app, { limits }) => {
  const links = (req: FastifyRequest) => mailLinks(req, app.domains.hosts());

  app.post('/api/auth/register', { schema: { operationId: 'register', summary: 'Creates an account and mails a verification code', security: PUBLIC, body: RegisterBody, response: { 201: MessageReply.ref, ...accountErrors('400 an invalid request (a body that is not JSON too) or a weak password, 409 the username is taken, 429 too many attempts') } } }, async (req, reply) => {
    await throttle(limits.registerIp, req.ip, 'sign-up attempts');
    const result = await app.accounts.register(req.body, links(req), req.domain.branding.name);
    return reply.code(201).send(result);
  });

  app.post('/api/auth/login', { schema: { operationId: 'login', summary: 'Signs in: an access and a refresh token', security: PUBLIC, body: LoginBody, response: { 200: SESSION, ...accountErrors('400 an invalid request (a body that is not JSON too), 401 a wrong email or password, 429 too many attempts') } } }, async (req) => {
    const account = req.body.email.trim().toLowerCase();
    await throttle(limits.loginIp, req.ip, 'sign-in attempts');
    await throttle(limits.loginAccount, account, 'sign-in attempts');
    const session = await app.accounts.login(req.body);
    await limits.loginAccount.reset(account);
    return session;
  });

  app.post('/api/auth/logout', { schema: { operationId: 'logout', summary: 'Ends the session of the access token given', security: BEARER, response: { 200: MessageReply.ref, ...accountErrors('400 a body that is not JSON (signed out even without a valid token)') } } }, async (req) => {
    const token = bearer(req);
    const found = token ? await app.accounts.authenticate(token) : null;
    if (found) await app.accounts.logout(found.sessionId);
    return { message: 'You are signed out.' };
  });

  app.post('/api/auth/refresh-token', { schema: { operationId: 'refreshToken', summary: 'New tokens for a refresh token (sent as the bearer token); a reused one ends the session', security: BEARER, response: { 200: SESSION, ...accountErrors('400 a body that is not JSON, 401 a missing, invalid, expired or reused refresh token, 429 too many attempts') } } }, async (req) => {
    const token = bearer(req);
    if (!token) throw new HttpError(401, 'No refresh token available', 'auth.refresh_missing');
    await throttle(limits.tokenIp, `refresh:${req.ip}`, 'requests');
    return app.accounts.refresh(token);
  });

  app.post('/api/auth/verify-email', { schema: { operationId: 'verifyEmail', summary: 'Verifies an email address with its code or link token', security: PUBLIC, body: TokenBody, response: { 200: MessageReply.ref, ...accountErrors('400 an invalid request (a body that is not JSON too) or a wrong or expired code, 429 too many attempts') } } }, async (req) => {
    await throttle(limits.tokenIp, `verify:${req.ip}`, 'verification attempts');
    return app.accounts.verifyEmail(req.body.token);
  });

  const mailRoute = (path: string, operationId: string, summary: string, send: (email: string, req: FastifyRequest) => Promise<{ message: string }>, quiet: string) =>
    app.post(path, { schema: { operationId, summary, security: PUBLIC, body: EmailBody, response: { 200: MessageReply.ref, ...accountErrors('400 an invalid request (a body that is not JSON too), 429 too many attempts (the same answer whether the address has an account or not)') } } }, async (req) => {
      await throttle(limits.mailIp, `${path}:${req.ip}`, 'email requests');
      // Per address, go quiet instead of refusing, so the answer never tells whether the address exists.
      if (!(await limits.mailAccount.hit(`${path}:${req.body.email.trim().toLowerCase()}`)).allowed) return { message: quiet };
      return send(req.body.email, req);
    });
  mailRoute('/api/auth/resend-verification', 'resendVerification', 'Mails a new verification code', (email, req) => app.accounts.resendVerification(email, links(req), req.domain.branding.name), 'If an account with this email needs verification, we sent a new code.');
  mailRoute('/api/auth/forgot-password', 'forgotPassword', 'Mails a link to reset the password', (email, req) => app.accounts.forgotPassword(email, links(req), req.domain.branding.name), 'If an account with this email exists, we sent a link to reset the password.');

  app.post('/api/auth/reset-password', { schema: { operationId: 'resetPassword', summary: 'Sets a new password with a reset token; every session ends', security: PUBLIC, body: ResetPasswordBody, response: { 200: MessageReply.ref, ...accountErrors('400 an invalid request (a body that is not JSON too), a wrong or expired token or a weak password, 429 too many attempts') } } }, async (req) => {
    await throttle(limits.tokenIp, `reset:${req.ip}`, 'password reset attempts');
    return app.accounts.resetPassword(req.body.token, req.body.new_password);
  });
};
