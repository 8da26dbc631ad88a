/**
 * The guarded fetcher's settings: what it lets through, its limits, the operator's upstream proxies and cookies
 * (server/src/infra/settings.ts says how settings are read).
 */
import path from 'node:path';
import { integer, operationsLink, optional, parsed, settings, text } from '../../infra/settings';
import { readCookiesDir } from './cookies/operatorCookies';
import { parseUpstreamConfig, UPSTREAM_COOLDOWN_DEFAULT_SECONDS } from './upstream/config';

const BLOCKED = `see ${operationsLink('When a site blocks the server', 'when-a-site-blocks-the-server')}`;

/** TRUSTED_FETCH_HOSTS: the hosts (host or host:port) let through although private, in lower case. */
export function trustedFetchHosts(env: NodeJS.ProcessEnv): string[] {
  return (env.TRUSTED_FETCH_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** COOKIES_DIR (cookies/): every file checked at start; one that strays stops the server, named. */
function cookiesDir(raw: string): string {
  if (!raw) return '';
  const dir = path.resolve(raw);
  parsed(() => readCookiesDir(dir));
  return dir;
}

const UPSTREAM = {
  UPSTREAM_PROXIES: text('', {
    docDefault: 'empty (direct)',
    description: `The proxies every request of the server goes through, \`http://\`, \`https://\` or \`socks5://\` URLs with optional credentials, separated by commas or spaces, tried in order (${BLOCKED}).`,
  }),
  UPSTREAM_PROXY_COOLDOWN_SECONDS: optional(text(undefined, { docDefault: `\`${UPSTREAM_COOLDOWN_DEFAULT_SECONDS}\``, description: 'How long a proxy that failed stays out of rotation (1 to 86400).' })),
  UPSTREAM_PROXY_CA_FILE: text('', { docDefault: 'empty', description: "A PEM file of certificates trusted for `https://` proxies, besides the system's." }),
};

export const fetchSettings = settings({
  properties: {
    TRUSTED_FETCH_HOSTS: text('', {
      docDefault: 'empty',
      description: 'Comma-separated `host` or `host:port` the guarded fetcher lets through although they are private addresses (tests and local development only).',
    }),
    FETCH_TIMEOUT_SECONDS: integer(15, 1, 300, { description: 'Time a source has to connect and send its response headers.' }),
    FETCH_MAX_PAGE_BYTES: integer(15 * 1024 * 1024, 1024, 1024 * 1024 * 1024, { description: 'Largest page or feed the native extractors read.' }),
    ...UPSTREAM,
    COOKIES_DIR: text('', {
      trim: true,
      docDefault: 'empty (no cookies)',
      description: `A folder of Netscape cookies files, one per platform, named \`<platform id>.txt\` (\`youtube.txt\`, \`instagram.txt\`, …), readable by the server's user only (\`chmod 600\`); each is used for its platform's links and hosts only, by the extraction and the downloads made from it (media proxy, merges), checked at start (${BLOCKED}). A merge worker (\`npm run worker\`) reads the same folder. An empty folder holds none.`,
    }),
  },
  patternProperties: {
    '^UPSTREAM_PROXIES_': text(undefined, {
      docName: 'UPSTREAM_PROXIES_<PLATFORM>',
      docDefault: 'empty (`UPSTREAM_PROXIES`)',
      description:
        "One platform's own pool, or `direct`, for its pages and media hosts: `UPSTREAM_PROXIES_YOUTUBE`, `UPSTREAM_PROXIES_APPLE_PODCASTS`, … (the id of `contract/src/platforms.ts` in capitals, `-` as `_`); a name that is no platform's is refused at start.",
    }),
  },
  read: (v, env) => ({
    trustedFetchHosts: trustedFetchHosts(env),
    fetchTimeoutSeconds: v.FETCH_TIMEOUT_SECONDS,
    fetchMaxPageBytes: v.FETCH_MAX_PAGE_BYTES,
    cookiesDir: cookiesDir(v.COOKIES_DIR),
    /** UPSTREAM_PROXIES and its per-platform choices (upstream/; docs/operations.md): every outbound request's way out. */
    upstream: parsed(() => parseUpstreamConfig(env)),
  }),
});

export type FetchSettings = ReturnType<typeof fetchSettings.read>;
