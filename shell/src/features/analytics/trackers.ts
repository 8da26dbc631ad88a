import type { AnalyticsConfig } from '@dl/shared-config';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    clarity?: ((...args: unknown[]) => void) & { q?: unknown[] };
  }
}

export const TRACKER_HOSTS = {
  ga: 'https://www.googletagmanager.com',
  clarity: 'https://www.clarity.ms',
  adsense: 'https://pagead2.googlesyndication.com',
} as const;

function addScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const s = document.createElement('script');
  s.id = id;
  s.async = true;
  s.src = src;
  if (id === 'adsense') s.crossOrigin = 'anonymous';
  document.head.appendChild(s);
}

export interface TrackerConsent {
  analytics: boolean;
  advertising: boolean;
}

const ALL_ALLOWED: TrackerConsent = { analytics: true, advertising: true };

/** Removes the tracker scripts of the categories no longer allowed (consent withdrawn). */
export function unloadTrackers(consent: TrackerConsent): void {
  const drop = [...(consent.analytics ? [] : ['ga', 'clarity']), ...(consent.advertising ? [] : ['adsense'])];
  for (const id of drop) document.getElementById(id)?.remove();
  if (!consent.analytics) {
    delete window.gtag;
    delete window.clarity;
  }
}

/**
 * Loads Google Analytics (anonymized IP), Clarity and AdSense: only when tracking is enabled (SPEC §1), and only
 * the categories the visitor consented to.
 */
export function loadTrackers(analytics: AnalyticsConfig, consent: TrackerConsent = ALL_ALLOWED): string[] {
  const loaded: string[] = [];
  if (!analytics.trackingEnabled) return loaded;
  if (analytics.googleAnalyticsId && consent.analytics) {
    window.dataLayer = window.dataLayer || [];
    window.gtag = function gtag() {
      // gtag expects the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', analytics.googleAnalyticsId, { anonymize_ip: true, send_page_view: false });
    addScript('ga', `${TRACKER_HOSTS.ga}/gtag/js?id=${encodeURIComponent(analytics.googleAnalyticsId)}`);
    loaded.push('ga');
  }
  if (analytics.microsoftClarityId && consent.analytics) {
    window.clarity =
      window.clarity ||
      Object.assign(
        function clarity(...args: unknown[]) {
          (window.clarity!.q = window.clarity!.q || []).push(args);
        },
        { q: [] as unknown[] },
      );
    addScript('clarity', `${TRACKER_HOSTS.clarity}/tag/${encodeURIComponent(analytics.microsoftClarityId)}`);
    loaded.push('clarity');
  }
  if (analytics.adsenseClientId && consent.advertising) {
    addScript('adsense', `${TRACKER_HOSTS.adsense}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(analytics.adsenseClientId)}`);
    loaded.push('adsense');
  }
  return loaded;
}

/** Query parameters that carry secrets (email links) or a user's media links: never sent to analytics. */
const PRIVATE_PARAMS = ['token', 'auth', 'url', 'source_url', 'thumbnail_url', 'task_id'];

/** A path and query with the private parameters left out. */
export function publicPath(pathAndQuery: string): string {
  const u = new URL(pathAndQuery, 'http://x.invalid');
  for (const p of PRIVATE_PARAMS) u.searchParams.delete(p);
  const q = u.searchParams.toString();
  return `${u.pathname}${q ? `?${q}` : ''}`;
}

export function trackPageView(analytics: AnalyticsConfig, path: string, title: string): void {
  if (!analytics.trackingEnabled || !analytics.googleAnalyticsId || !window.gtag) return;
  const page = publicPath(path);
  window.gtag('event', 'page_view', { page_path: page, page_title: title, page_location: `${window.location.origin}${page}` });
}
