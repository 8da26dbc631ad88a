/**
 * features.offlineMode: an installable web app. The manifest carries the domain's name, colors and icon and a
 * Web Share Target (a link shared to the installed app opens the home page and is extracted at once); the
 * service worker keeps the site usable offline.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { DomainConfig } from '@dl/contract';
import { HttpError } from '../../infra/errors';

const STATIC = path.join(__dirname, 'static');

export function webManifest(config: DomainConfig) {
  const name = config.branding.name;
  return {
    name: `${name} - ${config.branding.slogan}`,
    short_name: name,
    description: config.seo.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: config.branding.colors.background,
    theme_color: config.branding.colors.primary,
    icons: [{ src: config.branding.logo.type === 'fontawesome' || !config.branding.logo.icon ? '/favicon.svg' : config.branding.logo.icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
  };
}

export default fp(
  async (app) => {
    const sw = fs.readFileSync(path.join(STATIC, 'sw.js'), 'utf8');
    const register = fs.readFileSync(path.join(STATIC, 'sw-register.js'), 'utf8');
    const offline = (config: DomainConfig) => {
      if (!config.features.offlineMode) throw new HttpError(404, 'Not found', 'not_found');
    };
    app.get('/manifest.webmanifest', async (req, reply) => {
      offline(req.domain);
      return reply.header('content-type', 'application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(webManifest(req.domain)));
    });
    app.get('/sw.js', async (req, reply) => {
      offline(req.domain);
      return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('service-worker-allowed', '/').send(sw);
    });
    app.get('/sw-register.js', async (req, reply) => {
      offline(req.domain);
      return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(register);
    });
  },
  { name: 'pwa', dependencies: ['domains'] },
);
