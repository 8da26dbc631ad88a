/**
 * The bot challenge (issue 51, point 1): decorates the app with `requirePass`, the one gate of the costly calls
 * (extraction, merge, conversion and clip starts, one-call downloads, plain-link proxy downloads), and registers
 * GET and POST /api/challenge. Each domain chooses its mode (`off`, `adaptive`, `always`) and provider (`altcha`,
 * `turnstile`, `hcaptcha`); a call with an API key, or with a valid pass, is never asked.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { CHALLENGE_COOKIE, cookieValue, type ChallengeRequired } from '@dl/contract';
import type { ServerSettings } from '../../infra/serverSettings';
import { HttpError } from '../../infra/errors';
import { loadOrCreateSecret } from '../../infra/secrets';
import { pastThreshold } from './adaptive';
import { CHALLENGE_TEXT } from './messages';
import { usedSolutions } from './replay';
import { challengeRoutes } from './routes';
import { AltchaChallengeReply, ChallengePassReply } from './schemas';
import { ChallengeService } from './service';
import type { ChallengeSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    challenge: ChallengeService;
    /**
     * The gate of a costly call: returns when the client need not be asked (mode off, an API key, a valid pass, or
     * in the adaptive mode a client under the threshold); otherwise refuses it, 403 `challenge.required`, before
     * anything of the call is done.
     */
    requirePass: (req: FastifyRequest) => Promise<void>;
  }
}

export default fp<{ config: { challenge: ChallengeSettings } & Pick<ServerSettings, 'dataDir'> }>(
  async (app, { config: { challenge: settings, dataDir } }) => {
    // A domain that chooses a provider needs its secret: refused at start-up, and on a reload of the domains.
    app.domains.addCheck(({ challenge }) => {
      const secret = challenge.provider === 'turnstile' ? settings.turnstile.secret : challenge.provider === 'hcaptcha' ? settings.hcaptcha.secret : 'none needed';
      return secret ? null : `challenge.provider ${challenge.provider} needs ${challenge.provider === 'turnstile' ? 'TURNSTILE_SECRET' : 'HCAPTCHA_SECRET'} in the server's environment`;
    });
    const service = new ChallengeService({
      passSecret: loadOrCreateSecret(dataDir, 'challenge-secret', settings.passSecret),
      hmacKey: loadOrCreateSecret(dataDir, 'challenge-hmac-key', settings.hmacKey),
      passSeconds: settings.passSeconds,
      maxNumber: settings.maxNumber,
      turnstile: settings.turnstile,
      hcaptcha: settings.hcaptcha,
      used: usedSolutions(app.redis),
    });
    // The adaptive mode's count of each client's costly calls (no RateLimit fields: it refuses nothing by itself).
    const adaptive = app.limiter('challenge', settings.adaptive.calls, settings.adaptive.windowMs);
    app.decorate('challenge', service);
    app.decorate('requirePass', async (req: FastifyRequest) => {
      const { mode, provider, siteKey } = req.domain.challenge;
      if (mode === 'off' || req.apiKey) return;
      if (await service.validPass(cookieValue(req.headers.cookie, CHALLENGE_COOKIE))) return;
      if (mode === 'adaptive' && !(await pastThreshold(adaptive, req.ip))) return;
      req.refusal = 'challenge';
      const challenge: ChallengeRequired['challenge'] = { provider, siteKey };
      throw new HttpError(403, CHALLENGE_TEXT.required, 'challenge.required', {}, { challenge });
    });
    app.addSchema(AltchaChallengeReply.schema);
    app.addSchema(ChallengePassReply.schema);
    await app.register(challengeRoutes, { service });
  },
  { name: 'challenge', dependencies: ['domains', 'cluster'] },
);
