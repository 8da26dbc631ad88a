import { useEffect, useState } from 'react';
import { CONSENT_EVENT, readConsent, useDomainConfig } from '@dl/shared-config';
import type { TrackerConsent } from '../trackers';
import { withTrackers } from '../withTrackers';

const NOTHING: TrackerConsent = { analytics: false, advertising: false };
const EVERYTHING: TrackerConsent = { analytics: true, advertising: true };

/**
 * Loads the analytics, heatmap and ad scripts when the domain enables tracking. Where the domain turns on
 * `consentFeature`, each category waits for the visitor's consent and is removed again when it is withdrawn.
 * The code that does it (./trackers) is loaded only on a domain that tracks, after the first render.
 */
export function useTrackers() {
  const { analytics, features } = useDomainConfig();
  const [stored, setStored] = useState(readConsent);
  useEffect(() => {
    const onChange = () => setStored(readConsent());
    window.addEventListener(CONSENT_EVENT, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(CONSENT_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
  }, []);
  const consent = !features.consentFeature ? EVERYTHING : stored ? { analytics: stored.analytics, advertising: stored.advertising } : NOTHING;
  const { analytics: allowAnalytics, advertising: allowAds } = consent;
  useEffect(
    () =>
      withTrackers(analytics, ({ loadTrackers, unloadTrackers }) => {
        const c = { analytics: allowAnalytics, advertising: allowAds };
        unloadTrackers(c);
        loadTrackers(analytics, c);
      }),
    [analytics, allowAnalytics, allowAds],
  );
}
