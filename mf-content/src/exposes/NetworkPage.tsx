import { Link } from 'react-router-dom';
import { useDomainConfig, type RouteModuleProps } from '@dl/shared-config';
import { siteUrl } from '../features/network/siteUrl';
import '../ui/content.css';

/** /network: where this site sits in its network of downloader sites, from the domain configuration. */
export default function NetworkPage(_: RouteModuleProps) {
  const { branding, network, features, domain } = useDomainConfig();
  const inNetwork = network.showInNetworkPage && Boolean(network.networkName.trim());
  const hub = siteUrl(network.hubDomain);
  const self = siteUrl(domain);

  if (!inNetwork) {
    return (
      <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
        <header className="content-header">
          <p className="eyebrow">Our Network</p>
          <h1>{branding.name} is a standalone site</h1>
          <p className="lead">
            {branding.name} is not part of a network of download sites. Every supported platform, the how-to guide and the
            help center are available right here.
          </p>
        </header>
        <p className="actions">
          <Link className="btn btn-primary" to="/">
            Go to the downloader
          </Link>
          <Link className="btn btn-ghost" to="/help-center">
            Visit the Help Center
          </Link>
        </p>
      </div>
    );
  }

  const isHub = features.isNetworkHub;
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <header className="content-header">
        <p className="eyebrow">{isHub ? 'Network hub' : 'Our Network'}</p>
        <h1>{isHub ? `Welcome to the ${network.networkName} hub` : `${branding.name} is part of ${network.networkName}`}</h1>
        <p className="lead">
          {isHub
            ? `This is the home of ${network.networkName}: a family of free downloader sites that share one engine, the same privacy rules and the same support team.`
            : `${network.networkName} is a family of free downloader sites that share one engine, the same privacy rules and the same support team. Each site is tuned for its audience; your downloads work the same everywhere.`}
        </p>
      </header>

      <section className="content-section" aria-labelledby="network-sites">
        <h2 id="network-sites">Sites</h2>
        <ul className="network-sites">
          <li className="card">
            <h3>{branding.name}</h3>
            <p>
              <span className="badge">{isHub ? 'Hub' : 'You are here'}</span>
            </p>
            <p className="muted">{branding.tagline}</p>
            {self ? <p>{self.label}</p> : null}
          </li>
          {!isHub && hub ? (
            <li className="card">
              <h3>{network.networkName} hub</h3>
              <p>
                <span className="badge">Hub</span>
              </p>
              <p className="muted">The network&apos;s home, with news and links to every site.</p>
              <p>
                <a href={hub.href} rel="noopener">
                  {hub.label}
                </a>
              </p>
            </li>
          ) : null}
        </ul>
      </section>

      <section className="content-section" aria-labelledby="network-details">
        <h2 id="network-details">About the network</h2>
        <dl>
          <dt>Network</dt>
          <dd>{network.networkName}</dd>
          {network.type ? (
            <>
              <dt>Type</dt>
              <dd>{network.type}</dd>
            </>
          ) : null}
          {hub ? (
            <>
              <dt>Hub</dt>
              <dd>
                <a href={hub.href} rel="noopener">
                  {hub.label}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
        <p>
          Every site in the network follows the same <Link to="/privacy-policy">Privacy Policy</Link> principles and the same{' '}
          <Link to="/terms-of-service">Terms of Service</Link>: free downloads of public content, no registration required, no
          watermark added.
        </p>
      </section>
    </div>
  );
}
