import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDomainConfig } from '@dl/shared-config';
import { withTrackers } from '../withTrackers';

/** A page view on load and on every navigation, back/forward included (SPEC §2). */
export function usePageViews() {
  const { analytics } = useDomainConfig();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let t: ReturnType<typeof setTimeout> | undefined;
    // Let the page render its <title> first. The trackers' code arrives with useTrackers' (one chunk), which
    // defines gtag first: its effect runs before this one (Layout calls it first).
    const stop = withTrackers(analytics, ({ trackPageView }) => {
      t = setTimeout(() => trackPageView(analytics, pathname + search, document.title), 0);
    });
    return () => {
      stop();
      clearTimeout(t);
    };
  }, [analytics, pathname, search]);
}
