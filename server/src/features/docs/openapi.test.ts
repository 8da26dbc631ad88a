/**
 * The API's description is fit for generated clients (issue #51): Redocly's `recommended` rules find nothing in it
 * (`npm run lint:openapi` runs this file), and `openapi-typescript` turns it into types that an `openapi-fetch`
 * client type-checks against and drives a program's journey with an API key on the real server: extract a link,
 * get a file in one call, and be refused once the key is revoked.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../../test/media';
import { buildRealApp, tempDir } from '../../../test/support';

const run = promisify(execFile);
const ROOT = path.join(__dirname, '..', '..', '..', '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
// No telemetry and no update check: the tools run offline, in a folder without a Redocly configuration of its own.
const TOOL_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

let app: FastifyInstance;
let dir: string;
let docFile: string;
let media: TestMedia;
let fixture: FixtureServer;

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  app = await buildRealApp({ TRUSTED_FETCH_HOSTS: fixture.host });
  const res = await app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  dir = tempDir('openapi-');
  docFile = path.join(dir, 'openapi.json');
  fs.writeFileSync(docFile, res.body);
  fs.copyFileSync(path.join(__dirname, 'openapi.lint-ignore.yaml'), path.join(dir, '.redocly.lint-ignore.yaml'));
});
afterAll(async () => {
  await app.close();
  await fixture.close();
  media.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("Redocly's recommended rules find no error and no warning", async () => {
  // redocly exits non-zero when it finds errors; its JSON report is on stdout either way.
  const { stdout } = await run(path.join(BIN, 'redocly'), ['lint', '--extends=recommended', '--format=json', '--max-problems=1000', docFile], { cwd: dir, env: TOOL_ENV, timeout: 15_000 }).catch(
    (err: { stdout?: string; stderr?: string }) => {
      if (!err.stdout) throw err;
      return { stdout: err.stdout };
    },
  );
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number; ignored: number }; problems: Problem[] };
  const problems = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location.map((l) => l.pointer).join(', ')}: ${p.message}`);
  expect(problems).toEqual([]);
  // Each exemption (openapi.lint-ignore.yaml, with its reason) still matches a problem: none is left over.
  const exemptions = (fs.readFileSync(path.join(__dirname, 'openapi.lint-ignore.yaml'), 'utf8').match(/^\s+- '#\//gm) ?? []).length;
  expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: exemptions });
}, 20_000);

/** A client as a user of the API writes one: its types generated from the document, nothing written by hand. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { components, paths } from './api';

type ApiError = components['schemas']['Error'];

function failure(status: number, body: ApiError) {
  const message: string = body.error;
  const code: string | undefined = body.code;
  return { status, message, code };
}

/** What a program holding an API key does: extract a link, then get a file in one call. */
export async function journey(baseUrl: string, key: string, link: string) {
  const client = createClient<paths>({ baseUrl, headers: { 'X-API-Key': key } });
  const extracted = await client.POST('/api/download-video', { body: { tweet_url: link } });
  if (extracted.error) return failure(extracted.response.status, extracted.error);
  const title: string = extracted.data.title;
  const formats: components['schemas']['Format'][] = extracted.data.formats;
  const file = await client.GET('/api/file', { params: { query: { url: link, quality: 'audio', audio: 'mp3' } }, headers: { accept: 'application/json' } });
  if (file.error) return failure(file.response.status, file.error);
  const answer: components['schemas']['OneCallFile'] = file.data;
  return { status: file.response.status, title, formats: formats.length, merged: answer.merged, url: answer.url };
}
`;

test('openapi-typescript makes types of it that an openapi-fetch client type-checks against and drives a key’s journey with', async () => {
  await run(path.join(BIN, 'openapi-typescript'), [docFile, '--output', path.join(dir, 'api.d.ts')], { cwd: dir, env: TOOL_ENV, timeout: 15_000 });
  fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
  // The client resolves openapi-fetch as a project would, from its own node_modules.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const tsconfig = { compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: [], skipLibCheck: true }, files: ['client.ts'] };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  const tsc = await run(path.join(BIN, 'tsc'), ['-p', path.join(dir, 'tsconfig.json')], { cwd: dir, timeout: 20_000 }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? String(err) }));
  expect(tsc.stdout).toBe('');

  // The same client against the real server, with a key a user made in the profile.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = (url: string, payload: object, token?: string) => app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect((await post('/api/auth/register', { email: 'program@example.com', password: 'Sup3rSecret' })).statusCode).toBe(201);
  const token = (await post('/api/auth/login', { email: 'program@example.com', password: 'Sup3rSecret' })).json().access_token as string;
  const made = (await post('/api/auth/api-keys', { name: 'generated client' }, token)).json() as { id: string; key: string };
  const { journey } = (await import(path.join(dir, 'client.ts'))) as { journey: (baseUrl: string, key: string, link: string) => Promise<Record<string, unknown>> };
  const link = `${fixture.origin}/clip.mp4`;
  const answer = await journey(origin, made.key, link);
  expect(answer).toEqual({ status: 200, title: expect.any(String), formats: expect.any(Number), merged: true, url: expect.stringMatching(/\/api\/download\/file\//) });
  const mp3 = await fetch(answer.url as string);
  expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
  await mp3.arrayBuffer();
  // Revoked, the key gets the typed error body with its own code.
  expect((await app.inject({ method: 'DELETE', url: `/api/auth/api-keys/${made.id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  expect(await journey(origin, made.key, link)).toEqual({ status: 401, message: 'This API key is not valid or has been revoked.', code: 'api_key.invalid' });
}, 60_000);
