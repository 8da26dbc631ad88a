import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../settings';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../../test/databases';

describe.each(['sqlite', 'postgres'] as const)('short links on %s', (kind) => {
  let app: FastifyInstance;
  let db: TestDatabase;
  let skip = false;

  beforeAll(async () => {
    if (kind === 'postgres' && !(await postgresAvailable())) {
      skip = true;
      return;
    }
    db = await createTestDatabase(kind);
    app = await buildApp(readConfig({ ...process.env, DATABASE_URL: db.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')), LOG_LEVEL: 'silent' }));
  }, 30_000);
  afterAll(async () => {
    if (skip) return;
    await app.close();
    await db.drop();
  });

  const params = {
    url: '/api/download/file/abcdefghij123',
    title: 'Big <Buck> "Bunny"',
    filename: '',
    is_audio: 'false',
    resolution: '1280x720',
    filesize: 1048576,
    bitrate: null,
    source_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    thumbnail_url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hq.jpg',
    audio_track: 'Spanish (dubbed)',
  };

  it('creates a short, unguessable link that resolves to the non-empty parameters', async () => {
    if (skip) return;
    const res = await app.inject({ method: 'POST', url: '/api/shorten-preview', headers: { host: 'localhost:8080' }, payload: { params } });
    expect(res.statusCode).toBe(200);
    const { short_url } = res.json();
    expect(short_url).toMatch(/^http:\/\/localhost:8080\/p\/[A-Za-z0-9]{10}$/);
    const id = short_url.split('/p/')[1];
    const resolved = await app.inject(`/api/shorten-preview/${id}`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().params).toEqual({
      url: '/api/download/file/abcdefghij123',
      title: 'Big <Buck> "Bunny"',
      is_audio: 'false',
      resolution: '1280x720',
      filesize: '1048576',
      source_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      thumbnail_url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hq.jpg',
      audio_track: 'Spanish (dubbed)',
    });
    const other = (await app.inject({ method: 'POST', url: '/api/shorten-preview', payload: { params } })).json().short_url;
    expect(other).not.toBe(short_url);
  });

  it('renders the title and thumbnail of a shared preview into /p/{id} for chat previews, escaped', async () => {
    if (skip) return;
    const { short_url } = (await app.inject({ method: 'POST', url: '/api/shorten-preview', headers: { host: 'localhost' }, payload: { params } })).json();
    const page = await app.inject({ url: new URL(short_url).pathname, headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Big &lt;Buck&gt; &quot;Bunny&quot; | MediaGrab">');
    expect(page.body).toContain(`<meta property="og:image" content="http://localhost/api/image-proxy?url=${encodeURIComponent(params.thumbnail_url)}">`);
    expect(page.body).not.toContain('<Buck>');
  });

  it('answers an unknown id with a clear 404, on the API and the page', async () => {
    if (skip) return;
    const api = await app.inject('/api/shorten-preview/NoSuchLink1');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('This short link does not exist or has expired.');
    expect((await app.inject('/p/NoSuchLink1')).statusCode).toBe(404);
  });

  it('refuses bad bodies with {error} and stores nothing', async () => {
    if (skip) return;
    const bad = [{}, { params: 'x' }, { params: { url: '' } }, { params: { url: 'javascript:alert(1)' } }, { params: { url: '/api/x', evil: 'y' } }];
    for (const payload of bad) {
      const res = await app.inject({ method: 'POST', url: '/api/shorten-preview', payload });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const { count } = await app.db.selectFrom('short_links').select((eb) => eb.fn.countAll<number>().as('count')).where('params', 'like', '%javascript%').executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});
