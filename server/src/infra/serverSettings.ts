/**
 * The settings of the server itself, which every feature runs in: where it listens, its log, its data folder, whom it
 * believes, its time limits, its database and its Redis (server/src/infra/settings.ts says how settings are read).
 */
import net from 'node:net';
import path from 'node:path';
import { ConfigError, integer, oneOf, operationsLink, optional, settings, text } from './settings';

/** The repository's root: the default home of the data folder, the domains and the builds. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** DATA_DIR: the server's own data (database, secrets, mail outbox, merged files). */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
}

const SECRET_SAFE = (raw: string) => raw.replace(/\/\/[^@/]*@/, '//***@');

/** TRUST_PROXY: empty or 0 (off), 1 (any peer), or a comma-separated list of addresses and CIDR ranges. */
function trustProxy(raw: string): boolean | string[] {
  if (raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  const list = raw.split(',').map((a) => a.trim()).filter(Boolean);
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))) {
      throw new ConfigError(`TRUST_PROXY must be 0, 1 or a comma-separated list of IP addresses and CIDR ranges (such as 127.0.0.1,10.0.0.0/8), got "${entry}"`);
    }
  }
  return list;
}

function corsOrigins(raw: string): string[] {
  return raw
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean)
    .map((o) => {
      if (!/^https?:\/\/[^\s/]+$/.test(o)) throw new ConfigError(`CORS_ORIGINS must list origins such as https://example.com, got "${o}"`);
      return o;
    });
}

/**
 * SHUTDOWN_GRACE_SECONDS, one grace for everything a stopping process lets finish. MERGE_SHUTDOWN_GRACE_SECONDS, its
 * former name (it covered merges only), is still read when it is the only one set; the two set to different values
 * are refused rather than one silently winning.
 */
/** SHUTDOWN_GRACE_SECONDS when neither name is set. */
const SHUTDOWN_GRACE_DEFAULT = 20;

function shutdownGraceSeconds(grace: number | undefined, former: number | undefined, env: NodeJS.ProcessEnv): number {
  if (grace === undefined) return former ?? SHUTDOWN_GRACE_DEFAULT;
  if (former !== undefined && former !== grace) {
    throw new ConfigError(
      `SHUTDOWN_GRACE_SECONDS (${grace}) and MERGE_SHUTDOWN_GRACE_SECONDS, its former name (${env.MERGE_SHUTDOWN_GRACE_SECONDS}), differ: set SHUTDOWN_GRACE_SECONDS only`,
    );
  }
  return grace;
}

function databaseUrl(raw: string): string {
  if (raw && /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) && !/^(postgres|postgresql|sqlite):\/\//i.test(raw)) {
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL, a sqlite: URL or a file path, got "${SECRET_SAFE(raw)}"`);
  }
  return raw;
}

function redisUrl(raw: string): string {
  if (raw && !/^rediss?:\/\/[^\s]+$/i.test(raw)) throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${SECRET_SAFE(raw)}"`);
  return raw;
}

