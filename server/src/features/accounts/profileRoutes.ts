/** SPEC §7 /api/auth/*, the signed-in user: who am I, change the password, update the profile. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { throttle, type AccountLimits } from './limits';
import { ChangePasswordBody, ProfileBody } from './schemas';

export const profileRoutes: FastifyPluginAsyncTypebox<{ limits: AccountLimits }> = async (app, { limits }) => {
  app.get('/api/auth/me', { preHandler: app.requireUser }, async (req) => ({ user: await app.accounts.publicUser(req.account!.row) }));

  app.post('/api/auth/change-password', { preHandler: app.requireUser, schema: { body: ChangePasswordBody } }, async (req) => {
    await throttle(limits.loginAccount, `change:${req.account!.row.id}`, 'password change attempts');
    return app.accounts.changePassword(req.account!.row, req.account!.sessionId, req.body.current_password, req.body.new_password);
  });

  app.put('/api/auth/profile', { preHandler: app.requireUser, schema: { body: ProfileBody } }, async (req) => ({
    profile: await app.accounts.updateProfile(req.account!.row, req.body),
  }));
};
