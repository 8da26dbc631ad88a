/** SPEC §7 /api/auth/*, the signed-in user: who am I, change the password, update the profile. */
import { BEARER, jsonReply } from '../../shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { throttle, type AccountLimits } from './limits';
import { ChangePasswordBody, ProfileBody, SIGNED_OUT, accountErrors } from './schemas';

export const profileRoutes: FastifyPluginAsyncTypebox<{ limits: AccountLimits }> = async (app, { limits }) => {
  app.get('/api/auth/me', { preHandler: app.requireUser, schema: { operationId: 'getMe', summary: 'The signed-in user with profile and preferences', security: BEARER, response: { 200: jsonReply('`{ "user": … }`: the user, their profile and preferences'), ...accountErrors(SIGNED_OUT) } } }, async (req) => ({ user: await app.accounts.publicUser(req.account!.row) }));

  app.post('/api/auth/change-password', { preHandler: app.requireUser, schema: { operationId: 'changePassword', summary: 'Changes the password; other sessions end', security: BEARER, body: ChangePasswordBody, response: { 200: jsonReply('A message and the new access and refresh tokens'), ...accountErrors(`400 an invalid request (a body that is not JSON too), a wrong current password or a weak new one, ${SIGNED_OUT}, 429 too many attempts`) } } }, async (req) => {
    await throttle(limits.loginAccount, `change:${req.account!.row.id}`, 'password change attempts');
    return app.accounts.changePassword(req.account!.row, req.account!.sessionId, req.body.current_password, req.body.new_password);
  });

  app.put('/api/auth/profile', { preHandler: app.requireUser, schema: { operationId: 'updateProfile', summary: 'Updates the profile and preferences', security: BEARER, body: ProfileBody, response: { 200: jsonReply('`{ "profile": … }`: the profile as it now is'), ...accountErrors(`400 an invalid request (a body that is not JSON too), ${SIGNED_OUT}`) } } }, async (req) => ({
    profile: await app.accounts.updateProfile(req.account!.row, req.body),
  }));
};
