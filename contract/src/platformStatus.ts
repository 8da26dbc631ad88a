/**
 * Issue #28's live status of every platform: what GET /api/status answers, read by the public /status page and by the
 * URL form (which warns before a link of a failing platform is sent).
 */

/**
 * A platform's state comes from its canary when one is configured for it (CANARY_LINKS); otherwise from the visitors'
 * own extractions of the last hour, once there were enough of them (`TrafficWindow.enough`): `working` when 90 % or
 * more succeeded, `degraded` from half, `failing` below.
 *
 * - `working`: the latest canary extractions succeeded.
 * - `degraded`: the latest one failed once, or it succeeded but one of the four before it failed, or a tenth or more
 *   of the last 24 hours' did.
 * - `failing`: the latest two (or more) failed in a row.
 * - `unknown`: no canary link is configured for it, or no result yet.
 */
export type PlatformState = 'working' | 'degraded' | 'failing' | 'unknown';

export interface PlatformStatus {
  /** The platform's id (contract/src/platforms.ts). */
  id: string;
  state: PlatformState;
  /** When the platform entered this state (ISO 8601), or null when unknown. */
  since: string | null;
  /** The median time of the last 24 hours' successful canary extractions, in ms; null without one. */
  median_ms: number | null;
  /** When the latest canary extraction ended (ISO 8601), or null. */
  last_checked: string | null;
  /** Canary extractions in the last 24 hours, and how many of them failed. */
  checks_24h: number;
  failures_24h: number;
  /** The visitors' own extractions (issue #51): counts only, no link or address. */
  traffic: PlatformTraffic;
}

/**
 * The visitors' extractions of a platform in a window, those that say something about its health: a failure because
 * the visitor's link is private, gone, unsupported, invalid, needs a login, is DRM-protected or live is not counted.
 */
export interface TrafficWindow {
  /** Extractions counted, and how many succeeded. */
  counted: number;
  succeeded: number;
  /** Whether there were enough (20) to tell anything: with fewer, the status says "not enough traffic". */
  enough: boolean;
  /** The share that succeeded (0 to 1), or null without enough. */
  success_share: number | null;
  /** The median time of the successful ones (ms, read from fixed buckets), or null without enough. */
  median_ms: number | null;
}

export interface PlatformTraffic {
  hour: TrafficWindow;
  day: TrafficWindow;
  /** The last counted success and failure (ISO 8601), or null. */
  last_success: string | null;
  last_failure: string | null;
}

/** A window without a counted extraction, and a platform's traffic without one. */
export const QUIET_WINDOW: TrafficWindow = { counted: 0, succeeded: 0, enough: false, success_share: null, median_ms: null };
export const NO_TRAFFIC: PlatformTraffic = { hour: QUIET_WINDOW, day: QUIET_WINDOW, last_success: null, last_failure: null };

/** The share of the last hour's counted extractions that keeps a platform without a canary `working`, or `degraded`. */
export const TRAFFIC_WORKING_SHARE = 0.9;
export const TRAFFIC_DEGRADED_SHARE = 0.5;

/** The state the visitors' extractions of the last hour tell, or `unknown` without enough of them. */
export function trafficState(hour: TrafficWindow): PlatformState {
  if (!hour.enough || hour.success_share === null) return 'unknown';
  if (hour.success_share >= TRAFFIC_WORKING_SHARE) return 'working';
  return hour.success_share >= TRAFFIC_DEGRADED_SHARE ? 'degraded' : 'failing';
}

export interface StatusResponse {
  /** When the answer was made (ISO 8601). */
  generated_at: string;
  /** Every enabled platform of the table, in its order. */
  platforms: PlatformStatus[];
}

/** The API path of the status. */
export const STATUS_API_PATH = '/api/status';
