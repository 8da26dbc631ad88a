/** The bot challenge's settings (issue 51): its secrets, its difficulty, the adaptive mode's threshold, the providers. */
import { integer, operationsLink, optional, secret, settings, text } from '../../infra/settings';

/** The easiest ALTCHA challenge the server hands out: below it a bot's cost per pass is next to nothing. */
export const MAX_NUMBER_FLOOR = 10_000;
/** The default: about 10 000 SHA-256 hashes on average (bench/challenge.ts measures a token's cost and a phone's wait). */
export const MAX_NUMBER_DEFAULT = 20_000;

const HOW = operationsLink('A bot challenge', 'a-bot-challenge');
const VERIFY_URL = { trim: true, pattern: '^https?://[^\\s]+$' };

export const challengeSettings = settings({
  properties: {
    CHALLENGE_SECRET: secret('CHALLENGE_SECRET', {
      docDefault: 'generated',
      description: `Signs the pass a visitor gets for solving the bot challenge (at least 32 characters); when empty, generated once into \`<DATA_DIR>/challenge-secret\` (0600). Instances of a cluster must share it. See ${HOW}.`,
    }),
    CHALLENGE_HMAC_KEY: secret('CHALLENGE_HMAC_KEY', {
      docDefault: 'generated',
      description:
        'Signs the ALTCHA challenges the server hands out, so that it keeps nothing per challenge (at least 32 characters); when empty, generated once into `<DATA_DIR>/challenge-hmac-key` (0600). Instances of a cluster must share it.',
    }),
    CHALLENGE_PASS_SECONDS: integer(3600, 60, 7 * 24 * 3600, { description: 'How long a solved challenge covers the visitor’s calls (the `mg_pass` cookie’s lifetime).' }),
    CHALLENGE_MAX_NUMBER: integer(MAX_NUMBER_DEFAULT, MAX_NUMBER_FLOOR, 10_000_000, {
      errorMessage: `CHALLENGE_MAX_NUMBER must be an integer from ${MAX_NUMBER_FLOOR} (the floor: an easier challenge costs a bot nothing) to 10000000, got "{raw}"`,
      description: `ALTCHA's difficulty: the secret number is at most this, so a browser tries half of it on average (SHA-256). At least ${MAX_NUMBER_FLOOR}.`,
    }),
    CHALLENGE_ADAPTIVE_CALLS: integer(20, 1, 100_000, {
      description: 'With a domain’s challenge mode `adaptive`: the costly calls a client (an address, and an IPv6 /64) makes in the window before it is asked to solve the challenge.',
    }),
    CHALLENGE_ADAPTIVE_WINDOW_SECONDS: integer(600, 10, 24 * 3600, { description: 'The window `CHALLENGE_ADAPTIVE_CALLS` counts in.' }),
    TURNSTILE_SECRET: optional(text(undefined, { trim: true, docDefault: 'empty', description: 'Cloudflare Turnstile’s secret key; required when a domain’s challenge provider is `turnstile`.' })),
    TURNSTILE_VERIFY_URL: text('https://challenges.cloudflare.com/turnstile/v0/siteverify', {
      ...VERIFY_URL,
      errorMessage: 'TURNSTILE_VERIFY_URL must be an http(s) URL, got "{raw}"',
      description: 'Where Turnstile tokens are verified (its `siteverify` endpoint).',
    }),
    HCAPTCHA_SECRET: optional(text(undefined, { trim: true, docDefault: 'empty', description: 'hCaptcha’s secret key; required when a domain’s challenge provider is `hcaptcha`.' })),
    HCAPTCHA_VERIFY_URL: text('https://api.hcaptcha.com/siteverify', {
      ...VERIFY_URL,
      errorMessage: 'HCAPTCHA_VERIFY_URL must be an http(s) URL, got "{raw}"',
      description: 'Where hCaptcha tokens are verified (its `siteverify` endpoint).',
    }),
  },
  read: (v) => ({
    challenge: {
      passSecret: v.CHALLENGE_SECRET ?? '',
      hmacKey: v.CHALLENGE_HMAC_KEY ?? '',
      passSeconds: v.CHALLENGE_PASS_SECONDS,
      maxNumber: v.CHALLENGE_MAX_NUMBER,
      adaptive: { calls: v.CHALLENGE_ADAPTIVE_CALLS, windowMs: v.CHALLENGE_ADAPTIVE_WINDOW_SECONDS * 1000 },
      turnstile: { secret: v.TURNSTILE_SECRET ?? '', verifyUrl: v.TURNSTILE_VERIFY_URL },
      hcaptcha: { secret: v.HCAPTCHA_SECRET ?? '', verifyUrl: v.HCAPTCHA_VERIFY_URL },
    },
  }),
});

export type ChallengeSettings = ReturnType<typeof challengeSettings.read>['challenge'];
