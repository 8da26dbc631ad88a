/** The accounts' settings: the token secret and the mail (server/src/infra/settings.ts says how settings are read). */
import { optional, secret, settings, text, tierPairs } from '../../infra/settings';

const API_KEY_LIMITS_DEFAULT = 'free=20,*=60';

/** API_KEY_REQUESTS_PER_MINUTE: a key's costly calls a minute, per tier of its owner; `*` for every other tier. */
function apiKeyLimits(raw: string): { tiers: Record<string, number>; other: number } {
  const given = tierPairs('API_KEY_REQUESTS_PER_MINUTE', API_KEY_LIMITS_DEFAULT, raw);
  const tiers: Record<string, number> = {};
  for (const [name, count] of given) if (name !== '*') tiers[name] = Math.max(1, count);
  return { tiers, other: Math.max(1, given.get('*') ?? 60) };
}

export const accountsSettings = settings({
  properties: {
    JWT_SECRET: secret('JWT_SECRET', {
      docDefault: 'generated',
      description:
        'Signs access tokens (at least 32 characters); when empty it is generated once and kept in `<DATA_DIR>/jwt-secret` (mode 0600).',
    }),
    SMTP_URL: optional(text(undefined, {
      trim: true,
      pattern: '^[sS][mM][tT][pP][sS]?://[^\\s]+$',
      errorMessage: 'SMTP_URL must be an smtp:// or smtps:// URL',
      docDefault: 'empty',
      description:
        '`smtp://` or `smtps://user:pass@host:port` for verification and password-reset mail; when empty each message is written to `<DATA_DIR>/outbox/*.eml` and its path logged (its text too when `APP_ENV` is not `production`).',
    })),
    MAIL_FROM: text('MediaGrab <no-reply@localhost>', { description: 'Sender of those emails.' }),
    API_KEY_REQUESTS_PER_MINUTE: text(API_KEY_LIMITS_DEFAULT, {
      trim: true,
      description:
        "What one API key may start in a minute (extractions, merges and conversions, one-call downloads, plain-link proxy downloads), per tier of its owner, as `tier=count` pairs; `*` for every other tier; a tier left out keeps its default. A key's calls are counted against this instead of the per-address limits.",
    }),
  },
  read: (v) => ({ jwtSecret: v.JWT_SECRET ?? '', smtpUrl: v.SMTP_URL ?? '', mailFrom: v.MAIL_FROM, apiKeyLimits: apiKeyLimits(v.API_KEY_REQUESTS_PER_MINUTE) }),
});

export type AccountsSettings = ReturnType<typeof accountsSettings.read>;
