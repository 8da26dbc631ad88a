/**
 * Every environment variable the server reads, validated once at start-up. docs/configuration.md lists each one
 * with its default; keep the two in step.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseExtractorArgs } from './features/extract/extractorArgs';
import { readCookiesDir } from './features/fetch/cookies/operatorCookies';
import { parseCanaryLinks, type CanaryLink } from './features/canary/links';
import { parseUpstreamConfig, type UpstreamConfig } from './features/fetch/upstream/config';

export interface ServerConfig {
  port: number;
  host: string;
  environment: string;
  logLevel: string;
  /** json: pino's JSON lines; pretty: a readable line per entry (LOG_FORMAT; default pretty on a terminal). */
  logFormat: 'json' | 'pretty';
  /** Folder of domain configuration JSON files: default.json plus one per Host. */
  domainsDir: string;
  /** Folder for the server's own data (database, secrets, outbox, merged media). */
  dataDir: string;
  /** Folder that holds the apps' builds: <appsDir>/shell/dist and <appsDir>/mf-<area>/dist. */
  appsDir: string;
  /** Whether pages are sent with their content rendered from the apps' server builds (0: empty until scripts run). */
  serverRender: boolean;
  fileRetentionSeconds: number;
  /** Hosts (host or host:port) the guarded fetcher lets through although they are private; tests and development. */
  trustedFetchHosts: string[];
  /**
   * Whom the server believes about X-Forwarded-For/-Proto/-Host (TRUST_PROXY): false (nobody), true (any peer: only
   * when nothing but the reverse proxy can reach the server), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** Extra origins (besides the configured domains) allowed to call the API from a browser. */
  corsOrigins: string[];
  /** postgres://… for PostgreSQL; a sqlite: URL or file path, or empty for <dataDir>/app.sqlite. */
  databaseUrl: string;
  /** Folder of merged files; several instances may share it. */
  mediaDir: string;
  ffmpegPath: string;
  /** ffmpeg merges running at once, and merges allowed to wait. */
  mergeConcurrency: number;
  mergeQueueLimit: number;
  /** Merges one client IP may start per minute. */
  mergeStartsPerMinute: number;
  /** Time limit of one merge; ffmpeg is killed after it. */
  mergeTimeoutSeconds: number;
  /** Disk space the merged files may use together; new merges are refused beyond it. */
  mediaDiskBudgetMb: number;
  /**
   * The longest clip in seconds per tier (CLIP_MAX_SECONDS: `visitor=300,free=900,*=3600`): `visitor` for callers who
   * are not signed in, a tier's name for its accounts, `*` for every other tier; 0 means no limit.
   */
  clipMaxSeconds: ClipLimits;
  /** redis://… : merge jobs (BullMQ), extraction cache, in-flight sharing and rate limits shared by every instance; empty: all in process. */
  redisUrl: string;
  /** Prefix of every Redis key (several sites may share one Redis). */
  redisKeyPrefix: string;
  /** With REDIS_URL: whether this API process also runs merge jobs (0: API only, merges run in `npm run worker`). */
  mergeWorkerInApi: boolean;
  /** With REDIS_URL: a merge job whose worker stopped renewing its lock for this long is taken over by another worker. */
  mergeJobLockSeconds: number;
  /**
   * A stopping process (SIGTERM) lets requests, streamed downloads and running merges finish for this long; then it
   * cuts the connections still open, hands unfinished queue merges back (another worker starts them again) and exits.
   */
  shutdownGraceSeconds: number;
  /**
   * Time a client has to send a whole request, headers and body (REQUEST_TIMEOUT_SECONDS): a slower one is answered 408
   * and its connection closed. The response, a long download included, is not limited by it.
   */
  requestTimeoutSeconds: number;
  /** Secret that signs access tokens; empty: generated once and kept in <dataDir>/jwt-secret (0600). */
  jwtSecret: string;
  /** smtp(s)://user:pass@host:port for real mail; empty: messages go to <dataDir>/outbox and the log. */
  smtpUrl: string;
  /** Sender of the verification and password-reset emails. */
  mailFrom: string;
  /** Time allowed for a fetched source to answer (connect + response head), per request. */
  fetchTimeoutSeconds: number;
  /** Largest page or feed the native extractors read. */
  fetchMaxPageBytes: number;
  /** Largest image the image proxy passes on. */
  imageProxyMaxBytes: number;
  /** Largest file the download proxy streams. */
  proxyMaxBytes: number;
  /** HMAC secret for signed proxy links; empty: generated once and kept in <dataDir>/signing-secret (0600). */
  signingSecret: string;
  /** Lifetime of signed proxy links and of stored extractions (merge tasks refer to them). */
  mediaLinkTtlSeconds: number;
  /** The project's tools folder (ENGINE_TOOLS_DIR): the engine setup installs, its last update's result, Deno's cache. */
  toolsDir: string;
  /** The yt-dlp program: YTDLP_PATH, else the engine setup installed (.tools/engine/current/yt-dlp), else yt-dlp on PATH. */
  ytdlpPath: string;
  /** The engine's JavaScript runtime (Deno), passed as --js-runtimes deno:<path>; empty: none. */
  denoPath: string;
  /** Deno's cache, holding the challenge solver's npm libraries (cached at setup; the engine runs Deno --cached-only). */
  denoDir: string;
  /** Time limit of one engine run; the process is killed after it. */
  extractTimeoutSeconds: number;
  /** yt-dlp --socket-timeout. */
  extractSocketTimeoutSeconds: number;
  /** Engine processes running at once, and extraction requests allowed to wait for one. */
  extractConcurrency: number;
  extractQueueLimit: number;
  /** A warm engine worker is replaced after this many extractions; 0: no warm workers, each extraction starts the engine. */
  engineWorkerJobs: number;
  /** A warm engine worker that has grown past this resident size (MB) is replaced after its extraction. */
  engineWorkerMaxMb: number;
  /** Hours between automatic engine updates (one instance of a cluster at a time); 0: off. */
  engineUpdateHours: number;
  /** How long a successful extraction of the same URL is answered from the cache. */
  extractCacheSeconds: number;
  /** The most items a podcast feed, show page or playlist lists in a result (ITEM_LIMIT). */
  itemLimit: number;
  /** ENGINE_EXTRACTOR_ARGS: the engine's extractor arguments for YouTube's tokens and clients (an allow-list; docs/operations.md). */
  engineExtractorArgs: string[];
  /** COOKIES_DIR: the operator's cookies files, `<platform id>.txt` each, checked at start; empty: none (docs/operations.md). */
  cookiesDir: string;
  /**
   * CANARY_LINKS: one public link per platform that the canary extracts every CANARY_INTERVAL_SECONDS (features/canary;
   * docs/operations.md); empty: no canary, every platform's status unknown.
   */
  canaryLinks: CanaryLink[];
  /** Seconds between the canary's rounds (one instance of a cluster runs each round). */
  canaryIntervalSeconds: number;
  /** The most items one ZIP download may hold (ZIP_MAX_ITEMS). */
  zipMaxItems: number;
  /** Extraction requests per client IP per minute. */
  extractRateLimitPerMinute: number;
  /** Longest a database statement may run or wait for a lock (PostgreSQL statement/lock timeout, SQLite busy timeout). */
  dbStatementTimeoutMs: number;
  /** UPSTREAM_PROXIES and its per-platform choices (features/fetch/upstream; docs/operations.md): every outbound request's way out. */
  upstream: UpstreamConfig;
}

