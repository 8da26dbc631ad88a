import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dl/shared-config/testing';
import NetworkPage from './NetworkPage';
import { domainState } from '../testing/domainState';

const render = (state: ReturnType<typeof domainState>) => renderWithProviders(<NetworkPage params={{}} props={{}} />, { preloadedState: state });

describe('NetworkPage', () => {
  it('explains that a site outside any network is standalone and links home', () => {
    render(domainState((c) => ({ branding: { ...c.branding, name: 'ClipNest' } })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ClipNest is a standalone site');
    expect(screen.getByRole('link', { name: 'Go to the downloader' })).toHaveAttribute('href', '/');
  });

  it('treats a network that is hidden from the network page as standalone', () => {
    render(domainState(() => ({ network: { type: 'member', hubDomain: 'hub.grab.test', networkName: 'Grab Network', showInNetworkPage: false } })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('is a standalone site');
    expect(screen.queryByText('Grab Network')).not.toBeInTheDocument();
  });

  it('on a member site, names the network and links to its hub', () => {
    render(
      domainState((c) => ({
        domain: 'clips.grab.test',
        branding: { ...c.branding, name: 'ClipNest' },
        network: { type: 'member', hubDomain: 'hub.grab.test', networkName: 'Grab Network', showInNetworkPage: true },
      })),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ClipNest is part of Grab Network');
    expect(screen.getAllByRole('link', { name: 'hub.grab.test' })[0]).toHaveAttribute('href', 'https://hub.grab.test/');
    expect(screen.getByText('clips.grab.test')).toBeInTheDocument();
    expect(screen.getByText('You are here')).toBeInTheDocument();
  });

  it('on the hub, shows the hub heading', () => {
    render(
      domainState((c) => ({
        domain: 'hub.grab.test',
        features: { ...c.features, isNetworkHub: true },
        network: { type: 'hub', hubDomain: 'hub.grab.test', networkName: 'Grab Network', showInNetworkPage: true },
      })),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the Grab Network hub');
    expect(screen.getByText('Network hub')).toBeInTheDocument();
  });
});
