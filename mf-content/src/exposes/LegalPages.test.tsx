import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@dl/shared-config/testing';
import type { RouteModuleProps } from '@dl/shared-config';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';
import DmcaPage from './DmcaPage';
import { domainState } from '../testing/domainState';

const state = domainState((c) => ({
  domain: 'clipnest.test',
  branding: { ...c.branding, name: 'ClipNest' },
  contact: { email: 'legal@clipnest.test' },
}));

const pages: [string, ComponentType<RouteModuleProps>, string][] = [
  ['Privacy Policy', PrivacyPage, 'Privacy Policy'],
  ['Terms of Service', TermsPage, 'Terms of Service'],
  ['DMCA Policy', DmcaPage, 'DMCA and Copyright Policy'],
];

describe.each(pages)('%s', (_name, Page, heading) => {
  it('names the configured brand and contact address, with a last-updated date', () => {
    const { container } = renderWithProviders(<Page params={{}} props={{}} />, { preloadedState: state });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent(/Last updated: \w+ \d{1,2}, \d{4}/);
    expect(container.textContent).toContain('ClipNest');
    expect(container.textContent).not.toContain('MediaGrab');
    const mail = screen.getAllByRole('link', { name: 'legal@clipnest.test' });
    for (const a of mail) expect(a.getAttribute('href')).toMatch(/^mailto:legal@clipnest\.test/);
  });

  it('has a table of contents whose links all reach a section', () => {
    const { container } = renderWithProviders(<Page params={{}} props={{}} />, { preloadedState: state });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = toc.querySelectorAll('a');
    expect(links.length).toBeGreaterThan(5);
    for (const a of links) expect(container.querySelector(a.getAttribute('href')!)).not.toBeNull();
  });
});

describe('DMCA Policy takedown procedure', () => {
  it('says what a notice must contain, where to send it, and covers counter-notices and repeat infringers', () => {
    renderWithProviders(<DmcaPage params={{}} props={{}} />, { preloadedState: state });
    for (const name of ['2. What a takedown notice must contain', '3. Where to send it', '5. Counter-notice', '6. Repeat infringers']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'legal@clipnest.test' })[0]).toHaveAttribute(
      'href',
      'mailto:legal@clipnest.test?subject=DMCA%20takedown%20notice',
    );
  });
});

describe('Privacy Policy analytics statement', () => {
  it('tells whether optional scripts run on this domain', () => {
    const { unmount } = renderWithProviders(<PrivacyPage params={{}} props={{}} />, { preloadedState: state });
    expect(screen.getByText('On clipnest.test these optional scripts are currently not used.')).toBeInTheDocument();
    unmount();
    const tracking = domainState((c) => ({ domain: 'clipnest.test', analytics: { ...c.analytics, trackingEnabled: true } }));
    renderWithProviders(<PrivacyPage params={{}} props={{}} />, { preloadedState: tracking });
    expect(screen.getByText('On clipnest.test these optional scripts are currently enabled.')).toBeInTheDocument();
  });
});

describe('Privacy Policy accounts statement', () => {
  it('tells whether sign-up is offered on this domain', () => {
    const closed = domainState(() => ({ domain: 'clipnest.test', authentication_enabled: false }));
    const { unmount } = renderWithProviders(<PrivacyPage params={{}} props={{}} />, { preloadedState: closed });
    expect(screen.getByText('An account is optional, and sign-up is currently not offered on this site. If you create one, we store:')).toBeInTheDocument();
    unmount();
    const open = domainState(() => ({ domain: 'clipnest.test', authentication_enabled: true }));
    renderWithProviders(<PrivacyPage params={{}} props={{}} />, { preloadedState: open });
    expect(screen.getByText('An account is optional. If you create one, we store:')).toBeInTheDocument();
  });
});

describe('a brand name that looks like markup', () => {
  it('is shown as it is written, in the text and in the links', () => {
    const odd = domainState((c) => ({ branding: { ...c.branding, name: 'Clip <strong>Nest</strong> {brand}' }, contact: { email: 'a<p>@clipnest.test' } }));
    const { container } = renderWithProviders(<PrivacyPage params={{}} props={{}} />, { preloadedState: odd });
    expect(screen.getByText(/is built to need as little of your data/)).toHaveTextContent(/^Clip <strong>Nest<\/strong> \{brand\} is built to need/);
    expect(container.querySelector('.legal-page strong')?.textContent).not.toBe('Nest');
    expect(screen.getAllByRole('link', { name: 'a<p>@clipnest.test' }).length).toBeGreaterThan(0);
  });
});
