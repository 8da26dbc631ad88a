/** The links written into account emails (verification, password reset, the home page). */
import type { FastifyRequest } from 'fastify';
import { siteOrigin } from '../../shared/headTags';
import type { LinkBuilder } from './service';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The site origin written into emails. A Host header is only trusted when it names a configured domain (or
 * this machine); otherwise anyone could have a reset link for someone else's account point at their host.
 */
export function mailOrigin(req: FastifyRequest, configuredHosts: readonly string[]): string {
  if (req.domain.seo.canonicalUrl) return req.domain.seo.canonicalUrl.replace(/\/$/, '');
  const hostname = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  const trusted = LOOPBACK_HOSTS.has(hostname) || hostname === req.domain.domain || configuredHosts.includes(hostname);
  return trusted ? siteOrigin(req.domain, req.protocol, req.headers.host) : `https://${req.domain.domain}`;
}

export function mailLinks(req: FastifyRequest, configuredHosts: readonly string[]): LinkBuilder {
  const origin = mailOrigin(req, configuredHosts);
  return {
    verify: (code) => `${origin}/?auth=verify-email&token=${encodeURIComponent(code)}`,
    reset: (token) => `${origin}/?auth=reset-password&token=${encodeURIComponent(token)}`,
    home: () => `${origin}/`,
  };
}
