/** SPEC §7 POST /api/download-video body: tweet_url, browser_fingerprint, user_consent (false). */

/** User agents are cut to this many characters before they leave the browser. */
export const USER_AGENT_MAX_CHARS = 100;
/** No canvas fingerprint is taken: the field carries this fixed placeholder. */
export const CANVAS_PLACEHOLDER = 'canvas_not_collected';

export interface BrowserFingerprint {
  /** 'widthxheight', e.g. '1920x1080'. */
  screen: string;
  timezone: string;
  language: string;
  platform: string;
  user_agent: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  canvas: string;
}

export interface ExtractRequest {
  tweet_url: string;
  browser_fingerprint: BrowserFingerprint;
  user_consent: false;
}

/** What the browser reports; every field may be missing (tests, old browsers, privacy settings). */
export interface BrowserEnvironment {
  screen?: { width?: number; height?: number } | null;
  timezone?: string | null;
  language?: string | null;
  platform?: string | null;
  userAgent?: string | null;
  now?: number;
}

export function buildBrowserFingerprint(env: BrowserEnvironment): BrowserFingerprint {
  const w = env.screen?.width;
  const h = env.screen?.height;
  return {
    screen: typeof w === 'number' && typeof h === 'number' ? `${w}x${h}` : 'unknown',
    timezone: env.timezone || 'unknown',
    language: env.language || 'unknown',
    platform: env.platform || 'unknown',
    user_agent: (env.userAgent ?? '').slice(0, USER_AGENT_MAX_CHARS),
    timestamp: env.now ?? Date.now(),
    canvas: CANVAS_PLACEHOLDER,
  };
}

/** Reads the environment of the running browser. */
export function readBrowserEnvironment(): BrowserEnvironment {
  if (typeof window === 'undefined') return {};
  let timezone: string | null;
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timezone = null;
  }
  return {
    screen: window.screen ? { width: window.screen.width, height: window.screen.height } : null,
    timezone,
    language: navigator.language,
    platform: navigator.platform,
    userAgent: navigator.userAgent,
    now: Date.now(),
  };
}

export function buildExtractRequest(url: string, env: BrowserEnvironment = readBrowserEnvironment()): ExtractRequest {
  return { tweet_url: url, browser_fingerprint: buildBrowserFingerprint(env), user_consent: false };
}
