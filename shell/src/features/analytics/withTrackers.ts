import type { AnalyticsConfig } from '@dl/shared-config';

type Trackers = typeof import('./trackers');

/**
 * For an effect: runs `use` with the trackers' code (./trackers, its own chunk) on a domain that tracks, once the
 * code has loaded, unless the effect was cleaned up meanwhile. Returns the cleanup. A domain that does not track
 * never loads the code.
 */
export function withTrackers(analytics: AnalyticsConfig, use: (trackers: Trackers) => void): () => void {
  if (!analytics.trackingEnabled) return () => {};
  let current = true;
  void import('./trackers').then((trackers) => {
    if (current) use(trackers);
  });
  return () => {
    current = false;
  };
}