const LISTENING = {
  PORT: integer(8080, 0, 65535, { description: 'Port the server listens on.' }),
  HOST: text('127.0.0.1', { description: 'Address the server listens on; set `0.0.0.0` to accept connections from other machines.' }),
  APP_ENV: oneOf(['production', 'staging', 'development', 'test'], 'production', {
    description: '`production`, `staging`, `development` or `test`; reported by `GET /api/config` as `environment`.',
  }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', { description: 'pino log level (`fatal` … `trace`, or `silent`).' }),
  LOG_FORMAT: optional(oneOf(['json', 'pretty'], undefined, {
    docDefault: '`pretty` on a terminal (and under `npm run dev`), else `json`',
    description:
      "`json`: pino's JSON lines, one object a line, for files and log collectors; `pretty`: a readable line per entry with its fields below it (pino-pretty). Either way the log is all the server and a merge worker write: what a library prints (`console`, field `source: \"console\"`), Node's warnings (`source: \"node\"`), an error nothing handled (level `fatal`, before the process stops) and a start that fails are entries of it; only a configuration error is a plain line (the format itself may be what is wrong).",
  })),
  DOMAINS_DIR: optional(text(undefined, { docDefault: '`server/domains`', description: 'Folder of domain configuration files (see below).' })),
  DATA_DIR: optional(text(undefined, { docDefault: '`.data`', description: "Folder for the server's own data (database, secrets, mail outbox, merged files)." })),
  TRUST_PROXY: text('', {
    trim: true,
    docDefault: '`0`',
    description:
      "Whom the server believes about `X-Forwarded-For`, `-Proto` and `-Host` (the client's address for every rate limit, the scheme and host of short links): `0` nobody; `1` any peer (only when nothing but the reverse proxy can reach the server); or the proxies' addresses and CIDR ranges, comma-separated (`127.0.0.1,10.0.0.0/8`).",
  }),
  CORS_ORIGINS: text('', {
    docDefault: 'empty',
    description:
      'Extra origins allowed to call `/api/*` from a browser, besides the configured domains (`https://<domain>` and each `seo.canonicalUrl`): for an API served on another origin (a domain\'s `api.baseUrl`).',
  }),
};

const STORES = {
  DATABASE_URL: text('', {
    trim: true,
    docDefault: 'empty',
    description: '`postgres://user:pass@host:5432/db` for PostgreSQL; a `sqlite:` URL or file path; empty for `<DATA_DIR>/app.sqlite`. Migrations run at start-up.',
  }),
  DB_STATEMENT_TIMEOUT_MS: integer(5000, 100, 600_000, {
    description:
      'Longest one database statement may run or wait for a lock held by another connection (PostgreSQL `statement_timeout` and `lock_timeout`, SQLite\'s busy timeout); beyond it the request answers 503 "The service is temporarily unavailable…" with `Retry-After: 5`. Migrations are not limited.',
  }),
  REDIS_URL: text('', {
    trim: true,
    docDefault: 'empty',
    description:
      '`redis://[user:pass@]host:6379[/db]` (or `rediss://`): the server becomes one instance of a cluster. Merge jobs go through a BullMQ queue; stored extractions, the extraction cache, in-flight de-duplication and every rate limit live in Redis; the retention sweeper runs on one instance at a time. Empty: all of it in process. Needs a shared `MEDIA_DIR`, a shared PostgreSQL `DATABASE_URL` and the same `JWT_SECRET`/`SIGNING_SECRET` on every instance.',
  }),
  REDIS_KEY_PREFIX: text('dl:', {
    emptyIsValue: true,
    pattern: '^[A-Za-z0-9:_.-]{1,64}$',
    errorMessage: 'REDIS_KEY_PREFIX may hold letters, digits and : _ . - (1 to 64 characters), got "{raw}"',
    description: 'Prefix of every Redis key (several sites can share one Redis).',
  }),
};

const STOPPING = {
  REQUEST_TIMEOUT_SECONDS: integer(30, 1, 600, {
    description:
      'Time a client has to send a whole request, headers and body (1 to 600): a slower one is answered 408 and its connection closed, so a client that sends slowly, or never finishes, holds no connection. Unfinished headers are cut at 60 s at the latest, or at this limit when it is shorter. The limit is checked every quarter of it (at most every 5 s), so a request is cut up to that much later. A response, a long download included, is not limited by it.',
  }),
  SHUTDOWN_GRACE_SECONDS: optional(integer(undefined, 0, 3600, {
    docDefault: `\`${SHUTDOWN_GRACE_DEFAULT}\``,
    description:
      'On SIGTERM (or SIGINT) a process stops accepting connections and lets what is in flight finish for this long: requests, streamed downloads and running merges (merges still queued do not start); then it cuts what is left and exits 0. A merge of the queue (`REDIS_URL`) that did not finish goes back to it, where another worker starts it again; an in-process merge that did not finish ends with "The server was restarted during processing". One setting for the API and the merge workers (see ' + operationsLink('Graceful stops', 'graceful-stops') + ').',
  })),
  MERGE_SHUTDOWN_GRACE_SECONDS: optional(integer(undefined, 0, 3600, {
    docDefault: '—',
    description:
      'The former name of `SHUTDOWN_GRACE_SECONDS`, when it covered merges only: still read when it is the only one set; the two set to different values are refused at start-up.',
  })),
  GLIBC_TUNABLES: optional(text(undefined, {
    docDefault: '`glibc.malloc.top_pad=67108864` (set by `scripts/serve.sh` when unset)',
    description:
      "The C library's allocator settings of the server process, read by glibc as the process starts (not by the server, so not validated with the others); see [How the server process starts](#how-the-server-process-starts-serverruntimejson) below.",
  })),
};

/** The server's own settings: listening, logging, data, trust, stores, time limits and stopping. */
export const serverSettings = settings({
  properties: { ...LISTENING, ...STORES, ...STOPPING },
  read: (v, env) => ({
    port: v.PORT,
    host: v.HOST,
    environment: v.APP_ENV,
    logLevel: v.LOG_LEVEL,
    logFormat: v.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    domainsDir: path.resolve(v.DOMAINS_DIR ?? path.join(REPO_ROOT, 'server', 'domains')),
    dataDir: dataDirOf(env),
    trustProxy: trustProxy(v.TRUST_PROXY),
    corsOrigins: corsOrigins(v.CORS_ORIGINS),
    databaseUrl: databaseUrl(v.DATABASE_URL),
    dbStatementTimeoutMs: v.DB_STATEMENT_TIMEOUT_MS,
    redisUrl: redisUrl(v.REDIS_URL),
    redisKeyPrefix: v.REDIS_KEY_PREFIX,
    requestTimeoutSeconds: v.REQUEST_TIMEOUT_SECONDS,
    shutdownGraceSeconds: shutdownGraceSeconds(v.SHUTDOWN_GRACE_SECONDS, v.MERGE_SHUTDOWN_GRACE_SECONDS, env),
  }),
});

/** The server's own settings as its code reads them. */
export type ServerSettings = ReturnType<typeof serverSettings.read>;
