import fp from 'fastify-plugin';
import type { DomainConfig } from '@dl/contract';
import { buildCsp } from './csp';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a file (a proxied or merged download) a browser may show as a document. */
    servesFiles?: boolean;
  }
}

type Headers = Readonly<Record<string, string>>;

/** Every response. */
const BASE: Headers = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Remote builds may live on a CDN origin and must be loadable by the shell; media is fetched cross-origin.
  'cross-origin-resource-policy': 'cross-origin',
};

/** JSON answers are data, never a page: nothing may load from them or frame them. */
const API: Headers = { ...BASE, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };

/**
 * Files fetched from the publisher's host (or merged here) and served under our origin: a browser that opens
 * one shows it in a sandbox (no script, no forms, no same-origin access), while video and audio still play.
 */
const FILES: Headers = { ...BASE, 'content-security-policy': 'sandbox' };

/** Pages and the apps' assets: the hardening a site's documents need, and the domain's own CSP. */
function documentHeaders(domain: DomainConfig, mediaOrigins: readonly string[]): Headers {
  return {
    ...BASE,
    'content-security-policy': buildCsp(domain, mediaOrigins),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-frame-options': 'SAMEORIGIN',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Security headers, set in one hook from objects built once: a domain's documents get its
 * Content-Security-Policy and the document hardening; `/api/` answers the short set they need.
 */
export default fp<{ trustedHosts?: string[] }>(
  async (app, { trustedHosts = [] }) => {
    const mediaOrigins = trustedHosts.flatMap((h) => [`http://${h}`, `https://${h}`]);
    const documents = new WeakMap<DomainConfig, Headers>();
    app.addHook('onRequest', (req, reply, done) => {
      if (req.url.startsWith('/api/')) {
        reply.headers(req.routeOptions.config.servesFiles ? FILES : API);
      } else {
        let headers = documents.get(req.domain);
        if (!headers) {
          headers = documentHeaders(req.domain, mediaOrigins);
          documents.set(req.domain, headers);
        }
        reply.headers(headers);
      }
      done();
    });
  },
  { name: 'security', dependencies: ['domains'] },
);
