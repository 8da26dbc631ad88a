/** The accounts' settings: the token secret and the mail (server/src/infra/settings.ts says how settings are read). */
import { optional, secret, settings, text } from '../../infra/settings';

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
  },
  read: (v) => ({ jwtSecret: v.JWT_SECRET ?? '', smtpUrl: v.SMTP_URL ?? '', mailFrom: v.MAIL_FROM }),
});

export type AccountsSettings = ReturnType<typeof accountsSettings.read>;
