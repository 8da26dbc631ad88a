import type { DomainConfig } from '@dl/contract';

const ANALYTICS = {
  script: ['https://www.googletagmanager.com', 'https://www.clarity.ms', 'https://*.clarity.ms', 'https://pagead2.googlesyndication.com', 'https://partner.googleadservices.com', 'https://tpc.googlesyndication.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com', 'https://*.clarity.ms', 'https://pagead2.googlesyndication.com'],
  frame: ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com'],
  img: ['https://www.google-analytics.com', 'https://*.clarity.ms', 'https://pagead2.googlesyndication.com', 'https://www.googletagmanager.com'],
};

/**
 * What a bot check's widget loads, by provider, per its own documentation: Turnstile's script and frame
 * (developers.cloudflare.com/turnstile/reference/content-security-policy), hCaptcha's script, frame, styles and calls
 * (docs.hcaptcha.com). ALTCHA is served by the site itself and solves in workers made from `blob:` URLs, which
 * `worker-src` allows on every page already: it needs nothing more.
 */
const CHALLENGE: Record<DomainConfig['challenge']['provider'], { script: string[]; frame: string[]; style: string[]; connect: string[] }> = {
  altcha: { script: [], frame: [], style: [], connect: [] },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], style: [], connect: [] },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
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
 * source plus `mediaOrigins` (the TRUSTED_FETCH_HOSTS of tests and local development); the bot check's provider's
 * hosts when the domain asks for one (its mode is not `off`).
 */
export function buildCsp(config: DomainConfig, mediaOrigins: readonly string[] = []): string {
  const remoteOrigins = Object.values(config.remotes).map(origin).filter((o): o is string => !!o);
  const apiOrigin = config.api.baseUrl ? origin(config.api.baseUrl) : null;
  // An endpoint may be an absolute URL on yet another origin (an API gateway): the page calls it too.
  const { download, preview, imageProxy } = config.api.endpoints;
  const endpointOrigins = [download, preview].map(origin);
  const imageProxyOrigin = origin(imageProxy);
  const tracking = config.analytics.trackingEnabled;
  const check = CHALLENGE[config.challenge.mode === 'off' ? 'altcha' : config.challenge.provider];
  const uniq = (xs: (string | null | false)[]) => [...new Set(xs.filter((x): x is string => !!x))].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': uniq(["'self'", ...remoteOrigins, ...(tracking ? ANALYTICS.script : []), ...check.script]),
    'style-src': uniq(["'self'", "'unsafe-inline'", ...remoteOrigins, ...check.style]),
    'img-src': uniq(["'self'", 'data:', 'blob:', ...remoteOrigins, apiOrigin, imageProxyOrigin, ...(tracking ? ANALYTICS.img : [])]),
    // Media plays from wherever it is published (a CDN's HLS stream, a podcast host); hls.js fetches it too.
    'media-src': uniq(["'self'", 'blob:', 'https:', apiOrigin, ...mediaOrigins]),
    'font-src': uniq(["'self'", 'data:', ...remoteOrigins]),
    'connect-src': uniq(["'self'", 'https:', ...remoteOrigins, apiOrigin, ...endpointOrigins, ...mediaOrigins, ...(tracking ? ANALYTICS.connect : []), ...check.connect]),
    'frame-src': tracking || check.frame.length ? uniq([...(tracking ? ANALYTICS.frame : []), ...check.frame]) : "'none'",
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
