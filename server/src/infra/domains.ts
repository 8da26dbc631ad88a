import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { DomainConfig } from '@dl/contract';
import { DomainRegistry } from './domainRegistry';

declare module 'fastify' {
  interface FastifyInstance {
    domains: DomainRegistry;
  }
  interface FastifyRequest {
    /** The domain configuration for this request's Host. */
    domain: DomainConfig;
  }
}

/** How long after the last change in the folder it is read again. */
export const DOMAIN_RELOAD_DELAY_MS = 200;

export default fp<{ dir: string }>(
  async (app, { dir }) => {
    const warn = (msg: string) => app.log.warn(msg);
    const registry = DomainRegistry.load(dir, warn);
    app.decorate('domains', registry);
    // A file added, changed or removed while the server runs is read again (a domain pointed at a staged remote
    // and back, without a restart); a file that does not validate is logged and changes nothing.
    if (fs.existsSync(dir)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const reload = () => {
        try {
          registry.reload(dir, warn);
          app.log.info(`domain configuration reloaded from ${dir}: ${registry.hosts().length + 1} domains`);
        } catch (e) {
          app.log.error(`${(e as Error).message}; every domain keeps its configuration`);
        }
      };
      const watcher = fs.watch(dir, { persistent: false }, (_event, file) => {
        if (file && !String(file).endsWith('.json')) return;
        clearTimeout(timer);
        timer = setTimeout(reload, DOMAIN_RELOAD_DELAY_MS); // an editor's save is several events
      });
      watcher.on('error', (e) => app.log.warn({ err: e }, `domain configuration folder ${dir} is no longer watched`));
      app.addHook('onClose', async () => {
        clearTimeout(timer);
        watcher.close();
      });
    }
    app.decorateRequest('domain', null as unknown as DomainConfig);
    // Callback-style hooks are the cheapest on this hot path (every request passes here).
    app.addHook('onRequest', (req, _reply, done) => {
      req.domain = registry.forHost(req.headers.host);
      done();
    });
  },
  { name: 'domains' },
);
