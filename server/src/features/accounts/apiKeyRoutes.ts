/** The signed-in user's API keys (issue 51): listed, made (the key shown once) and revoked, from the profile. */
import { BEARER } from '../../shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_KEY_TEXT } from './apiKeys';
import { ApiKeyBody, ApiKeyListReply, ApiKeyParams, MessageReply, NewApiKey, SIGNED_OUT, accountErrors } from './schemas';

export const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Keys are managed with a session only: a key cannot make, list or revoke keys.
  app.get('/api/auth/api-keys', { preHandler: app.requireUser, schema: { operationId: 'listApiKeys', summary: 'The signed-in user’s API keys (never the keys themselves)', security: BEARER, response: { 200: ApiKeyListReply, ...accountErrors(SIGNED_OUT) } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { keys: await app.apiKeys.list(req.account!.row.id) };
  });

  app.post('/api/auth/api-keys', { preHandler: app.requireUser, schema: { operationId: 'createApiKey', summary: 'Makes an API key; the answer is the only time the key is shown', security: BEARER, body: ApiKeyBody, response: { 201: NewApiKey.ref, ...accountErrors(`400 no name (\`api_key.name_required\`); ${SIGNED_OUT}; 409 ten keys already (\`api_key.too_many\`)`) } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.code(201).send(await app.apiKeys.create(req.account!.row.id, req.body.name));
  });

  app.delete('/api/auth/api-keys/:id', { preHandler: app.requireUser, schema: { operationId: 'revokeApiKey', summary: 'Revokes an API key: calls with it are refused from then on', security: BEARER, params: ApiKeyParams, response: { 200: MessageReply.ref, ...accountErrors(`${SIGNED_OUT}; 404 no such key of this user, or revoked already (\`api_key.not_found\`)`) } } }, async (req) => {
    await app.apiKeys.revoke(req.account!.row.id, req.params.id);
    return { message: API_KEY_TEXT.revoked };
  });
};
