/**
 * GET /api/challenge (a new ALTCHA challenge) and POST /api/challenge (a solution or a provider's token in, the pass
 * out as the `mg_pass` cookie: HttpOnly, SameSite=Lax, on the API's paths, Secure over https).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CHALLENGE_COOKIE, CHALLENGE_PATH } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import { PUBLIC, errorReplies } from '../../shared/schemas';
import { CHALLENGE_TEXT } from './messages';
import { AltchaChallengeReply, ChallengePassReply, SolveBody } from './schemas';
import type { ChallengeService } from './service';

export const challengeRoutes: FastifyPluginAsyncTypebox<{ service: ChallengeService }> = async (app, { service }) => {
  const getSchema = {
    operationId: 'getChallenge',
    summary: 'A new ALTCHA proof-of-work challenge for the `altcha` widget (its `challengeurl`)',
    security: PUBLIC,
    response: { 200: AltchaChallengeReply.ref, ...errorReplies('404 the site’s bot check is not ALTCHA (`challenge.unavailable`)') },
  };
  app.get(CHALLENGE_PATH, { schema: getSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (req.domain.challenge.provider !== 'altcha') throw new HttpError(404, CHALLENGE_TEXT.notUsed, 'challenge.unavailable');
    return service.newChallenge();
  });

  const postSchema = {
    operationId: 'solveChallenge',
    summary: 'A solved bot check in (ALTCHA’s payload, or a Turnstile or hCaptcha token), a pass out (the `mg_pass` cookie)',
    security: PUBLIC,
    body: SolveBody,
    response: {
      200: ChallengePassReply.ref,
      ...errorReplies('400 a wrong, expired or already used solution or token (`challenge.failed`), 503 the provider could not be asked (`challenge.unavailable`)'),
    },
  };
  app.post(CHALLENGE_PATH, { schema: postSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const pass = await service.solve(req.domain.challenge, req.body, req.ip);
    const seconds = service.passSeconds;
    const secure = req.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${CHALLENGE_COOKIE}=${pass}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${seconds}${secure}`);
    return { message: CHALLENGE_TEXT.passed, expires_in: seconds };
  });
};
