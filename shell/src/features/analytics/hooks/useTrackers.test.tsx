import { act, waitFor } from '@testing-library/react';
import { FALLBACK_DOMAIN_CONFIG, writeConsent, type DomainConfig } from '@dl/shared-config';
import { renderWithProviders } from '@dl/shared-config/testing';
import { useTrackers } from './useTrackers';

function Probe() {
  useTrackers();
  return null;
}

const config = (consentFeature: boolean): DomainConfig => ({
  ...FALLBACK_DOMAIN_CONFIG,
  analytics: { ...FALLBACK_DOMAIN_CONFIG.analytics, trackingEnabled: true, googleAnalyticsId: 'G-1', microsoftClarityId: 'c1', adsenseClientId: 'ca-pub-1' },
  features: { ...FALLBACK_DOMAIN_CONFIG.features, consentFeature },
});
const scripts = () => [...document.querySelectorAll('script')].map((s) => s.id).sort();

describe('useTrackers', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    delete window.gtag;
    delete window.clarity;
  });

  it('loads every tracker at once when the domain asks for no consent', async () => {
    renderWithProviders(<Probe />, { preloadedState: { domain: { config: config(false), source: 'server' } } });
    await waitFor(() => expect(scripts()).toEqual(['adsense', 'clarity', 'ga']));
  });

  it('loads nothing on a domain that does not track', async () => {
    const quiet = { ...config(false), analytics: { ...config(false).analytics, trackingEnabled: false } };
    renderWithProviders(<Probe />, { preloadedState: { domain: { config: quiet, source: 'server' } } });
    await new Promise((r) => setTimeout(r, 50));
    expect(scripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });

  it('waits for consent per category, and removes scripts when consent is withdrawn', async () => {
    renderWithProviders(<Probe />, { preloadedState: { domain: { config: config(true), source: 'server' } } });
    await new Promise((r) => setTimeout(r, 50));
    expect(scripts()).toEqual([]);
    act(() => void writeConsent({ analytics: true, advertising: false }));
    await waitFor(() => expect(scripts()).toEqual(['clarity', 'ga']));
    act(() => void writeConsent({ analytics: true, advertising: true }));
    await waitFor(() => expect(scripts()).toEqual(['adsense', 'clarity', 'ga']));
    act(() => void writeConsent({ analytics: false, advertising: false }));
    await waitFor(() => expect(scripts()).toEqual([]));
  });
});
