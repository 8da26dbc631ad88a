import os from 'node:os';
import { sql } from 'kysely';
import { createTestDatabase, postgresAdmin, postgresAvailable, type PostgresTestDatabase } from '../../../test/databases';
import { openDb, type Db } from './connect';

describe('a PostgreSQL connection cut while a query runs on it', () => {
  let database: PostgresTestDatabase | null = null;
  let db: Db;
  const closed: string[] = [];

  beforeAll(async () => {
    if (!(await postgresAvailable())) return;
    database = await createTestDatabase('postgres');
    db = await openDb({ databaseUrl: database.url, dataDir: os.tmpdir() /* read for SQLite only */, dbStatementTimeoutMs: 20_000 }, (err) => closed.push(err.message));
  }, 30_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  // The database restarting or an administrator ending a session: the client in use emits 'error' besides
  // failing its query, and the pool listens only to idle clients. Unheard, that event ended the server process.
  it('fails that query only: the process keeps running, the cut is reported, the next query works', async () => {
    if (!database) return;
    const { name } = database;
    const running = sql`SELECT pg_sleep(10)`.execute(db.kysely);
    const outcome = running.then(
      () => 'finished',
      (e: Error) => e.message,
    );
    let sessions: { pid: number }[] = [];
    for (let i = 0; i < 100 && !sessions.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
      sessions = await postgresAdmin<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = '${name}' AND query LIKE '%pg_sleep%' AND state = 'active'`);
    }
    expect(sessions).toHaveLength(1);
    await postgresAdmin(`SELECT pg_terminate_backend(${sessions[0].pid})`);

    expect(await outcome).toMatch(/terminat|connection|ECONNRESET/i);
    for (let i = 0; i < 40 && !closed.length; i++) await new Promise((r) => setTimeout(r, 25));
    expect(closed.length).toBeGreaterThan(0);
    const again = await sql<{ ok: number }>`SELECT 1 AS ok`.execute(db.kysely);
    expect(again.rows).toEqual([{ ok: 1 }]);
  }, 30_000);

  // The same between two queries of one piece of work (a transaction holds its connection): the cut arrives
  // while the client is checked out but has no query running.
  it('fails the next query of a connection cut between two queries, and the process keeps running', async () => {
    if (!database) return;
    closed.length = 0;
    const outcome = await db.kysely
      .connection()
      .execute(async (conn) => {
        const [{ pid }] = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(conn)).rows;
        await postgresAdmin(`SELECT pg_terminate_backend(${pid})`);
        await new Promise((r) => setTimeout(r, 200));
        await sql`SELECT 1`.execute(conn);
        return 'finished';
      })
      .catch((e: Error) => e.message);
    expect(outcome).toMatch(/terminat|connection|ECONNRESET|not queryable/i);
    expect(closed.length).toBeGreaterThan(0);
    const again = await sql<{ ok: number }>`SELECT 1 AS ok`.execute(db.kysely);
    expect(again.rows).toEqual([{ ok: 1 }]);
  }, 30_000);
});
