import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../settings';

let app: FastifyInstance;
beforeAll(async () => {
  const domains = fs.mkdtempSync(path.join(os.tmpdir(), 'domains-'));
  fs.writeFileSync(path.join(domains, 'default.json'), JSON.stringify({ branding: { name: 'GrabIt' } }));
  fs.writeFileSync(path.join(domains, 'app.test.json'), JSON.stringify({ branding: { name: 'Grab App', colors: { primary: '#e11d48', background: '#fff7ed' } }, features: { offlineMode: true } }));
  app = await buildApp(readConfig({ ...process.env, DOMAINS_DIR: domains, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')), LOG_LEVEL: 'silent' }));
});
afterAll(() => app.close());

describe('features.offlineMode', () => {
  it('makes the site installable: a manifest with the domain’s name, colors, icon and a share target', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'app.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      short_name: 'Grab App',
      theme_color: '#e11d48',
      background_color: '#fff7ed',
      start_url: '/',
      display: 'standalone',
      icons: [{ src: '/favicon.svg' }],
      share_target: { action: '/share', method: 'GET', params: { url: 'url', text: 'text', title: 'title' } },
    });
  });

  it('links the manifest and the service worker from every page, and serves the worker uncached', async () => {
    const page = await app.inject({ url: '/blog', headers: { host: 'app.test' } });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page.body).toContain('<script src="/sw-register.js" defer></script>');
    const sw = await app.inject({ url: '/sw.js', headers: { host: 'app.test' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain("addEventListener('fetch'");
  });

  it('is absent where the switch is off', async () => {
    expect((await app.inject({ url: '/manifest.webmanifest', headers: { host: 'other.test' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sw.js', headers: { host: 'other.test' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/', headers: { host: 'other.test' } })).body).not.toContain('rel="manifest"');
  });
});
