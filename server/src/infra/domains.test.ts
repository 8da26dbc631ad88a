import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../settings';

/**
 * Domain files read again while the server runs: how a domain is pointed at a staged remote and back without a
 * restart (docs/operations.md, "Deploying remotes independently"), and why a broken file never takes a domain down.
 */
let dir: string;
let dataDir: string;
let app: FastifyInstance;
const errors: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domains-reload-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
  fs.writeFileSync(path.join(dir, 'default.json'), JSON.stringify({ branding: { name: 'GrabIt' } }));
  fs.writeFileSync(path.join(dir, 'staging.test.json'), JSON.stringify({ branding: { name: 'Staging' }, seo: { canonicalUrl: 'https://staging.test' } }));
  app = await buildApp(readConfig({ ...process.env, DOMAINS_DIR: dir, LOG_LEVEL: 'error', DATA_DIR: dataDir }));
  // The logger's error lines (a file that does not validate).
  app.log.error = ((msg: string) => void errors.push(String(msg))) as never;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const configOf = async (host: string) => (await app.inject({ url: '/api/domain-config', headers: { host } })).json() as { branding: { name: string }; remotes: { downloader: string } };

/** Waits until `check` holds (the folder is read again a moment after the last change). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not seen within 5 s: ${what}`);
}

it('points a domain at another remote build and back, while the server runs', async () => {
  const staged = 'https://cdn.test/downloader/2026-11-25/mf-manifest.json';
  fs.writeFileSync(path.join(dir, 'staging.test.json'), JSON.stringify({ branding: { name: 'Staging' }, remotes: { downloader: staged } }));
  await eventually(async () => (await configOf('staging.test')).remotes.downloader === staged, 'the staged remote');
  // The page carries it, and its Content-Security-Policy admits the new origin.
  const page = await app.inject({ url: '/', headers: { host: 'staging.test' } });
  expect(page.headers['content-security-policy']).toContain('https://cdn.test');
  // Pointed back: the default remote again; other domains never changed.
  fs.writeFileSync(path.join(dir, 'staging.test.json'), JSON.stringify({ branding: { name: 'Staging' } }));
  await eventually(async () => (await configOf('staging.test')).remotes.downloader === '/mf/downloader/mf-manifest.json', 'the default remote again');
  expect((await configOf('other.test')).branding.name).toBe('GrabIt');
});

it('keeps every domain as it was when a changed file does not validate, and logs the file and the field', async () => {
  fs.writeFileSync(path.join(dir, 'staging.test.json'), JSON.stringify({ branding: { name: 'Staging', colors: { primary: 'not-a-color' } } }));
  await eventually(async () => errors.some((e) => /staging\.test\.json: field branding\.colors\.primary/.test(e)), 'the error logged');
  expect(errors.at(-1)).toMatch(/every domain keeps its configuration$/);
  expect((await configOf('staging.test')).branding.name).toBe('Staging');
  // Fixed, it is read again.
  fs.writeFileSync(path.join(dir, 'staging.test.json'), JSON.stringify({ branding: { name: 'Staging Two' } }));
  await eventually(async () => (await configOf('staging.test')).branding.name === 'Staging Two', 'the fixed file');
});

it('drops a domain whose file is removed, and admits a new one, with its CORS origin', async () => {
  fs.writeFileSync(path.join(dir, 'partner.test.json'), JSON.stringify({ branding: { name: 'Partner' }, seo: { canonicalUrl: 'https://partner.test' } }));
  await eventually(async () => (await configOf('partner.test')).branding.name === 'Partner', 'the new domain');
  const cors = await app.inject({ url: '/api/config', headers: { host: 'api.test', origin: 'https://partner.test' } });
  expect(cors.headers['access-control-allow-origin']).toBe('https://partner.test');
  fs.rmSync(path.join(dir, 'partner.test.json'));
  await eventually(async () => (await configOf('partner.test')).branding.name === 'GrabIt', 'the removed domain gone');
  const gone = await app.inject({ url: '/api/config', headers: { host: 'api.test', origin: 'https://partner.test' } });
  expect(gone.headers['access-control-allow-origin']).toBeUndefined();
});

it('refuses a file whose domain chooses a bot check without the secret it needs, as it refuses a file that does not validate', async () => {
  fs.writeFileSync(path.join(dir, 'staging.test.json'), JSON.stringify({ branding: { name: 'Staging Three' }, challenge: { mode: 'always', provider: 'turnstile', siteKey: 'k' } }));
  await eventually(async () => errors.some((e) => /staging\.test\.json: challenge\.provider turnstile needs TURNSTILE_SECRET/.test(e)), 'the error logged');
  expect((await configOf('staging.test')).branding.name).not.toBe('Staging Three');
  fs.writeFileSync(path.join(dir, 'staging.test.json'), JSON.stringify({ branding: { name: 'Staging Three' }, challenge: { mode: 'always' } }));
  await eventually(async () => (await configOf('staging.test')).branding.name === 'Staging Three', 'the fixed file');
});
