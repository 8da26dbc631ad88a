import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { ServerSettings } from '../serverSettings';
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

/**
 * `DATABASE_URL`: a postgres:// URL, a sqlite: URL or file path, or empty for `<DATA_DIR>/app.sqlite`.
 *
 * `statementTimeoutMs` bounds how long one statement may run or wait for a lock another connection holds, so
 * that a request behind a long-held lock fails (503, see infra/errorHandler.ts) instead of hanging: PostgreSQL's
 * `statement_timeout` and `lock_timeout` on every pooled connection (SQLSTATE 57014 / 55P03 when exceeded),
 * SQLite's busy timeout (SQLITE_BUSY when exceeded).
 */
export async function openDb(
  { databaseUrl, dataDir, dbStatementTimeoutMs: statementTimeoutMs }: Pick<ServerSettings, 'databaseUrl' | 'dataDir' | 'dbStatementTimeoutMs'>,
  onConnectionError?: (err: Error) => void,
): Promise<Db> {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      // Sent as start-up parameters: they are each session's defaults (RESET returns to them).
      statement_timeout: statementTimeoutMs,
      lock_timeout: statementTimeoutMs,
    });
    // A connection the database closes (a restart, pg_terminate_backend, a network cut) makes its client emit
    // 'error', and an 'error' event nobody listens to ends the process. The pool listens to its idle clients only
    // (and re-emits on itself), not to those in use: a cut between two queries of a request, or while its query
    // runs, crashed the server. Every client therefore gets a listener of its own when it is made; the query
    // that was running fails with its own error (the request answers 503), and the pool drops the broken client
    // when it comes back. The pool's re-emission is then a duplicate.
    pool.on('connect', (client) => client.on('error', (err) => onConnectionError?.(err)));
    pool.on('error', () => undefined);
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
  // better-sqlite3 is synchronous: while a write waits for another connection's lock, this process waits too.
  database.pragma(`busy_timeout = ${Math.max(0, Math.floor(statementTimeoutMs))}`);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { kysely, kind: 'sqlite', where: file, close: () => kysely.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws with the failing migration's name. On PostgreSQL the migrations run on
 * one connection without the statement and lock timeouts: a migration may rewrite a large table, or wait for
 * another instance that is migrating at the same moment.
 */
export async function migrate(db: Db): Promise<string[]> {
  const run = (kysely: Kysely<Database>) => new Migrator({ db: kysely, provider }).migrateToLatest();
  const { error, results } =
    db.kind === 'postgres'
      ? await db.kysely.connection().execute(async (conn) => {
          await sql`SET statement_timeout = 0`.execute(conn);
          await sql`SET lock_timeout = 0`.execute(conn);
          try {
            return await run(conn);
          } finally {
            await sql`RESET statement_timeout`.execute(conn);
            await sql`RESET lock_timeout`.execute(conn);
          }
        })
      : await run(db.kysely);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed on ${db.where}: ${(error as Error).message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
