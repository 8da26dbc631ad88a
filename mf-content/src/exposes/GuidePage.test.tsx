import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@dl/shared-config/testing';
import GuidePage from './GuidePage';
import { domainState } from '../testing/domainState';

describe('GuidePage', () => {
  it('has one h1 and a table of contents whose every link reaches a section', () => {
    const { container } = renderWithProviders(<GuidePage params={{}} props={{}} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Download a video', 'Download audio only', 'Download a podcast episode', 'Choose a format and quality',
        'When video and audio are merged', 'Preview before you download', 'Share what you found', 'Limits: what cannot be downloaded']),
    );
    for (const a of links) expect(container.querySelector(a.getAttribute('href')!)).toHaveClass('content-section');
  });

  it('states the limits: public content only, private videos cannot be downloaded', () => {
    renderWithProviders(<GuidePage params={{}} props={{}} />);
    const limits = screen.getByRole('region', { name: 'Limits: what cannot be downloaded' });
    expect(limits).toHaveTextContent('Only public content.');
    expect(limits).toHaveTextContent('Private videos cannot be downloaded');
  });

  it('lists only the platforms this domain enables, each linking to its page', () => {
    renderWithProviders(<GuidePage params={{}} props={{}} />, {
      preloadedState: domainState((c) => ({ supportedPlatforms: c.supportedPlatforms.map((p) => (p.id === 'tiktok' ? { ...p, enabled: false } : p)) })),
    });
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', '/youtube-downloader');
    expect(screen.queryByRole('link', { name: 'TikTok' })).not.toBeInTheDocument();
  });
});
