import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CORS for an API served to a site on another origin (a domain's `api.baseUrl`): only the origins of the
 * configured domains (and CORS_ORIGINS) may call /api/* from a browser with its session; any other origin only with an
 * API key (keyedCors), and otherwise gets no CORS headers.
 */
export function allowedOrigins(domains: { domain: string; seo: { canonicalUrl: string } }[], extra: string[]): Set<string> {
  const out = new Set<string>(extra.map((o) => o.replace(/\/$/, '')));
  for (const d of domains) {
    if (d.domain && d.domain !== 'localhost') {
      out.add(`https://${d.domain}`);
      out.add(`https://www.${d.domain}`);
    }
    try {
      if (d.seo.canonicalUrl) out.add(new URL(d.seo.canonicalUrl).origin);
    } catch {
      /* validated at start-up */
    }
  }
  return out;
}

/**
 * Another site's page (a bookmarklet, a browser extension) may call the API with an API key: the key, not a cookie,
 * says who calls, so any origin may, without credentials. A preflight is answered when it asks to send `X-API-Key`;
 * a call is answered to any origin when it carries one.
 */
function keyedCors(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'];
  if (preflight) {
    const asked = String(req.headers['access-control-request-headers'] ?? '').toLowerCase().split(/\s*,\s*/);
    if (!asked.includes('x-api-key')) return done();
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD, POST')
      .header('access-control-allow-headers', 'x-api-key, content-type, range')
      .header('access-control-expose-headers', KEYED_EXPOSED)
      .header('access-control-max-age', '600')
      .send();
    return;
  }
  if (req.headers['x-api-key']) reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', KEYED_EXPOSED);
  done();
}

const KEYED_EXPOSED = 'retry-after, content-disposition, content-range, ratelimit, ratelimit-policy';

export default fp<{ extraOrigins: string[] }>(
  async (app, { extraOrigins }) => {
    const originsOf = () => allowedOrigins([app.domains.defaults, ...app.domains.hosts().map((h) => app.domains.forHost(h))], extraOrigins);
    // Made again when the domain files are read again (domains.ts).
    let origins = originsOf();
    let version = app.domains.version;
    // A callback hook: every request passes here, and almost all of them leave at the first test.
    app.addHook('onRequest', (req, reply, done) => {
      const origin = req.headers.origin;
      if (!origin || !req.url.startsWith('/api/')) return done();
      if (version !== app.domains.version) {
        origins = originsOf();
        version = app.domains.version;
      }
      if (!origins.has(origin)) return keyedCors(req, reply, done);
      // With credentials: the bot check's pass is a cookie of the API's origin (features/challenge), which a site's
      // page on another origin sends and receives with `credentials: 'include'`.
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-credentials', 'true')
        .header('vary', 'Origin')
        .header('access-control-expose-headers', 'retry-after, content-disposition, content-range');
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        reply
          .code(204)
          .header('access-control-allow-methods', 'GET, HEAD, POST, PUT, DELETE')
          .header('access-control-allow-headers', 'authorization, content-type, range, x-api-key')
          .header('access-control-max-age', '600')
          .send();
        return;
      }
      done();
    });
  },
  { name: 'cors', dependencies: ['domains'] },
);
