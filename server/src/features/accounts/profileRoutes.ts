/** SPEC §7 /api/auth/*, the signed-in user: who am I, change the password, update the profile. */
import { BEARER } from '../../shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { throttle, type AccountLimits } from './limits';
import { ChangePasswordBody, ProfileBody } from './schemas';

export const profileRoutes: FastifyPluginAsyncTypebox<{ limits: AccountLimits }> = async (app, { limits }) => {
  app.get('/api/auth/me', { preHandler: app.requireUser, schema: { summary: 'The signed-in user with profile and preferences', security: BEARER } }, async (req) => ({ user: await app.accounts.publicUser(req.account!.row) }));

  app.post('/api/auth/change-password', { preHandler: app.requireUser, schema: { summary: 'Changes the password; other sessions end', security: BEARER, body: ChangePasswordBody } }, async (req) => {
    await throttle(limits.loginAccount, `change:${req.account!.row.id}`, 'password change attempts');
    return app.accounts.changePassword(req.account!.row, req.account!.sessionId, req.body.current_password, req.body.new_password);
  });

  app.put('/api/auth/profile', { preHandler: app.requireUser, schema: { summary: 'Updates the profile and preferences', security: BEARER, body: ProfileBody } }, async (req) => ({
    profile: await app.accounts.updateProfile(req.account!.row, req.body),
  }));
};
