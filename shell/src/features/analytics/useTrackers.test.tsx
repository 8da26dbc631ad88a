import { act } from '@testing-library/react';
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
  });

  it('loads every tracker at once when the domain asks for no consent', () => {
    renderWithProviders(<Probe />, { preloadedState: { domain: { config: config(false), source: 'server' } } });
    expect(scripts()).toEqual(['adsense', 'clarity', 'ga']);
  });

  it('waits for consent per category, and removes scripts when consent is withdrawn', () => {
    renderWithProviders(<Probe />, { preloadedState: { domain: { config: config(true), source: 'server' } } });
    expect(scripts()).toEqual([]);
    act(() => void writeConsent({ analytics: true, advertising: false }));
    expect(scripts()).toEqual(['clarity', 'ga']);
    act(() => void writeConsent({ analytics: true, advertising: true }));
    expect(scripts()).toEqual(['adsense', 'clarity', 'ga']);
    act(() => void writeConsent({ analytics: false, advertising: false }));
    expect(scripts()).toEqual([]);
  });
});
