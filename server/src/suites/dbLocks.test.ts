/**
 * Issue 9, part 3 (faults): a database lock held for a long time by another connection. A request whose
 * statement waits behind it must fail within a bounded time with the clear 503 the server gives for a
 * database outage (DB_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout and lock_timeout, SQLite's busy
 * timeout), instead of hanging; once the lock is released the same server answers again, and neither the
 * data written before nor anything else is lost (the failed requests wrote nothing).
 *
 * On SQLite (WAL) a write transaction (`BEGIN EXCLUSIVE`) blocks writers only: a request that only reads
 * keeps working. On PostgreSQL, `LOCK TABLE users IN ACCESS EXCLUSIVE MODE` blocks readers too, and a row
 * lock (`SELECT … FOR UPDATE`) holds up only the requests that need that row.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DB_UNAVAILABLE } from '../infra/errorHandler';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/databases';
import { buildRealApp, hasErrorBody, Tally } from '../../test/support';

/** DB_STATEMENT_TIMEOUT_MS of the servers under test. */
const TIMEOUT_MS = 1000;
/** A request behind the lock must be answered within this time (it would otherwise wait for as long as the lock is held). */
const BOUND_MS = 10_000;
const PASSWORD = 'Locked-out-1';
const TABLES = ['users', 'refresh_tokens', 'email_tokens', 'download_history', 'usage_daily', 'short_links'] as const;

const tally = new Tally('db locks');
const faults = { tried: 0, survived: 0 };
let dataLost = 0;

afterAll(() => tally.print({ faults: faults.tried, survived: faults.survived, dataLost }));

