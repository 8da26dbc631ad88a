/**
 * Every environment variable the server reads, validated once at start-up. The README lists each one with
 * its default; keep the two in step.
 */
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  environment: string;
  logLevel: string;
  /** Folder of domain configuration JSON files: default.json plus one per Host. */
  domainsDir: string;
  /** Folder for the server's own data (database, secrets, outbox, merged media). */
  dataDir: string;
  /** Folder that holds the apps' builds: <appsDir>/shell/dist and <appsDir>/mf-<area>/dist. */
  appsDir: string;
  fileRetentionSeconds: number;
  /** Hosts (host or host:port) the guarded fetcher lets through although they are private; tests and development. */
  trustedFetchHosts: string[];
}

export class ConfigError extends Error {}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

function int(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

function oneOf(env: NodeJS.ProcessEnv, name: string, def: string, allowed: string[]): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!allowed.includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    environment: oneOf(env, 'APP_ENV', 'production', ['production', 'staging', 'development', 'test']),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    domainsDir: path.resolve(env.DOMAINS_DIR || path.join(REPO_ROOT, 'server', 'domains')),
    dataDir,
    appsDir: path.resolve(env.APPS_DIR || REPO_ROOT),
    fileRetentionSeconds: int(env, 'FILE_RETENTION_SECONDS', 3600, 10, 7 * 24 * 3600),
    trustedFetchHosts: (env.TRUSTED_FETCH_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}
