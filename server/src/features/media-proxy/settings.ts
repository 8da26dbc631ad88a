/** The media proxy's settings: its limits and its signed links (server/src/infra/settings.ts says how settings are read). */
import { integer, secret, settings } from '../../infra/settings';

export const mediaProxySettings = settings({
  properties: {
    IMAGE_PROXY_MAX_BYTES: integer(5 * 1024 * 1024, 1024, 100 * 1024 * 1024, { description: 'Largest image `/api/image-proxy` passes on.' }),
    PROXY_MAX_BYTES: integer(8 * 1024 * 1024 * 1024, 1024, Number.MAX_SAFE_INTEGER, { description: 'Largest file `/api/proxied_download` streams.' }),
    SIGNING_SECRET: secret('SIGNING_SECRET', {
      docDefault: 'generated',
      description:
        'Signs proxy download links (at least 32 characters); when empty, generated once into `<DATA_DIR>/signing-secret` (0600). Instances of a cluster must share it (and `JWT_SECRET`).',
    }),
    MEDIA_LINK_TTL_SECONDS: integer(6 * 3600, 60, 7 * 24 * 3600, {
      description: 'Lifetime of signed proxy links and of stored extractions (what start-merge links refer to).',
    }),
  },
  read: (v) => ({
    imageProxyMaxBytes: v.IMAGE_PROXY_MAX_BYTES,
    proxyMaxBytes: v.PROXY_MAX_BYTES,
    signingSecret: v.SIGNING_SECRET ?? '',
    mediaLinkTtlSeconds: v.MEDIA_LINK_TTL_SECONDS,
  }),
});

export type MediaProxySettings = ReturnType<typeof mediaProxySettings.read>;
