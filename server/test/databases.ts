import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  url: string;
  drop(): Promise<void>;
}

export interface PostgresTestDatabase extends TestDatabase {
  kind: 'postgres';
  /** The database's name (for the administrator's statements that cut or lock out its sessions). */
  name: string;
}

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether a service the tests need answers (`probe` resolves): in CI its absence is a failure, elsewhere the
 * runs that need it are skipped with a printed reason.
 */
export async function serviceAvailable(name: string, url: string, probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (e) {
    if (process.env.CI === 'true') throw new Error(`${name} is required in CI but ${url} cannot be reached: ${(e as Error).message}`, { cause: e });
    console.warn(`Skipping the ${name} runs: ${url} cannot be reached (${(e as Error).message}).`);
    return false;
  }
}

/** Runs one statement as the PostgreSQL administrator (to cut sessions, lock out a database) and gives its rows. */
export async function postgresAdmin<T extends object = object>(statement: string): Promise<T[]> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await c.connect();
  try {
    return (await c.query<T>(statement)).rows;
  } finally {
    await c.end();
  }
}

/** Whether the PostgreSQL test server answers (see serviceAvailable). */
export async function postgresAvailable(): Promise<boolean> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  return serviceAvailable('PostgreSQL', POSTGRES_ADMIN_URL, async () => {
    await client.connect();
    await client.end();
  });
}

/** A fresh, empty database of the given kind, dropped afterwards. */
export async function createTestDatabase(kind: 'postgres'): Promise<PostgresTestDatabase>;
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase>;
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-'));
    return { kind, url: path.join(dir, 'test.sqlite'), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `dl_test_${crypto.randomBytes(6).toString('hex')}`;
  await postgresAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database: PostgresTestDatabase = { kind: 'postgres', url: url.toString(), name, drop: async () => void (await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
  return database;
}
