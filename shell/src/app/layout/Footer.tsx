import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { REMOTE_AREAS, useDomainConfig, type RemoteArea } from '@dl/shared-config';
import { remoteUrl } from '../../features/remote/remotes';
import { usePlatforms } from './usePlatforms';

const DebugPanel = lazy(() => import('../../features/debug/components/DebugPanel'));

export function Footer() {
  const config = useDomainConfig();
  const [debugOpen, setDebugOpen] = useState(false);
  const { all } = usePlatforms();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer-grid">
        <div className="footer-brand">
          <p className="brand-name">{config.branding.name}</p>
          {config.branding.slogan ? <p className="brand-slogan">{config.branding.slogan}</p> : null}
          <p className="muted">{config.branding.tagline}</p>
        </div>
        <nav aria-label="Downloaders">
          <h2>Downloaders</h2>
          <ul>
            {all.map((p) => (
              <li key={p.id}>
                <Link to={`/${p.slug}-downloader`}>{p.displayName} Downloader</Link>
              </li>
            ))}
            <li>
              <Link to="/podcast-downloader">Podcast Downloader</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2>Support</h2>
          <ul>
            <li>
              <Link to="/help-center">Help Center</Link>
            </li>
            <li>
              <Link to="/how-to-download-videos">How-To Guide</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <a href={`mailto:${config.contact.email}`}>Contact Support</a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2>Legal</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/dmca-policy">DMCA Policy</Link>
            </li>
            <li>
              <Link to="/terms-glossary">Glossary</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer-bottom">
        <p>
          © {year} {config.branding.name}. All rights reserved.
        </p>
        <p className="footer-links">
          {config.features.showNetworkLink ? (
            <Link to="/network" data-testid="network-link">
              {config.network.networkName || 'Our Network'}
            </Link>
          ) : null}
          <Link to="/cookie-settings">Cookie Settings</Link>
          <a href="/sitemap.xml">Sitemap</a>
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