/** A second connection to the same database: it holds the locks and reads the tables whole. */
interface Other {
  rows(table: string): Promise<unknown[]>;
  exec(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

async function otherConnection(db: TestDatabase): Promise<Other> {
  if (db.kind === 'postgres') {
    const { Client } = await import('pg');
    const c = new Client({ connectionString: db.url });
    await c.connect();
    return {
      rows: async (t) => (await c.query(`SELECT * FROM ${t}`)).rows,
      exec: async (sql, params) => void (await c.query(sql, params)),
      close: () => c.end(),
    };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const c = new SQLite(db.url);
  return {
    rows: async (t) => c.prepare(`SELECT * FROM ${t}`).all(),
    exec: async (sql) => void c.exec(sql),
    close: async () => void c.close(),
  };
}

/** Every row of every table, in a stable order, for before/after comparisons. */
async function snapshot(other: Other): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of TABLES) out[t] = (await other.rows(t)).map((r) => JSON.stringify(r)).sort();
  return out;
}

/** Rows present before and missing or changed after (usage_daily's counters may only grow, so not compared). */
function lostRows(before: Record<string, string[]>, after: Record<string, string[]>): number {
  let lost = 0;
  for (const t of TABLES) if (t !== 'usage_daily') lost += before[t].filter((r) => !after[t].includes(r)).length;
  return lost;
}

describe.each(['sqlite', 'postgres'] as const)('a long-held database lock on %s', (kind) => {
  let db: TestDatabase | null = null;
  let app: FastifyInstance;
  let other: Other;
  let token = '';
  const a = `a-${kind}@example.com`;
  const b = `b-${kind}@example.com`;

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, auth = '') => {
    const res = await app.inject({ method, url, payload, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    tally.record(res, false);
    return res;
  };
  const login = (email: string) => call('POST', '/api/auth/login', { email, password: PASSWORD });
  const register = (email: string) => call('POST', '/api/auth/register', { email, password: PASSWORD });
  const history = () => call('GET', '/api/auth/download-history', undefined, token);
  const addHistory = (title: string) =>
    call('POST', '/api/auth/download-history', { url: `https://example.com/${encodeURIComponent(title)}`, title, platform: 'youtube', format: 'video' }, token);

  /** Runs the request and checks it failed clearly (the outage's 503), within the bound instead of hanging. */
  async function failsClearly(request: () => Promise<LightMyRequestResponse>): Promise<void> {
    const started = Date.now();
    const res = await request();
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(hasErrorBody(res)).toBe(true);
    expect(res.json()).toEqual({ error: DB_UNAVAILABLE, code: 'service.unavailable' });
  }

  beforeAll(async () => {
    if (kind === 'postgres' && !(await postgresAvailable())) return;
    db = await createTestDatabase(kind);
    app = await buildRealApp({ DATABASE_URL: db.url, DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
    await app.ready();
    other = await otherConnection(db);
    expect((await register(a)).statusCode).toBe(201);
    expect((await register(b)).statusCode).toBe(201);
    const session = await login(a);
    expect(session.statusCode).toBe(200);
    token = (session.json() as { access_token: string }).access_token;
    expect((await addHistory('Before the lock')).statusCode).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await other?.close();
    await app?.close();
    await db?.drop();
  });

  it('the whole database locked: requests fail with a clear 503 within the bound, then work again; nothing lost', async () => {
    if (!db) return;
    const before = await snapshot(other);
    const c = `c-${kind}@example.com`;
    if (kind === 'postgres') {
      await other.exec('BEGIN');
      await other.exec('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    } else {
      await other.exec('BEGIN EXCLUSIVE');
    }
    faults.tried++;
    try {
      await failsClearly(() => login(a));
      await failsClearly(() => register(c));
      await failsClearly(() => addHistory('During the lock'));
      if (kind === 'postgres') {
        await failsClearly(() => history());
      } else {
        // SQLite in WAL mode: readers are not blocked by a writer, so a read-only request still works.
        const read = await history();
        expect(read.statusCode).toBe(200);
      }
      // What does not need the database is not held up.
      const health = await call('GET', '/api/health');
      expect(health.statusCode).toBe(200);
    } finally {
      await other.exec('COMMIT');
    }

    // Released: the failed requests wrote nothing, and nothing that was there is gone.
    const after = await snapshot(other);
    dataLost += lostRows(before, after);
    expect(after).toEqual(before);

    // The same server (no restart) answers the same requests.
    expect((await login(a)).statusCode).toBe(200);
    expect((await register(c)).statusCode).toBe(201);
    expect((await addHistory('After the lock')).statusCode).toBe(201);
    const list = await history();
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Before the lock');
    expect(JSON.stringify(list.json())).toContain('After the lock');
    expect(JSON.stringify(list.json())).not.toContain('During the lock');
    expect((await other.rows('users')).some((r) => (r as { email: string }).email === c)).toBe(true);
    dataLost += lostRows(before, await snapshot(other));
    faults.survived++;
  }, 60_000);

  it('PostgreSQL: one row locked: only the requests that need the row fail clearly, the others go on', async () => {
    if (!db || kind !== 'postgres') return;
    const before = await snapshot(other);
    const rowA = (await other.rows('users')).find((r) => (r as { email: string }).email === a) as { id: string };
    await other.exec('BEGIN');
    await other.exec('SELECT id FROM users WHERE id = $1 FOR UPDATE', [rowA.id]);
    faults.tried++;
    try {
      // A's login stores a session whose foreign key needs A's row: it waits for the lock, then fails clearly.
      await failsClearly(() => login(a));
      // Reads of the row and B's login do not need that lock.
      expect((await history()).statusCode).toBe(200);
      expect((await login(b)).statusCode).toBe(200);
    } finally {
      await other.exec('COMMIT');
    }
    const after = await snapshot(other);
    dataLost += lostRows(before, after);
    // Only B's new session was written meanwhile.
    expect(after.users).toEqual(before.users);
    expect(after.refresh_tokens.length).toBe(before.refresh_tokens.length + 1);
    expect((await login(a)).statusCode).toBe(200);
    faults.survived++;
  }, 60_000);
});
