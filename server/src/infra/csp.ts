import type { DomainConfig } from '@dl/contract';

const ANALYTICS = {
  script: ['https://www.googletagmanager.com', 'https://www.clarity.ms', 'https://*.clarity.ms', 'https://pagead2.googlesyndication.com', 'https://partner.googleadservices.com', 'https://tpc.googlesyndication.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com', 'https://*.clarity.ms', 'https://pagead2.googlesyndication.com'],
  frame: ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com'],
  img: ['https://www.google-analytics.com', 'https://*.clarity.ms', 'https://pagead2.googlesyndication.com', 'https://www.googletagmanager.com'],
};

function origin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy for a domain: scripts only from its own origin, the origins its remotes live on
 * and, when tracking is enabled, the analytics and ad hosts; media (and hls.js's fetches) from any https
 * source plus `mediaOrigins` (the TRUSTED_FETCH_HOSTS of tests and local development).
 */
export function buildCsp(config: DomainConfig, mediaOrigins: readonly string[] = []): string {
  const remoteOrigins = Object.values(config.remotes).map(origin).filter((o): o is string => !!o);
  const apiOrigin = config.api.baseUrl ? origin(config.api.baseUrl) : null;
  // An endpoint may be an absolute URL on yet another origin (an API gateway): the page calls it too.
  const { download, preview, imageProxy } = config.api.endpoints;
  const endpointOrigins = [download, preview].map(origin);
  const imageProxyOrigin = origin(imageProxy);
  const tracking = config.analytics.trackingEnabled;
  const uniq = (xs: (string | null | false)[]) => [...new Set(xs.filter((x): x is string => !!x))].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': uniq(["'self'", ...remoteOrigins, ...(tracking ? ANALYTICS.script : [])]),
    'style-src': uniq(["'self'", "'unsafe-inline'", ...remoteOrigins]),
    'img-src': uniq(["'self'", 'data:', 'blob:', ...remoteOrigins, apiOrigin, imageProxyOrigin, ...(tracking ? ANALYTICS.img : [])]),
    // Media plays from wherever it is published (a CDN's HLS stream, a podcast host); hls.js fetches it too.
    'media-src': uniq(["'self'", 'blob:', 'https:', apiOrigin, ...mediaOrigins]),
    'font-src': uniq(["'self'", 'data:', ...remoteOrigins]),
    'connect-src': uniq(["'self'", 'https:', ...remoteOrigins, apiOrigin, ...endpointOrigins, ...mediaOrigins, ...(tracking ? ANALYTICS.connect : [])]),
    'frame-src': tracking ? uniq(ANALYTICS.frame) : "'none'",
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
}
