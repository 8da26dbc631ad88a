import { act, waitFor } from '@testing-library/react';
import { FALLBACK_DOMAIN_CONFIG, type DomainConfig } from '@dl/shared-config';
import { renderWithProviders } from '@dl/shared-config/testing';
import { usePageViews } from './usePageViews';
import { useTrackers } from './useTrackers';

/** As the layout calls them: the trackers first, then the page views. */
function Probe() {
  useTrackers();
  usePageViews();
  return null;
}

const tracking: DomainConfig = {
  ...FALLBACK_DOMAIN_CONFIG,
  analytics: { ...FALLBACK_DOMAIN_CONFIG.analytics, trackingEnabled: true, googleAnalyticsId: 'G-1' },
  features: { ...FALLBACK_DOMAIN_CONFIG.features, consentFeature: false },
};

/** The page_path of every page_view event Google Analytics was given. */
const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as { page_path: string }).page_path);

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  delete window.gtag;
  delete window.dataLayer;
});

it('records a page view on load and on every navigation, back included (SPEC §2), once the trackers have loaded', async () => {
  const { router } = renderWithProviders(<Probe />, { route: '/', preloadedState: { domain: { config: tracking, source: 'server' } } });
  await waitFor(() => expect(pageViews()).toEqual(['/']));
  await act(() => router.navigate('/faq?x=1'));
  await waitFor(() => expect(pageViews()).toEqual(['/', '/faq?x=1']));
  await act(() => router.navigate(-1));
  await waitFor(() => expect(pageViews()).toEqual(['/', '/faq?x=1', '/']));
});

it('records nothing on a domain that does not track', async () => {
  const quiet = { ...tracking, analytics: { ...tracking.analytics, trackingEnabled: false } };
  const { router } = renderWithProviders(<Probe />, { route: '/', preloadedState: { domain: { config: quiet, source: 'server' } } });
  await act(() => router.navigate('/faq'));
  await new Promise((r) => setTimeout(r, 50));
  expect(pageViews()).toEqual([]);
  expect(window.gtag).toBeUndefined();
});
