import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema';
import { migrations } from './migrations';

export type DbKind = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  kind: DbKind;
  /** Where it lives, without credentials (for logs). */
  where: string;
  close(): Promise<void>;
}

/** `DATABASE_URL`: a postgres:// URL, a sqlite: URL or file path, or empty for `<DATA_DIR>/app.sqlite`. */
export async function openDb(databaseUrl: string, dataDir: string, onIdleError?: (err: Error) => void): Promise<Db> {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the database closes (a restart, pg_terminate_backend, a network cut) makes the pool
    // emit 'error'; without a listener that event would crash the process. The pool drops that connection and
    // opens a new one for the next query.
    pool.on('error', (err) => onIdleError?.(err));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const u = new URL(databaseUrl);
    return { kysely, kind: 'postgres', where: `postgres://${u.host}${u.pathname}`, close: () => kysely.destroy() };
  }
  const file = databaseUrl ? databaseUrl.replace(/^sqlite:(\/\/)?/i, '') : path.join(dataDir, 'app.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const { default: SQLite } = await import('better-sqlite3');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { kysely, kind: 'sqlite', where: file, close: () => kysely.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed on ${db.where}: ${(error as Error).message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
