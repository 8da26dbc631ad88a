/** The bot challenge's request and answers, named for the API's description. */
import { Type } from '@sinclair/typebox';
import { named } from '../../shared/schemas';

export const AltchaChallengeReply = named(
  'AltchaChallenge',
  Type.Object(
    {
      algorithm: Type.String({ description: 'The hash (`SHA-256`).' }),
      challenge: Type.String({ description: 'The hash of the salt and the secret number, hex.' }),
      maxnumber: Type.Integer({ description: 'The secret number is at most this.' }),
      salt: Type.String({ description: 'The salt, with the challenge’s expiry as `?expires=`.' }),
      signature: Type.String({ description: 'The server’s HMAC of the challenge: it keeps nothing per challenge.' }),
    },
    { description: 'An ALTCHA proof-of-work challenge, as the `altcha` widget fetches it.' },
  ),
);

export const ChallengePassReply = named(
  'ChallengePass',
  Type.Object(
    {
      message: Type.String(),
      expires_in: Type.Integer({ description: 'Seconds the pass (the `mg_pass` cookie) covers the client’s calls.' }),
    },
    { description: 'A solved bot check: the pass is in the `mg_pass` cookie (HttpOnly).' },
  ),
);

export const SolveBody = Type.Object(
  {
    payload: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'ALTCHA: the widget’s payload (base64).' })),
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 4096, description: 'Turnstile or hCaptcha: the widget’s response token.' })),
  },
  { additionalProperties: false },
);
