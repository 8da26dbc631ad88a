/** Paths and parameters that links and pages share (SPEC §2, §7): whoever builds a link and whoever reads it use these. */

/** The start-merge endpoint: a format's link to it asks the server to merge that format's video and audio. */
export const START_MERGE_PATH = '/api/download/start-merge';

/**
 * Session-storage key of a URL the home page pre-fills once and then removes. The preview page's
 * 'Go to Homepage' button (SPEC §8 'Preview Session Expired') writes the source URL here.
 */
export const PREFILL_URL_STORAGE_KEY = 'downloader:prefill_url';

/** The query parameter that pre-fills the home page input (SPEC §2) and that share links carry. */
export const PREFILL_URL_PARAM = 'url';

/**
 * The bot challenge (issue 51): GET a new proof-of-work challenge (ALTCHA's JSON); POST `{ payload }` (ALTCHA) or
 * `{ token }` (Turnstile, hCaptcha) for a pass, a first-party cookie that covers the client's calls for a while.
 */
export const CHALLENGE_PATH = '/api/challenge';

/** The cookie that holds a client's pass (HttpOnly, SameSite=Lax, on the API's paths). */
export const CHALLENGE_COOKIE = 'mg_pass';
