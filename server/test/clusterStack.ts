/**
 * The server suite again on the cluster stack (jest project "server (postgres+redis)"): every test file gets
 * a fresh PostgreSQL database as DATABASE_URL and REDIS_URL with a key prefix of its own, so merges go
 * through the BullMQ queue (run by the API process's own worker), and extraction state and rate limits live
 * in Redis. Tests that pass their own DATABASE_URL keep it.
 */
import { createTestDatabase, type TestDatabase } from './databases';
import { TEST_REDIS_URL, testRedisPrefix } from './redis';

let database: TestDatabase | undefined;
// Set before the test file loads, so a test can tell which stack it runs on while it is being defined.
const keys = testRedisPrefix();
process.env.REDIS_URL = TEST_REDIS_URL;
process.env.REDIS_KEY_PREFIX = keys.prefix;

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  process.env.DATABASE_URL = database.url;
}, 30_000);

afterAll(async () => {
  await keys.drop();
  await database?.drop();
}, 30_000);
