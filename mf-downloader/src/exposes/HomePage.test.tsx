import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, apiState } from '@dl/shared-config/testing';
import { domainPlatforms, FALLBACK_DOMAIN_CONFIG, type Branding } from '@dl/shared-config';
import HomePage from './HomePage';
import { HERO_SUBTEXT } from '../features/home/copy/homeCopy';
import { i18n } from '../i18n';

function renderHome(config = {}) {
  const user = userEvent.setup();
  const utils = renderWithProviders(<HomePage params={{}} props={{}} />, { preloadedState: apiState(config), path: '/' });
  return { user, ...utils };
}

describe('home page (SPEC §1)', () => {
  it("shows the headline 'Download Videos & Audio from Any Platform' and the form", () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Download Videos & Audio from Any Platform$/);
    expect(screen.getByRole('textbox', { name: 'Media URL' })).toBeInTheDocument();
  });

  it.each<Branding['targetAudience']>(['creators', 'enterprise', 'comprehensive'])('shows the %s sub-text', (audience) => {
    renderHome({ branding: { ...FALLBACK_DOMAIN_CONFIG.branding, targetAudience: audience } });
    expect(screen.getByText(i18n._(HERO_SUBTEXT[audience]))).toBeInTheDocument();
    for (const other of Object.keys(HERO_SUBTEXT) as Branding['targetAudience'][]) {
      if (other !== audience) expect(screen.queryByText(i18n._(HERO_SUBTEXT[other]))).not.toBeInTheDocument();
    }
  });

  it('has the feature cards, how it works and FAQ anchors', () => {
    const { container } = renderHome();
    const features = container.querySelector('#features')!;
    for (const title of ['Lightning Fast', '100% Secure', 'All Formats']) expect(within(features as HTMLElement).getByRole('heading', { name: title })).toBeInTheDocument();
    const how = container.querySelector('#how-it-works') as HTMLElement;
    expect(within(how).getAllByRole('listitem').map((li) => li.querySelector('h3')!.textContent)).toEqual(['Copy the URL', 'Paste and process', 'Download']);
    expect(container.querySelector('#faq')).not.toBeNull();
  });

  it('opens one FAQ item at a time', async () => {
    const { user, container } = renderHome();
    const faq = within(container.querySelector('#faq') as HTMLElement);
    const questions = faq.getAllByRole('button');
    expect(questions).toHaveLength(5);
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false', 'false']);
    await user.click(questions[0]);
    expect(faq.getByText(/Whatever the platform publishes/)).toBeVisible();
    await user.click(questions[4]);
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false', 'true']);
    expect(faq.getByText(/Only public content can be downloaded/)).toBeVisible();
    expect(faq.getByText(/Whatever the platform publishes/)).not.toBeVisible();
    await user.click(questions[4]);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it("links 'Contact Support' to the configured address", () => {
    renderHome({ contact: { email: 'help@mediagrab.test' } });
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:help@mediagrab.test');
  });

  it('trust strip: the first 7 platforms by priority, all after the toggle', async () => {
    const { user } = renderHome();
    const strip = within(screen.getByRole('region', { name: 'Works with' }));
    const all = domainPlatforms(FALLBACK_DOMAIN_CONFIG.supportedPlatforms);
    expect(strip.getAllByRole('link').map((a) => a.textContent)).toEqual(all.slice(0, 7).map((p) => p.displayName));
    await user.click(strip.getByRole('button', { name: `Show all ${all.length} platforms` }));
    expect(strip.getAllByRole('link').map((a) => a.textContent)).toEqual(all.map((p) => p.displayName));
    expect(strip.getByRole('link', { name: 'Castbox' })).toHaveAttribute('href', '/castbox-downloader');
    await user.click(strip.getByRole('button', { name: 'Show fewer platforms' }));
    expect(strip.getAllByRole('link')).toHaveLength(7);
  });

  it('trust strip follows the domain: a disabled platform is left out, priorities reorder', () => {
    const supportedPlatforms = FALLBACK_DOMAIN_CONFIG.supportedPlatforms.map((p) =>
      p.id === 'youtube' ? { ...p, enabled: false } : p.id === 'soundcloud' ? { ...p, priority: 0 } : p,
    );
    renderHome({ supportedPlatforms });
    const names = within(screen.getByRole('region', { name: 'Works with' })).getAllByRole('link').map((a) => a.textContent);
    expect(names[0]).toBe('SoundCloud');
    expect(names).not.toContain('YouTube');
  });
});
