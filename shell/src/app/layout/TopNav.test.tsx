import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FALLBACK_DOMAIN_CONFIG, type DomainConfig } from '@dl/shared-config';
import { renderWithProviders } from '@dl/shared-config/testing';
import { TopNav } from './TopNav';

const state = (patch: Partial<DomainConfig>) => ({ domain: { config: { ...FALLBACK_DOMAIN_CONFIG, ...patch }, source: 'server' as const } });

describe('TopNav', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('has Features, Platforms, How It Works, How-To Guide and Blog', () => {
    renderWithProviders(<TopNav />, { preloadedState: state({ authentication_enabled: false }) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Features', 'How It Works', 'How-To Guide', 'Blog']) expect(nav).toHaveTextContent(name);
    expect(screen.getByRole('button', { name: /Platforms/ })).toBeInTheDocument();
  });

  it('splits the Platforms dropdown into Video Platforms and Audio & Podcasts', async () => {
    renderWithProviders(<TopNav />, { preloadedState: state({ authentication_enabled: false }) });
    await userEvent.click(screen.getByRole('button', { name: /Platforms/ }));
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('Video Platforms');
    expect(menu).toHaveTextContent('Audio & Podcasts');
    expect(screen.getByRole('menuitem', { name: 'YouTube' })).toHaveAttribute('href', '/youtube-downloader');
    expect(screen.getByRole('menuitem', { name: 'Castbox' })).toHaveAttribute('href', '/castbox-downloader');
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('has an account area only when authentication is enabled', () => {
    const { unmount } = renderWithProviders(<TopNav />, { preloadedState: state({ authentication_enabled: false }) });
    expect(screen.queryByTestId('account-slot')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TopNav />, { preloadedState: state({ authentication_enabled: true }) });
    expect(screen.getByTestId('account-slot')).toBeInTheDocument();
  });

  it('opens a mobile menu with the same links plus popular platforms', async () => {
    renderWithProviders(<TopNav />, { preloadedState: state({ authentication_enabled: false }) });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Features', 'How It Works', 'How-To Guide', 'Blog', 'Popular platforms', 'YouTube', 'TikTok']) {
      expect(mobile).toHaveTextContent(name);
    }
  });
});