/** UPSTREAM_PROXIES, UPSTREAM_PROXIES_<PLATFORM> and their settings: refused at start, naming the variable. */
function upstream(env: NodeJS.ProcessEnv): UpstreamConfig {
  try {
    return parseUpstreamConfig(env);
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
}

export class ConfigError extends Error {}

/** ITEM_LIMIT's default: the most items a feed or playlist lists in one result. */
export const ITEM_LIMIT_DEFAULT = 500;

/** The longest clip per tier, in seconds; null: no limit. */
export interface ClipLimits {
  visitor: number | null;
  tiers: Record<string, number | null>;
  other: number | null;
}

const CLIP_MAX_DEFAULT = 'visitor=300,free=900,*=3600';

/** CLIP_MAX_SECONDS: `name=seconds` pairs, comma separated; a tier the list leaves out falls back to the default's. */
function clipMaxSeconds(env: NodeJS.ProcessEnv): ClipLimits {
  const raw = env.CLIP_MAX_SECONDS?.trim() || CLIP_MAX_DEFAULT;
  const given = new Map<string, number | null>();
  for (const pair of `${CLIP_MAX_DEFAULT},${raw}`.split(',')) {
    const m = /^\s*([a-z*][a-z0-9_-]{0,31}|\*)\s*=\s*(\d{1,6})\s*$/.exec(pair);
    if (!m) throw new ConfigError(`CLIP_MAX_SECONDS must list tier=seconds pairs such as "${CLIP_MAX_DEFAULT}" (0: no limit), got "${raw}"`);
    const seconds = Number(m[2]);
    given.set(m[1], seconds === 0 ? null : seconds);
  }
  const tiers: Record<string, number | null> = {};
  for (const [name, seconds] of given) if (name !== 'visitor' && name !== '*') tiers[name] = seconds;
  return { visitor: given.get('visitor') ?? null, tiers, other: given.get('*') ?? null };
}

/** The longest clip a caller of this tier may cut (tier null: a visitor); null: no limit. */
export function clipLimitOf(limits: ClipLimits, tier: string | null): number | null {
  if (tier === null) return limits.visitor;
  return Object.prototype.hasOwnProperty.call(limits.tiers, tier) ? limits.tiers[tier] : limits.other;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

function int(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

/**
 * ENGINE_UPDATE_HOURS: a number of hours (fractions allowed), 0 = off. By default 24 when the engine lives in the
 * project (setup installed it and YTDLP_PATH does not name another) and the server is not a test's; otherwise off.
 */
function engineUpdateHours(env: NodeJS.ProcessEnv): number {
  const raw = env.ENGINE_UPDATE_HOURS;
  if (raw === undefined || raw === '') {
    const inProject = !env.YTDLP_PATH && fs.existsSync(path.join(toolsDir(env), 'engine', 'current', 'engine.json'));
    return inProject && env.APP_ENV !== 'test' ? 24 : 0;
  }
  const n = Number(raw);
  // At most 500 h (three weeks): a timer cannot wait longer than 24.8 days, and the sites change more often.
  if (!Number.isFinite(n) || n < 0 || n > 500) throw new ConfigError(`ENGINE_UPDATE_HOURS must be a number of hours from 0 (off) to 500, got "${raw}"`);
  return n;
}

/**
 * SHUTDOWN_GRACE_SECONDS, one grace for everything a stopping process lets finish. MERGE_SHUTDOWN_GRACE_SECONDS, its
 * former name (it covered merges only), is still read when it is the only one set; the two set to different values
 * are refused rather than one silently winning.
 */
function shutdownGraceSeconds(env: NodeJS.ProcessEnv): number {
  const given = (name: string) => env[name] !== undefined && env[name] !== '';
  if (!given('SHUTDOWN_GRACE_SECONDS') && given('MERGE_SHUTDOWN_GRACE_SECONDS')) return int(env, 'MERGE_SHUTDOWN_GRACE_SECONDS', 20, 0, 3600);
  const grace = int(env, 'SHUTDOWN_GRACE_SECONDS', 20, 0, 3600);
  if (given('MERGE_SHUTDOWN_GRACE_SECONDS') && int(env, 'MERGE_SHUTDOWN_GRACE_SECONDS', 20, 0, 3600) !== grace) {
    throw new ConfigError(
      `SHUTDOWN_GRACE_SECONDS (${grace}) and MERGE_SHUTDOWN_GRACE_SECONDS, its former name (${env.MERGE_SHUTDOWN_GRACE_SECONDS}), differ: set SHUTDOWN_GRACE_SECONDS only`,
    );
  }
  return grace;
}

/** TRUST_PROXY: empty or 0 (off), 1 (any peer), or a comma-separated list of addresses and CIDR ranges. */
function trustProxy(env: NodeJS.ProcessEnv): boolean | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
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

function oneOf(env: NodeJS.ProcessEnv, name: string, def: string, allowed: string[]): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!allowed.includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw;
}

function secret(env: NodeJS.ProcessEnv, name: string): string {
  const raw = env[name] ?? '';
  if (raw !== '' && raw.length < 32) throw new ConfigError(`${name} must be at least 32 characters long`);
  return raw;
}

function smtpUrl(env: NodeJS.ProcessEnv): string {
  const raw = (env.SMTP_URL ?? '').trim();
  if (raw && !/^smtps?:\/\/[^\s]+$/i.test(raw)) throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  return raw;
}

function redisUrl(env: NodeJS.ProcessEnv): string {
  const raw = (env.REDIS_URL ?? '').trim();
  if (raw && !/^rediss?:\/\/[^\s]+$/i.test(raw)) throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${raw.replace(/\/\/[^@/]*@/, '//***@')}"`);
  return raw;
}

function databaseUrl(env: NodeJS.ProcessEnv): string {
  const raw = (env.DATABASE_URL ?? '').trim();
  if (raw && /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) && !/^(postgres|postgresql|sqlite):\/\//i.test(raw)) {
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL, a sqlite: URL or a file path, got "${raw.replace(/\/\/[^@/]*@/, '//***@')}"`);
  }
  return raw;
}

/** ENGINE_EXTRACTOR_ARGS (features/extract/extractorArgs.ts): refused at start, with what is allowed, when it strays. */
function engineExtractorArgs(env: NodeJS.ProcessEnv): string[] {
  try {
    return parseExtractorArgs(env.ENGINE_EXTRACTOR_ARGS ?? '');
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
}

/** COOKIES_DIR (features/fetch/cookies): every file checked at start; one that strays stops the server, named. */
function cookiesDir(env: NodeJS.ProcessEnv): string {
  const raw = (env.COOKIES_DIR ?? '').trim();
  if (!raw) return '';
  const dir = path.resolve(raw);
  try {
    readCookiesDir(dir);
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
  return dir;
}

/** CANARY_LINKS (features/canary/links.ts): refused at start, naming the platform whose link strays. */
function canaryLinks(env: NodeJS.ProcessEnv, trustedHosts: readonly string[]): CanaryLink[] {
  try {
    return parseCanaryLinks(env.CANARY_LINKS ?? '', trustedHosts);
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
}

/** The project's tools folder (the engine, Deno's cache): ENGINE_TOOLS_DIR, default .tools in the repository. */
export function toolsDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.ENGINE_TOOLS_DIR || path.join(REPO_ROOT, '.tools'));
}

/**
 * Where the extraction engine and its JavaScript runtime are (features/engine installs both into the project):
 * also read by the engine itself and by `npm run engine -- status`.
 */
export function engineSettings(env: NodeJS.ProcessEnv = process.env): Pick<ServerConfig, 'toolsDir' | 'ytdlpPath' | 'denoPath' | 'denoDir'> {
  const tools = toolsDir(env);
  const local = path.join(tools, 'engine', 'current', 'yt-dlp');
  let deno = '';
  for (const candidate of [path.join(REPO_ROOT, 'node_modules', 'deno', 'deno'), path.join(REPO_ROOT, 'node_modules', '@deno', `${process.platform}-${process.arch}-glibc`, 'deno')]) {
    if (fs.existsSync(candidate)) {
      deno = candidate;
      break;
    }
  }
  return {
    toolsDir: tools,
    ytdlpPath: env.YTDLP_PATH || (fs.existsSync(local) ? local : 'yt-dlp'),
    denoPath: env.DENO_PATH ?? deno,
    denoDir: path.resolve(env.DENO_DIR || path.join(tools, 'deno')),
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const trustedFetchHosts = (env.TRUSTED_FETCH_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    environment: oneOf(env, 'APP_ENV', 'production', ['production', 'staging', 'development', 'test']),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    logFormat: oneOf(env, 'LOG_FORMAT', process.stdout.isTTY ? 'pretty' : 'json', ['json', 'pretty']) as 'json' | 'pretty',
    domainsDir: path.resolve(env.DOMAINS_DIR || path.join(REPO_ROOT, 'server', 'domains')),
    dataDir,
    appsDir: path.resolve(env.APPS_DIR || REPO_ROOT),
    serverRender: oneOf(env, 'SERVER_RENDER', '1', ['0', '1']) === '1',
    fileRetentionSeconds: int(env, 'FILE_RETENTION_SECONDS', 3600, 10, 7 * 24 * 3600),
    trustedFetchHosts,
    databaseUrl: databaseUrl(env),
    trustProxy: trustProxy(env),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean)
      .map((o) => {
        if (!/^https?:\/\/[^\s/]+$/.test(o)) throw new ConfigError(`CORS_ORIGINS must list origins such as https://example.com, got "${o}"`);
        return o;
      }),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    mergeConcurrency: int(env, 'MERGE_CONCURRENCY', 2, 1, 64),
    mergeQueueLimit: int(env, 'MERGE_QUEUE_LIMIT', 20, 0, 10_000),
    mergeStartsPerMinute: int(env, 'MERGE_STARTS_PER_MINUTE', 20, 1, 100_000),
    mergeTimeoutSeconds: int(env, 'MERGE_TIMEOUT_SECONDS', 1800, 5, 6 * 3600),
    mediaDiskBudgetMb: int(env, 'MEDIA_DISK_BUDGET_MB', 10_240, 1, 10_000_000),
    clipMaxSeconds: clipMaxSeconds(env),
    redisUrl: redisUrl(env),
    redisKeyPrefix: (() => {
      const raw = env.REDIS_KEY_PREFIX ?? 'dl:';
      if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(raw)) throw new ConfigError(`REDIS_KEY_PREFIX may hold letters, digits and : _ . - (1 to 64 characters), got "${raw}"`);
      return raw;
    })(),
    mergeWorkerInApi: oneOf(env, 'MERGE_WORKER_IN_API', '1', ['0', '1']) === '1',
    mergeJobLockSeconds: int(env, 'MERGE_JOB_LOCK_SECONDS', 30, 1, 600),
    shutdownGraceSeconds: shutdownGraceSeconds(env),
    requestTimeoutSeconds: int(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 600),
    jwtSecret: secret(env, 'JWT_SECRET'),
    smtpUrl: smtpUrl(env),
    mailFrom: env.MAIL_FROM || 'MediaGrab <no-reply@localhost>',
    fetchTimeoutSeconds: int(env, 'FETCH_TIMEOUT_SECONDS', 15, 1, 300),
    fetchMaxPageBytes: int(env, 'FETCH_MAX_PAGE_BYTES', 15 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    imageProxyMaxBytes: int(env, 'IMAGE_PROXY_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    proxyMaxBytes: int(env, 'PROXY_MAX_BYTES', 8 * 1024 * 1024 * 1024, 1024, Number.MAX_SAFE_INTEGER),
    signingSecret: secret(env, 'SIGNING_SECRET'),
    mediaLinkTtlSeconds: int(env, 'MEDIA_LINK_TTL_SECONDS', 6 * 3600, 60, 7 * 24 * 3600),
    ...engineSettings(env),
    extractTimeoutSeconds: int(env, 'EXTRACT_TIMEOUT_SECONDS', 60, 2, 600),
    extractSocketTimeoutSeconds: int(env, 'EXTRACT_SOCKET_TIMEOUT_SECONDS', 15, 1, 300),
    extractConcurrency: int(env, 'EXTRACT_CONCURRENCY', 2, 1, 64),
    extractQueueLimit: int(env, 'EXTRACT_QUEUE_LIMIT', 20, 0, 10_000),
    engineWorkerJobs: int(env, 'ENGINE_WORKER_JOBS', 200, 0, 1_000_000),
    engineWorkerMaxMb: int(env, 'ENGINE_WORKER_MAX_MB', 512, 64, 65_536),
    engineUpdateHours: engineUpdateHours(env),
    extractCacheSeconds: int(env, 'EXTRACT_CACHE_SECONDS', 300, 0, 24 * 3600),
    itemLimit: int(env, 'ITEM_LIMIT', ITEM_LIMIT_DEFAULT, 1, 10_000),
    engineExtractorArgs: engineExtractorArgs(env),
    cookiesDir: cookiesDir(env),
    canaryLinks: canaryLinks(env, trustedFetchHosts),
    canaryIntervalSeconds: int(env, 'CANARY_INTERVAL_SECONDS', 900, 10, 86_400),
    zipMaxItems: int(env, 'ZIP_MAX_ITEMS', 50, 1, 1000),
    extractRateLimitPerMinute: int(env, 'EXTRACT_RATE_LIMIT_PER_MINUTE', 30, 0, 100_000),
    dbStatementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, 100, 600_000),
    upstream: upstream(env),
  };
}

/** The configuration of a server process, or exit code 2 with the offending variable named (entry points only). */
export function readConfigOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
}
