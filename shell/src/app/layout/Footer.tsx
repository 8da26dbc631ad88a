import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { REMOTE_AREAS, useDomainConfig, type RemoteArea } from '@dl/shared-config';
import { useT } from '../../i18n';
import { LanguageMenu } from './LanguageMenu';
import { remoteUrl } from '../../features/remote/remotes';
import { usePlatforms } from './usePlatforms';

const DebugPanel = lazy(() => import('../../features/debug/components/DebugPanel'));

/** The footer's three columns of links: the downloaders, support and the legal pages. */
function FooterLinks() {
  const config = useDomainConfig();
  const { all } = usePlatforms();
  const t = useT();
  return (
    <>
      <nav aria-label={t('footer.downloaders')}>
        <h2>{t('footer.downloaders')}</h2>
        <ul>
          {all.map((p) => (
            <li key={p.id}>
              <Link to={`/${p.slug}-downloader`}>{t('footer.platformDownloader', { platform: p.displayName })}</Link>
            </li>
          ))}
          <li>
            <Link to="/podcast-downloader">{t('footer.podcastDownloader')}</Link>
          </li>
        </ul>
      </nav>
      <nav aria-label={t('footer.support')}>
        <h2>{t('footer.support')}</h2>
        <ul>
          <li>
            <Link to="/help-center">{t('footer.helpCenter')}</Link>
          </li>
          <li>
            <Link to="/how-to-download-videos">{t('nav.howToGuide')}</Link>
          </li>
          <li>
            <Link to="/blog">{t('nav.blog')}</Link>
          </li>
          <li>
            <Link to="/status">{t('footer.status')}</Link>
          </li>
          <li>
            <a href={`mailto:${config.contact.email}`}>{t('footer.contactSupport')}</a>
          </li>
        </ul>
      </nav>
      <nav aria-label={t('footer.legal')}>
        <h2>{t('footer.legal')}</h2>
        <ul>
          <li>
            <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to="/terms-of-service">{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to="/dmca-policy">{t('footer.dmca')}</Link>
          </li>
          <li>
            <Link to="/terms-glossary">{t('footer.glossary')}</Link>
          </li>
        </ul>
      </nav>
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
