import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDomainConfig } from '@dl/shared-config';
import { trackPageView } from './trackers';

/** A page view on load and on every navigation, back/forward included (SPEC §2). */
export function usePageViews() {
  const { analytics } = useDomainConfig();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Let the page render its <title> first.
    const t = setTimeout(() => trackPageView(analytics, pathname + search, document.title), 0);
    return () => clearTimeout(t);
  }, [analytics, pathname, search]);
}
