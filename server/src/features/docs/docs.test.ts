/**
 * The API's description (issue #23, item 5): generated from the routes' schemas, served at /api/docs (JSON, YAML and
 * the Swagger UI page), complete (every API route of the server), and the same list of operations as docs/api.md's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildRealApp } from '../../../test/support';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }> };
  parameters?: { name: string; in: string }[];
  responses?: Record<string, unknown>;
}
type Document = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> };

const API_DOC = path.join(__dirname, '..', '..', '..', '..', 'docs', 'api.md');

let app: FastifyInstance;
let doc: Document;

beforeAll(async () => {
  app = await buildRealApp();
  const res = await app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await app.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, op })));

test('an OpenAPI 3.1 document of the API, each operation summarised and under the tag of its area', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info).toMatchObject({ title: 'Media downloader API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  for (const { key, op } of operations()) {
    expect([key, op.summary?.length ?? 0]).not.toEqual([key, 0]);
    expect([key, op.tags?.length]).toEqual([key, 1]);
  }
  // Only the API: no page of the site, no asset, no documentation route.
  expect(Object.keys(doc.paths).filter((p) => !/^\/(api\/|healthz$|readyz$)/.test(p) || p.startsWith('/api/docs'))).toEqual([]);
});

test('every API route the server answers is described', () => {
  const tree = app.printRoutes({ commonPrefix: false });
  const registered = [...tree.matchAll(/([\w/:.-]+) \(([A-Z, ]+)\)/g)]
    .map(([, p, methods]) => [`/${p.replace(/^\//, '')}`.replace(/:(\w+)/g, '{$1}'), methods.split(', ')] as const)
    .filter(([p]) => /^\/(api\/|healthz$|readyz$)/.test(p) && !p.startsWith('/api/docs'));
  expect(registered.length).toBeGreaterThan(25);
  const described = new Set(operations().map((o) => o.key));
  // Fastify answers HEAD for every GET; the document names HEAD only where the route itself serves it (the media links).
  const missing = registered.flatMap(([p, methods]) => methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${p}`)).filter((k) => !described.has(k));
  expect(missing).toEqual([]);
});

test('request and answer schemas come from the routes themselves', () => {
  const extract = doc.paths['/api/download-video'].post;
  const body = extract.requestBody!.content['application/json'].schema;
  expect(body.required).toEqual(['tweet_url']);
  expect(Object.keys(body.properties!)).toEqual(expect.arrayContaining(['tweet_url', 'user_consent']));
  expect(Object.keys(extract.responses!)).toEqual(expect.arrayContaining(['200']));
  expect(doc.paths['/api/download/status/{taskId}'].get.parameters).toEqual([expect.objectContaining({ name: 'taskId', in: 'path' })]);
  // Signed-in operations say they take the bearer token; public ones say they take nothing; those an API key is for
  // take one, or nothing.
  expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }]);
  expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
  expect(doc.paths['/api/proxied_download'].get.security).toEqual([{}, { apiKey: [] }, { apiKeyHeader: [] }]);
  // The shapes a client handles are named, each route's answer a reference to its schema.
  expect(extract.responses!['200']).toEqual(expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/VideoInfo' } } } }));
  expect(extract.responses!['4XX']).toEqual(expect.objectContaining({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }));
});

test('every operation has its own camelCase operationId and says who may call it', () => {
  const ids = operations().map(({ key, op }) => [key, op.operationId] as const);
  expect(ids.filter(([, id]) => !/^[a-z][a-zA-Z]+$/.test(id ?? ''))).toEqual([]);
  expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
  expect(operations().filter(({ op }) => !Array.isArray(op.security)).map((o) => o.key)).toEqual([]);
  // HEAD of a media link is GET's operation under its own id.
  expect(doc.paths['/api/proxied_download'].head.operationId).toBe(`${doc.paths['/api/proxied_download'].get.operationId}Head`);
});

test('YAML too, and the page that reads it, under its own Content-Security-Policy', async () => {
  const yaml = await app.inject({ url: '/api/docs/yaml' });
  expect(yaml.statusCode).toBe(200);
  expect(yaml.body).toMatch(/^openapi: 3\.1\.0$/m);
  const page = await app.inject({ url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  // Other API answers keep theirs.
  const config = await app.inject({ url: '/api/config' });
  expect(config.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("docs/api.md's list of the API is the document's", () => {
  const section = fs.readFileSync(API_DOC, 'utf8');
  const listed = [...section.matchAll(/^\| `([A-Z, ]+)` \| `([^`]+)` \|/gm)].flatMap(([, methods, p]) => methods.split(', ').map((m) => `${m} ${p}`));
  expect(listed.sort()).toEqual(operations().map((o) => o.key).sort());
});
