import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { REMOTE_AREAS, useDomainConfig, type RemoteArea } from '@dl/shared-config';
import { useT } from '../../i18n';
import { LanguageMenu } from './LanguageMenu';
import { remoteUrl } from '../../features/remote/remotes';
import { usePlatforms } from './usePlatforms';

const DebugPanel = lazy(() => import('../../features/debug/components/DebugPanel'));

/** A footer link: a page of the site (`to`) or another address (`href`). */
type FooterLink = { text: string } & ({ to: string } | { href: string });

/** One column of the footer: its heading and its links. */
function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={'to' in link ? link.to : link.href}>{'to' in link ? <Link to={link.to}>{link.text}</Link> : <a href={link.href}>{link.text}</a>}</li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's three columns of links: the downloaders, support and the legal pages. */
function FooterLinks() {
  const config = useDomainConfig();
  const { all } = usePlatforms();
  const t = useT();
  const downloaders: FooterLink[] = [
    ...all.map((p) => ({ to: `/${p.slug}-downloader`, text: t('footer.platformDownloader', { platform: p.displayName }) })),
    { to: '/podcast-downloader', text: t('footer.podcastDownloader') },
  ];
  const support: FooterLink[] = [
    { to: '/help-center', text: t('footer.helpCenter') },
    { to: '/how-to-download-videos', text: t('nav.howToGuide') },
    { to: '/blog', text: t('nav.blog') },
    { to: '/status', text: t('footer.status') },
    { href: `mailto:${config.contact.email}`, text: t('footer.contactSupport') },
  ];
  const legal: FooterLink[] = [
    { to: '/privacy-policy', text: t('footer.privacy') },
    { to: '/terms-of-service', text: t('footer.terms') },
    { to: '/dmca-policy', text: t('footer.dmca') },
    { to: '/terms-glossary', text: t('footer.glossary') },
  ];
  return (
    <>
      <FooterColumn title={t('footer.downloaders')} links={downloaders} />
      <FooterColumn title={t('footer.support')} links={support} />
      <FooterColumn title={t('footer.legal')} links={legal} />
    </>
  );
}

export function Footer() {
  const config = useDomainConfig();
  const [debugOpen, setDebugOpen] = useState(false);
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer-grid">
        <div className="footer-brand">
          <p className="brand-name">{config.branding.name}</p>
          {config.branding.slogan ? <p className="brand-slogan">{config.branding.slogan}</p> : null}
          <p className="muted">{config.branding.tagline}</p>
        </div>
        <FooterLinks />
      </div>
      <div className="footer-bottom">
        <p>{t('footer.rights', { year, brand: config.branding.name })}</p>
        <LanguageMenu />
        <p className="footer-links">
          {config.features.showNetworkLink ? (
            <Link to="/network" data-testid="network-link">
              {config.network.networkName || t('footer.network')}
            </Link>
          ) : null}
          <Link to="/cookie-settings">{t('footer.cookieSettings')}</Link>
          <a href="/sitemap.xml">{t('footer.sitemap')}</a>
          {config.features.debugMode ? (
            <button type="button" className="btn-link" aria-expanded={debugOpen} onClick={() => setDebugOpen((o) => !o)}>
              Debug
            </button>
          ) : null}
        </p>
      </div>
      {config.features.debugMode && debugOpen ? (
        <Suspense fallback={null}>
          <DebugPanel
            remotes={Object.fromEntries(REMOTE_AREAS.map((a) => [a, remoteUrl(a)])) as Record<RemoteArea, string | undefined>}
            shellBuild={`${__APP_VERSION__}+${__BUILD_LABEL__}`}
            onClose={() => setDebugOpen(false)}
          />
        </Suspense>
      ) : null}
    </footer>
  );
}
