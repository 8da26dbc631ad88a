import { Link } from 'react-router-dom';
import { useDomainConfig, type RouteModuleProps } from '@dl/shared-config';
import { siteUrl } from '../features/network/siteUrl';
import { withTags } from '../ui/withTags';
import { ContentHeader } from '../ui/ContentHeader';
import { useT } from '../i18n';
// Its own texts, registered with its code.
import '../features/network/copy/texts';
import '../ui/content.css';

/** The network types the configuration names, as words of the page's language; another type shows as it is. */
const NETWORK_TYPES = new Map([
  ['hub', 'ct.network.typeHub'],
  ['member', 'ct.network.typeMember'],
  ['standalone', 'ct.network.typeStandalone'],
]);

type SiteUrl = ReturnType<typeof siteUrl>;

/** The page of a site in no network (or one that does not show it). */
function StandaloneNetworkPage({ brand }: { brand: string }) {
  const t = useT();
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader
        eyebrow={t('ct.network.eyebrow')}
        title={t('ct.network.standalone', { brand })}
        lead={t('ct.network.standaloneText', { brand })}
      />
      <p className="actions">
        <Link className="btn btn-primary" to="/">
          {t('ct.toDownloader')}
        </Link>
        <Link className="btn btn-ghost" to="/help-center">
          {t('ct.network.visitHelp')}
        </Link>
      </p>
    </div>
  );
}

/** This site, and the network's hub when this site is not it. */
function NetworkSites({ isHub, name, hub, self }: { isHub: boolean; name: string; hub: SiteUrl; self: SiteUrl }) {
  const t = useT();
  const { branding } = useDomainConfig();
  return (
    <section className="content-section" aria-labelledby="network-sites">
      <h2 id="network-sites">{t('ct.network.sites')}</h2>
      <ul className="network-sites">
        <li className="card">
          <h3>{branding.name}</h3>
          <p>
            <span className="badge">{isHub ? t('ct.network.hub') : t('ct.network.here')}</span>
          </p>
          <p className="muted">{branding.tagline}</p>
          {self ? <p>{self.label}</p> : null}
        </li>
        {!isHub && hub ? (
          <li className="card">
            <h3>{t('ct.network.hubName', { network: name })}</h3>
            <p>
              <span className="badge">{t('ct.network.hub')}</span>
            </p>
            <p className="muted">{t('ct.network.hubText')}</p>
            <p>
              <a href={hub.href} rel="noopener">
                {hub.label}
              </a>
            </p>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** The network's name, type and hub, and the rules its sites share. */
function NetworkDetails({ name, type, hub }: { name: string; type: string; hub: SiteUrl }) {
  const t = useT();
  return (
    <section className="content-section" aria-labelledby="network-details">
      <h2 id="network-details">{t('ct.network.about')}</h2>
      <dl>
        <dt>{t('ct.network.network')}</dt>
        <dd>{name}</dd>
        {type ? (
          <>
            <dt>{t('ct.network.type')}</dt>
            <dd>{type}</dd>
          </>
        ) : null}
        {hub ? (
          <>
            <dt>{t('ct.network.hub')}</dt>
            <dd>
              <a href={hub.href} rel="noopener">
                {hub.label}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        {withTags(t('ct.network.rules'), {
          privacy: (text) => <Link to="/privacy-policy">{text}</Link>,
          terms: (text) => <Link to="/terms-of-service">{text}</Link>,
        })}
      </p>
    </section>
  );
}

/** /network: where this site sits in its network of downloader sites, from the domain configuration. */
export default function NetworkPage(_: RouteModuleProps) {
  const t = useT();
  const { branding, network, features, domain } = useDomainConfig();
  const inNetwork = network.showInNetworkPage && Boolean(network.networkName.trim());
  const hub = siteUrl(network.hubDomain);
  const self = siteUrl(domain);
  const brand = branding.name;
  const name = network.networkName;

  if (!inNetwork) return <StandaloneNetworkPage brand={brand} />;

  const isHub = features.isNetworkHub;
  const typeText = NETWORK_TYPES.get(network.type);
  const type = typeText ? t(typeText) : network.type;
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader
        eyebrow={isHub ? t('ct.network.hubEyebrow') : t('ct.network.eyebrow')}
        title={isHub ? t('ct.network.welcome', { network: name }) : t('ct.network.partOf', { brand, network: name })}
        lead={isHub ? t('ct.network.hubLead', { network: name }) : t('ct.network.memberLead', { network: name })}
      />
      <NetworkSites isHub={isHub} name={name} hub={hub} self={self} />
      <NetworkDetails name={name} type={type} hub={hub} />
    </div>
  );
}
