import { useEffect, useRef } from 'react';
import { useDomainConfig } from '../store';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** SPEC §9: ad push 100 ms after the slot mounts. */
export const AD_PUSH_DELAY_MS = 100;
const LARGE_SCREEN = '(min-width: 1024px)';

/**
 * An AdSense slot, rendered only when tracking is enabled, an AdSense client is configured and the screen is
 * large (SPEC §1: ad slots above and below the form on large screens).
 */
export function AdSlot({ slot = 'leaderboard' }: { slot?: 'leaderboard' | 'responsive' }) {
  const { analytics } = useDomainConfig();
  const ref = useRef<HTMLModElement>(null);
  const large = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(LARGE_SCREEN).matches;
  const enabled = analytics.trackingEnabled && !!analytics.adsenseClientId && large;
  const slotId = analytics.adSlots[slot] || analytics.adSlots.leaderboard;
  useEffect(() => {
    if (!enabled) return;
    const t = setTimeout(() => {
      try {
        (window.adsbygoogle = window.adsbygoogle || []).push({});
      } catch {
        /* an ad blocker is the visitor's choice */
      }
    }, AD_PUSH_DELAY_MS);
    return () => clearTimeout(t);
  }, [enabled]);
  if (!enabled) return null;
  return (
    <div className="ad-slot" data-ad-slot-name={slot}>
      <ins
        ref={ref}
        className="adsbygoogle"
        style={{ display: 'block' }}
        data-ad-client={analytics.adsenseClientId}
        data-ad-slot={slotId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </div>
  );
}
