import { screen } from '@testing-library/react';
import { FALLBACK_DOMAIN_CONFIG, type DomainConfig } from '@dl/shared-config';
import { renderWithProviders } from '@dl/shared-config/testing';
import { Footer } from './Footer';

function withConfig(patch: Partial<DomainConfig>) {
  const config = { ...FALLBACK_DOMAIN_CONFIG, ...patch };
  return { domain: { config, source: 'server' as const } };
}

describe('Footer', () => {
  it('has the Downloaders, Support and Legal groups, Cookie Settings, Sitemap and the copyright', () => {
    renderWithProviders(<Footer />, { preloadedState: withConfig({}) });
    expect(screen.getByRole('navigation', { name: 'Downloaders' })).toHaveTextContent('YouTube Downloader');
    expect(screen.getByRole('navigation', { name: 'Support' })).toHaveTextContent('Help Center');
    expect(screen.getByRole('navigation', { name: 'Legal' })).toHaveTextContent('Privacy Policy');
    expect(screen.getByRole('link', { name: 'Cookie Settings' })).toHaveAttribute('href', '/cookie-settings');
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
    expect(screen.getByText(new RegExp(`© \\d{4} ${FALLBACK_DOMAIN_CONFIG.branding.name}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `mailto:${FALLBACK_DOMAIN_CONFIG.contact.email}`);
    // Issue #28: the live status of every platform.
    expect(screen.getByRole('link', { name: 'Platform status' })).toHaveAttribute('href', '/status');
  });

  it('shows the network link only when the domain turns it on', () => {
    const { unmount } = renderWithProviders(<Footer />, { preloadedState: withConfig({}) });
    expect(screen.queryByTestId('network-link')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Footer />, {
      preloadedState: withConfig({
        features: { ...FALLBACK_DOMAIN_CONFIG.features, showNetworkLink: true },
        network: { ...FALLBACK_DOMAIN_CONFIG.network, networkName: 'Grab Network' },
      }),
    });
    expect(screen.getByTestId('network-link')).toHaveTextContent('Grab Network');
  });

  it('lists only the platforms the domain enables', () => {
    renderWithProviders(<Footer />, {
      preloadedState: withConfig({
        supportedPlatforms: FALLBACK_DOMAIN_CONFIG.supportedPlatforms.map((p) => (p.id === 'tiktok' ? { ...p, enabled: false } : p)),
      }),
    });
    expect(screen.queryByText('TikTok Downloader')).not.toBeInTheDocument();
    expect(screen.getByText('Vimeo Downloader')).toBeInTheDocument();
  });
});
