import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../settings';

// An API on another origin (a domain's api.baseUrl) answers browsers of the configured sites only.
let app: FastifyInstance;
beforeAll(async () => {
  const domains = fs.mkdtempSync(path.join(os.tmpdir(), 'domains-'));
  fs.writeFileSync(path.join(domains, 'default.json'), '{}');
  fs.writeFileSync(path.join(domains, 'site.test.json'), JSON.stringify({ domain: 'site.test', api: { baseUrl: 'https://api.site.test' } }));
  app = await buildApp(
    readConfig({ ...process.env, DOMAINS_DIR: domains, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')), LOG_LEVEL: 'silent', CORS_ORIGINS: 'http://localhost:3000' }),
  );
});
afterAll(() => app.close());

describe('CORS for the API', () => {
  it('lets a configured site call the API from the browser', async () => {
    const res = await app.inject({ url: '/api/config', headers: { host: 'api.site.test', origin: 'https://site.test' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://site.test');
    expect(res.headers.vary).toMatch(/Origin/);
    // With its cookies: the bot check's pass.
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('keeps Origin in Vary beside Accept-Encoding on the pre-compressed domain configuration', async () => {
    const res = await app.inject({ url: '/api/domain-config', headers: { host: 'api.site.test', origin: 'https://site.test', 'accept-encoding': 'br' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://site.test');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('answers the preflight of an authenticated JSON call', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/download-video',
      headers: { host: 'api.site.test', origin: 'https://site.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-headers']).toContain('authorization');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
  });

  it('honours CORS_ORIGINS and gives any other origin nothing', async () => {
    const dev = await app.inject({ url: '/api/config', headers: { origin: 'http://localhost:3000' } });
    expect(dev.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const evil = await app.inject({ url: '/api/config', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await app.inject({ method: 'OPTIONS', url: '/api/config', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
