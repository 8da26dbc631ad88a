/**
 * The retention sweeper of a cluster runs on one instance at a time: of several instances sweeping at once,
 * one deletes the expired files and records (and partial files no merge owns), the others stand aside. And a start's
 * steps as other instances see them: a task whose start has not added its job yet is not ended as lost, and a second
 * start of the same merge joins the first even before its record is saved.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDb, type Db } from '../../infra/db/connect';
import { openRedis, type RedisHandle } from '../../infra/redis';
import { TEST_REDIS_URL, redisAvailable, testRedisPrefix } from '../../../test/redis';
import { ClusterMergeManager, JOB_ADD_GRACE_MS } from './cluster';
import { DbTaskStore, type TaskRecord, type TaskStore } from './taskStore';

let available = false;
let db: Db;
let dir: string;
let redis: RedisHandle[] = [];
let keys: ReturnType<typeof testRedisPrefix>;

beforeAll(async () => {
  available = await redisAvailable();
  if (!available) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
  db = await openDb({ databaseUrl: '', dataDir: dir, dbStatementTimeoutMs: 5000 });
  await migrate(db);
  keys = testRedisPrefix();
  redis = await Promise.all([0, 1, 2].map(() => openRedis(TEST_REDIS_URL, keys.prefix)));
});

afterAll(async () => {
  if (!available) return;
  await Promise.all(redis.map((r) => r.close()));
  await keys.drop();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const record = (id: string, status: TaskRecord['status'], expiresAt: number | null, createdAt = Date.now() - 10_000): TaskRecord => ({
  id,
  key: `x|${id}|`,
  status,
  message: '',
  file: `${id}.mp4`,
  filename: `${id}.mp4`,
  contentType: 'video/mp4',
  title: id,
  platform: 'Test',
  finalFile: 10,
  combinedStreams: null,
  createdAt,
  expiresAt,
  progress: status === 'complete' ? 100 : 0,
  written: 10,
  streamable: true,
});

it('three instances sweeping at once: one deletes expired files, records and orphaned partial files; the others stand aside', async () => {
  if (!available) return;
  const mediaDir = path.join(dir, 'media');
  const store = new DbTaskStore(db.kysely);
  const managers = redis.map(
    (r) => new ClusterMergeManager({ redis: r, store, mediaDir, queueLimit: 10, retentionSeconds: 60, timeoutSeconds: 60, diskBudgetBytes: 1e9, log: () => undefined }),
  );
  try {
    const now = Date.now();
    await store.save(record('expiredTask1', 'complete', now - 1000));
    await store.save(record('keptTask0001', 'complete', now + 60_000));
    await store.save(record('runningTask1', 'processing', null));
    for (const f of ['expiredTask1.mp4', 'keptTask0001.mp4', 'runningTask1.mp4.part', 'goneTask0001.mp4.part']) fs.writeFileSync(path.join(mediaDir, f), 'x');
    // The partial files are old: one belongs to a running merge, the other to no task at all.
    const old = new Date(now - 5 * 60_000);
    for (const f of ['runningTask1.mp4.part', 'goneTask0001.mp4.part']) fs.utimesSync(path.join(mediaDir, f), old, old);

    const results = await Promise.all(managers.map((m) => m.sweep()));
    expect(results.filter((r) => r === null)).toHaveLength(2);
    expect(results.find((r) => r !== null)).toBe(1);
    expect(fs.readdirSync(mediaDir).sort()).toEqual(['keptTask0001.mp4', 'runningTask1.mp4.part']);
    expect(await store.get('expiredTask1')).toBeNull();
    expect(await store.get('keptTask0001')).not.toBeNull();
    // Until the lock lapses, no other instance sweeps again.
    expect(await managers[0].sweep()).toBeNull();
  } finally {
    await Promise.all(managers.map((m) => m.close()));
  }
});

it('a queued task whose start has not added its job yet is not lost; one without a job past the grace is', async () => {
  if (!available) return;
  const store = new DbTaskStore(db.kysely);
  const manager = new ClusterMergeManager({ redis: redis[0], store, mediaDir: path.join(dir, 'media'), queueLimit: 10, retentionSeconds: 60, timeoutSeconds: 60, diskBudgetBytes: 1e9, log: () => undefined });
  try {
    // What a visitor joining the merge on another instance reads between the start's record and its job (the journey
    // benchmark's 200 visitors met it once a run).
    await store.save(record('startingTask', 'queued', null, Date.now()));
    expect((await manager.get('startingTask'))?.status).toBe('queued');
    await store.save(record('orphanTask01', 'queued', null, Date.now() - JOB_ADD_GRACE_MS - 1000));
    expect(await manager.get('orphanTask01')).toMatchObject({ status: 'error', message: 'The server was restarted during processing. Please try again.' });
  } finally {
    await manager.close();
  }
});

it('a second start of the same merge, on another instance before the first saved its record, joins it', async () => {
  if (!available) return;
  const mediaDir = path.join(dir, 'media');
  const store = new DbTaskStore(db.kysely);
  // The first instance saves its records slowly (a busy database): the second asks between its claim and its record.
  const slowStore: TaskStore = {
    save: async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await store.save(r);
    },
    remove: (id) => store.remove(id),
    all: () => store.all(),
    get: (id) => store.get(id),
    expired: (now) => store.expired(now),
  };
  const options = { mediaDir, queueLimit: 10, retentionSeconds: 60, timeoutSeconds: 60, diskBudgetBytes: 1e9, log: () => undefined };
  const first = new ClusterMergeManager({ ...options, redis: redis[1], store: slowStore });
  const second = new ClusterMergeManager({ ...options, redis: redis[2], store });
  const request = { link: { url: 'https://media.example/joined.mp4', headers: {}, filename: 'joined.mp4', title: 'Joined', platform: 'Test' }, clip: { start: 0, end: 1, cut: 'keyframes' as const } };
  try {
    const a = first.start(request);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [taskA, taskB] = await Promise.all([a, second.start(request)]);
    expect(taskB.id).toBe(taskA.id);
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});
