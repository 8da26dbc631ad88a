/**
 * Decorates the app with the guarded fetcher and the local egress proxy, shared by every feature that
 * fetches for a user (extraction, media proxy, merging). The proxy starts on first use and stops on close.
 */
import fp from 'fastify-plugin';
import type { FetchSettings } from './settings';
import { EgressGuard } from './egressGuard';
import { EgressProxy } from './egressProxy';
import { GuardedFetcher } from './guardedFetcher';
import { describeUpstream, usesProxies } from './upstream/config';
import { OperatorCookies, cookiesStatusLine, type CookiePlatform } from './cookies/operatorCookies';
import { Upstream } from './upstream/upstream';

declare module 'fastify' {
  interface FastifyInstance {
    fetcher: GuardedFetcher;
    egressProxy: EgressProxy;
    /** The operator's cookies (COOKIES_DIR): the engine's copies, and the Cookie header of the server's own requests. */
    operatorCookies: OperatorCookies;
  }
}

/** Where the upstream proxies report a proxy leaving or rejoining the rotation (a pino logger fits). */
export interface FetchLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export function createFetcher(config: Pick<FetchSettings, 'trustedFetchHosts' | 'fetchTimeoutSeconds' | 'upstream'>, log?: FetchLog): GuardedFetcher {
  const timeoutMs = config.fetchTimeoutSeconds * 1000;
  const upstream = usesProxies(config.upstream)
    ? new Upstream(config.upstream, {
        timeoutMs,
        events: {
          failed: (proxy, reason, until) =>
            log?.warn({ proxy, reason, backAt: new Date(until).toISOString() }, 'upstream proxy failed: out of rotation until backAt, the next one is used'),
          recovered: (proxy) => log?.info({ proxy }, 'upstream proxy works again'),
        },
      })
    : null;
  return new GuardedFetcher(
    new EgressGuard(config.trustedFetchHosts),
    { timeoutMs, idleTimeoutMs: Math.max(30_000, config.fetchTimeoutSeconds * 2000) },
    upstream,
  );
}

export default fp<{ config: FetchSettings & { extractTimeoutSeconds: number }; cookiePlatforms?: readonly CookiePlatform[] }>(
  async (app, { config, cookiePlatforms }) => {
    const fetcher = createFetcher(config, app.log);
    // The operator's cookies (COOKIES_DIR, checked by readConfig), for the extraction and for the downloads made from
    // it (the media proxy, merges). The log names the platforms, never a value. `cookiePlatforms`: the tests' table.
    const operatorCookies = new OperatorCookies({ dir: config.cookiesDir, platforms: cookiePlatforms, onProblem: (message) => app.log.warn({ feature: 'cookies' }, message) });
    if (operatorCookies.enabled) {
      app.log.info({ feature: 'cookies' }, `operator cookies: ${cookiesStatusLine(config.cookiesDir, cookiePlatforms)}`);
      // Copies a crash left behind; an extraction (both of its runs) never lasts longer than its time limit.
      operatorCookies.sweep(2 * config.extractTimeoutSeconds * 1000);
    }
    const egressProxy = new EgressProxy(fetcher, {
      connectTimeoutMs: config.fetchTimeoutSeconds * 1000,
      idleTimeoutMs: Math.max(30_000, config.fetchTimeoutSeconds * 2000),
      onRefused: (host) => app.log.warn({ host }, 'egress refused'),
    });
    if (fetcher.upstream) app.log.info({ feature: 'fetch' }, `upstream proxies: ${describeUpstream(config.upstream)}`);
    app.decorate('fetcher', fetcher);
    app.decorate('egressProxy', egressProxy);
    app.decorate('operatorCookies', operatorCookies);
    app.addHook('onClose', async () => {
      await egressProxy.close();
      fetcher.close();
    });
  },
  { name: 'fetch' },
);
