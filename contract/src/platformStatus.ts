/**
 * Issue #28's live status of every platform: what GET /api/status answers, read by the public /status page and by the
 * URL form (which warns before a link of a failing platform is sent).
 */

/**
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
}

export interface StatusResponse {
  /** When the answer was made (ISO 8601). */
  generated_at: string;
  /** Every enabled platform of the table, in its order. */
  platforms: PlatformStatus[];
}

/** The API path of the status. */
export const STATUS_API_PATH = '/api/status';
