/** The canary's settings: its links and its rounds (server/src/infra/settings.ts says how settings are read). */
import { integer, operationsLink, parsed, settings, text } from '../../infra/settings';
import { trustedFetchHosts } from '../fetch';
import { parseCanaryLinks } from './links';

export const canarySettings = settings({
  properties: {
    CANARY_LINKS: text('', {
      docDefault: 'empty (no canary)',
      description:
        'One public link per platform for the live status (`/status`, `GET /api/status`): `id=link` pairs, comma separated (`youtube=https://www.youtube.com/watch?v=…,soundcloud=https://soundcloud.com/…`); each id is a platform\'s of `contract/src/platforms.ts` and each link must be detected as that platform\'s, checked at start (a link on a host of `TRUSTED_FETCH_HOSTS` skips the detection: local pages in tests and development). Empty: every platform\'s status is unknown. See ' + operationsLink('When a site blocks the server', 'when-a-site-blocks-the-server') + '.',
    }),
    CANARY_INTERVAL_SECONDS: integer(900, 10, 86_400, {
      description: "Seconds between the canary's rounds (one extraction of each link; one instance of a cluster runs each round); 10 to 86400.",
    }),
  },
  read: (v, env) => ({
    /** One public link per platform that the canary extracts every CANARY_INTERVAL_SECONDS; empty: no canary. */
    canaryLinks: parsed(() => parseCanaryLinks(v.CANARY_LINKS, trustedFetchHosts(env))),
    canaryIntervalSeconds: v.CANARY_INTERVAL_SECONDS,
  }),
});

export type CanarySettings = ReturnType<typeof canarySettings.read>;
