/**
 * The API's description is fit for generated clients (issue #51): Redocly's `recommended` rules find nothing in it
 * (`npm run lint:openapi` runs this file), and `openapi-typescript` turns it into types that an `openapi-fetch`
 * client type-checks against and calls the real server with.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
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

beforeAll(async () => {
  app = await buildRealApp();
  const res = await app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  dir = tempDir('openapi-');
  docFile = path.join(dir, 'openapi.json');
  fs.writeFileSync(docFile, res.body);
  fs.copyFileSync(path.join(__dirname, 'openapi.lint-ignore.yaml'), path.join(dir, '.redocly.lint-ignore.yaml'));
});
afterAll(async () => {
  await app.close();
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

export async function extract(baseUrl: string, link: string) {
  const client = createClient<paths>({ baseUrl });
  const { data, error, response } = await client.POST('/api/download-video', { body: { tweet_url: link } });
  if (error) {
    const body: ApiError = error;
    const message: string = body.error;
    const code: string | undefined = body.code;
    return { status: response.status, message, code };
  }
  const title: string = data.title;
  const formats: components['schemas']['Format'][] = data.formats;
  return { status: response.status, title, formats: formats.length };
}
`;

test('openapi-typescript makes types of it that an openapi-fetch client type-checks against and calls the server with', async () => {
  await run(path.join(BIN, 'openapi-typescript'), [docFile, '--output', path.join(dir, 'api.d.ts')], { cwd: dir, env: TOOL_ENV, timeout: 15_000 });
  fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
  // The client resolves openapi-fetch as a project would, from its own node_modules.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const tsconfig = { compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: [], skipLibCheck: true }, files: ['client.ts'] };
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  const tsc = await run(path.join(BIN, 'tsc'), ['-p', path.join(dir, 'tsconfig.json')], { cwd: dir, timeout: 20_000 }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? String(err) }));
  expect(tsc.stdout).toBe('');

  // The same client against the real server: a text that is no link is refused with the typed error body.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const { extract } = (await import(path.join(dir, 'client.ts'))) as { extract: (baseUrl: string, link: string) => Promise<Record<string, unknown>> };
  const answer = await extract(`http://127.0.0.1:${port}`, 'not a link at all');
  expect(answer).toEqual({ status: 400, message: expect.any(String), code: 'extract.url_invalid' });
}, 30_000);
