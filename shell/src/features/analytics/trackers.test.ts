import { FALLBACK_DOMAIN_CONFIG } from '@dl/shared-config';
import { loadTrackers, trackPageView } from './trackers';

const ids = { googleAnalyticsId: 'G-TEST123', microsoftClarityId: 'clar1ty', adsenseClientId: 'ca-pub-1' };

describe('loadTrackers', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.gtag;
    delete window.dataLayer;
  });

  it('loads nothing while tracking is disabled, even with ids configured', () => {
    expect(loadTrackers({ ...FALLBACK_DOMAIN_CONFIG.analytics, ...ids, trackingEnabled: false })).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads Google Analytics with an anonymized IP, Clarity and AdSense when tracking is enabled', () => {
    expect(loadTrackers({ ...FALLBACK_DOMAIN_CONFIG.analytics, ...ids, trackingEnabled: true })).toEqual(['ga', 'clarity', 'adsense']);
    const srcs = [...document.querySelectorAll('script')].map((s) => s.src);
    expect(srcs).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      'https://www.clarity.ms/tag/clar1ty',
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1',
    ]);
    const config = (window.dataLayer as IArguments[]).map((a) => [...a]).find((a) => a[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST123', { anonymize_ip: true, send_page_view: false }]);
  });

  it('sends page views only when tracking is enabled', () => {
    const analytics = { ...FALLBACK_DOMAIN_CONFIG.analytics, ...ids, trackingEnabled: true };
    loadTrackers(analytics);
    trackPageView(analytics, '/blog', 'Blog');
    const events = (window.dataLayer as IArguments[]).map((a) => [...a]).filter((a) => a[0] === 'event');
    expect(events).toEqual([['event', 'page_view', expect.objectContaining({ page_path: '/blog', page_title: 'Blog' })]]);
  });

  it("never sends email-link tokens or a user's media links to analytics", () => {
    const analytics = { ...FALLBACK_DOMAIN_CONFIG.analytics, ...ids, trackingEnabled: true };
    loadTrackers(analytics);
    trackPageView(analytics, '/?auth=reset-password&token=SECRET123&ref=mail', 'Home');
    trackPageView(analytics, '/preview?url=https%3A%2F%2Fcdn%2Fv.mp4&title=Clip', 'Preview');
    const sent = JSON.stringify((window.dataLayer as IArguments[]).map((a) => [...a]));
    expect(sent).not.toContain('SECRET123');
    expect(sent).not.toContain('cdn');
    expect(sent).toContain('"page_path":"/?ref=mail"');
    expect(sent).toContain('"page_path":"/preview?title=Clip"');
  });
});
