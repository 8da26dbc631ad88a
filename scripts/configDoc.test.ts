/**
 * docs/configuration.md's table of the server's variables is the one the settings' schemas make (each feature's
 * settings.ts and server/src/infra/serverSettings.ts): a variable added, removed or described anew in a schema and
 * not in the doc, or the other way round, fails here. `npm run docs:config` writes the table again.
 */
import fs from 'node:fs';
import { DOC, withTable } from './configDoc';

test('docs/configuration.md lists every variable the server reads, as the schemas declare it', () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  expect(doc).toBe(withTable(doc));
});

test('every variable the doc listed before the schemas is still there', () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  const listed = [...doc.matchAll(/^\| `([A-Z0-9_<>]+)` \|/gm)].map((m) => m[1]);
  for (const name of [
    'PORT', 'HOST', 'APP_ENV', 'LOG_LEVEL', 'LOG_FORMAT', 'DOMAINS_DIR', 'DATA_DIR', 'APPS_DIR', 'SERVER_RENDER', 'FILE_RETENTION_SECONDS',
    'TRUSTED_FETCH_HOSTS', 'TRUST_PROXY', 'CORS_ORIGINS', 'DATABASE_URL', 'DB_STATEMENT_TIMEOUT_MS', 'REDIS_URL', 'REDIS_KEY_PREFIX',
    'MERGE_WORKER_IN_API', 'MERGE_JOB_LOCK_SECONDS', 'REQUEST_TIMEOUT_SECONDS', 'SHUTDOWN_GRACE_SECONDS', 'MERGE_SHUTDOWN_GRACE_SECONDS',
    'JWT_SECRET', 'SIGNING_SECRET', 'SMTP_URL', 'MAIL_FROM', 'YTDLP_PATH', 'DENO_PATH', 'ENGINE_TOOLS_DIR', 'ENGINE_UPDATE_HOURS',
    'ENGINE_DEBIAN_MIRROR', 'ENGINE_DEBIAN_SUITE', 'ENGINE_DEBIAN_TRUSTED', 'PIP_INDEX_URL', 'DENO_DIR', 'FFMPEG_PATH', 'EXTRACT_TIMEOUT_SECONDS',
    'EXTRACT_SOCKET_TIMEOUT_SECONDS', 'EXTRACT_CONCURRENCY', 'ENGINE_WORKER_JOBS', 'ENGINE_EXTRACTOR_ARGS', 'UPSTREAM_PROXIES',
    'UPSTREAM_PROXIES_<PLATFORM>', 'UPSTREAM_PROXY_COOLDOWN_SECONDS', 'UPSTREAM_PROXY_CA_FILE', 'COOKIES_DIR', 'ENGINE_WORKER_MAX_MB',
    'EXTRACT_QUEUE_LIMIT', 'EXTRACT_CACHE_SECONDS', 'EXTRACT_RATE_LIMIT_PER_MINUTE', 'FETCH_TIMEOUT_SECONDS', 'FETCH_MAX_PAGE_BYTES',
    'IMAGE_PROXY_MAX_BYTES', 'PROXY_MAX_BYTES', 'MEDIA_LINK_TTL_SECONDS', 'MEDIA_DIR', 'MERGE_CONCURRENCY', 'MERGE_QUEUE_LIMIT',
    'MERGE_STARTS_PER_MINUTE', 'MERGE_TIMEOUT_SECONDS', 'ITEM_LIMIT', 'CANARY_LINKS', 'CANARY_INTERVAL_SECONDS', 'ZIP_MAX_ITEMS',
    'CLIP_MAX_SECONDS', 'MEDIA_DISK_BUDGET_MB', 'GLIBC_TUNABLES',
  ]) {
    expect(listed).toContain(name);
  }
});
