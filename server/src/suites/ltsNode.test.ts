/**
 * The production server on the active LTS Node (the one setup fetches into .tools/node/<major>/ from the npm package
 * node-linux-<arch>; scripts/lib.sh names the line): one extraction and one merge against it, on PostgreSQL and
 * Redis, since the native SQLite module in node_modules is built for the Node that runs the suite.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { startApiProcess, type ServerProcess } from '../../test/processes';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/databases';
import { redisAvailable, testRedisPrefix, TEST_REDIS_URL } from '../../test/redis';
import { domainsDir, tempDir } from '../../test/support';

jest.setTimeout(120_000);
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..', '..');
const LTS_MAJOR = /^LTS_NODE_MAJOR=(\d+)$/m.exec(fs.readFileSync(path.join(ROOT, 'scripts', 'lib.sh'), 'utf8'))![1];
const LTS_NODE = path.join(ROOT, '.tools', 'node', LTS_MAJOR, 'bin', 'node');

let media: TestMedia;
let fixture: FixtureServer;
let database: TestDatabase | null = null;
let redis: ReturnType<typeof testRedisPrefix> | null = null;
let server: ServerProcess | null = null;
let why: string | null = null;

beforeAll(async () => {
  if (!fs.existsSync(LTS_NODE)) why = `Node.js ${LTS_MAJOR} is not in ${path.relative(ROOT, LTS_NODE)} (npm test's setup fetches it)`;
  else if (!(await postgresAvailable())) why = 'PostgreSQL is not available';
  else if (!(await redisAvailable())) why = 'Redis is not available';
  if (why) {
    if (process.env.CI === 'true') throw new Error(`The run on the LTS Node cannot be left out in CI: ${why}.`);
    return void console.log(`LTS Node run skipped: ${why}`);
  }
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  database = await createTestDatabase('postgres');
  redis = testRedisPrefix();
  server = await startApiProcess(
    {
      NODE_ENV: 'production',
      APP_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redis.prefix,
      DATA_DIR: tempDir('lts-data-'),
      DOMAINS_DIR: domainsDir(),
      TRUSTED_FETCH_HOSTS: fixture.host,
      ENGINE_UPDATE_HOURS: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    LTS_NODE,
  );
}, 120_000);

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await fixture?.close();
  media?.cleanup();
  await redis?.drop();
  await database?.drop();
});

it(`the production server on the LTS Node extracts a page and merges a format`, async () => {
  if (why) return;
  const base = server!.base;
  expect(server!.output()).toContain(`(Node.js v${LTS_MAJOR}.`);
  const extracted = await fetch(`${base}/api/download-video`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tweet_url: `${fixture.origin}/hls/master.m3u8` }),
  });
  expect(extracted.status).toBe(200);
  const info = (await extracted.json()) as { formats: { url: string; is_audio_only: boolean }[] };
  const merged = info.formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
  expect(merged).toBeDefined();
  const id = ((await (await fetch(new URL(merged.url, base))).json()) as { task_id: string }).task_id;
  let status = { status: 'queued', message: '' };
  for (let i = 0; i < 600 && status.status !== 'complete' && status.status !== 'error'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = (await (await fetch(`${base}/api/download/status/${id}`)).json()) as typeof status;
  }
  expect(status).toMatchObject({ status: 'complete' });
  const file = await fetch(`${base}/api/download/file/${id}`);
  expect(file.status).toBe(200);
  const out = path.join(media.dir, 'lts-merged.mp4');
  fs.writeFileSync(out, Buffer.from(await file.arrayBuffer()));
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', out]);
  expect(stdout.trim().split('\n').sort()).toEqual(['audio', 'video']);
});
