/**
 * Maps yt-dlp's `ERROR:` lines to the human messages of SPEC §8. The raw line never reaches a user; it is
 * only logged.
 */
import { HttpError } from '../../infra/errors';
import { EGRESS_REFUSAL, FETCH_MESSAGES, UPSTREAM_UNAVAILABLE } from '../fetch';
import { EXTRACT_MESSAGES as M } from './messages';

interface Rule {
  test: RegExp;
  status: number;
  code: string;
  message: string;
}

// Order matters: the first rule that matches wins.
const RULES: Rule[] = [
  { test: new RegExp(EGRESS_REFUSAL, 'i'), status: 400, code: 'fetch.address_forbidden', message: M.forbidden },
  { test: new RegExp(UPSTREAM_UNAVAILABLE, 'i'), status: 503, code: 'fetch.proxy_unavailable', message: FETCH_MESSAGES.proxyUnavailable },
  { test: /private video|video is private|this (?:video|post|account|track|content) is private|privacy settings/i, status: 403, code: 'extract.private', message: M.private },
  { test: /confirm your age|age[- ]restricted|inappropriate for some users/i, status: 403, code: 'extract.age_restricted', message: M.ageRestricted },
  { test: /drm[- ]protected|\bDRM\b/i, status: 422, code: 'extract.drm', message: M.drmOnly },
  { test: /unsupported url/i, status: 422, code: 'extract.unsupported', message: M.unsupported },
  { test: /available (?:in|from|for) your (?:country|location|region)|geo[- ]?restrict|geo[- ]?block|blocked it in your country|not available in your region/i, status: 451, code: 'extract.geo_blocked', message: M.geoBlocked },
  { test: /this live event will begin|premieres in|is (?:currently )?live\b|live stream.*not (?:yet )?(?:finished|ended)/i, status: 422, code: 'extract.live', message: M.liveNotSupported },
  { test: /login required|log ?in (?:required|to|is required)|sign in to|requires? (?:a )?(?:login|authentication|account)|use --cookies|--username|authentication required|members[- ]only|subscriber[- ]only/i, status: 403, code: 'extract.login_required', message: M.loginRequired },
  { test: /HTTP Error 410|has been removed|was removed|no longer available|been terminated|video unavailable|this video has been deleted/i, status: 410, code: 'extract.removed', message: M.removed },
  { test: /HTTP Error 404|\b404\b|not found|does not exist|could not find/i, status: 404, code: 'extract.not_found', message: M.notFound },
  { test: /timed out|timeout|read operation timed out/i, status: 504, code: 'extract.timeout', message: M.timedOut },
];

/** The first `ERROR:` line of yt-dlp's stderr, without the bug-report boilerplate. */
export function firstErrorLine(stderr: string): string | null {
  const line = stderr.split(/\r?\n/).find((l) => l.startsWith('ERROR:'));
  if (!line) return null;
  return line.replace(/;\s*please report this issue.*$/i, '').trim();
}

/** The typed error a user sees for a failed run. */
export function errorFromYtdlp(stderr: string): HttpError {
  const line = firstErrorLine(stderr) ?? '';
  for (const rule of RULES) if (rule.test.test(line)) return new HttpError(rule.status, rule.message, rule.code);
  return new HttpError(502, M.failed, 'extract.failed');
}
