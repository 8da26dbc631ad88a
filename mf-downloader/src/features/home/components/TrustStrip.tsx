import './home.css';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { domainPlatforms, PlatformMark, useDomainConfig } from '@dl/shared-config';
import { TRUST_STRIP_VISIBLE } from '../../../rules/messages';
import { useT } from '../../../i18n';

/** The platforms this domain supports: the first 7 by priority, the rest behind an expand toggle (SPEC §1). */
export function TrustStrip() {
  const { supportedPlatforms } = useDomainConfig();
  const t = useT();
  const platforms = useMemo(() => domainPlatforms(supportedPlatforms), [supportedPlatforms]);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? platforms : platforms.slice(0, TRUST_STRIP_VISIBLE);
  const hidden = platforms.length - TRUST_STRIP_VISIBLE;
  return (
    <section className="trust-strip" aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`} className="trust-title">
        {t('dl.trust.title')}
      </h2>
      <ul id={listId} className="trust-list">
        {shown.map((p) => (
          <li key={p.id}>
            <Link to={`/${p.slug}-downloader`} className="trust-item">
              <PlatformMark icon={p.icon} color={p.color} size={14} iconClass="trust-icon" dotClass="trust-dot" />
              {p.displayName}
            </Link>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className="btn-link trust-toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('dl.trust.fewer') : t('dl.trust.all', { count: platforms.length })}
        </button>
      ) : null}
    </section>
  );
}
