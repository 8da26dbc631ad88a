import type { ReactNode } from 'react';
import { PlatformMark } from '@dl/shared-config';
import { formatDateTime, type PlatformStatus, type TrafficWindow } from '@dl/contract';
import { formatAgo, formatMedian, formatShare } from '../statusFormat';
import { useLanguage, useT } from '../copy/texts';
import { StateBadge } from './StateBadge';

interface Props {
  status: PlatformStatus;
  /** The platform as this domain shows it (name, icon, colour). */
  platform: { displayName: string; icon: string; color: string };
  /** When the answer was made: the moment "3 hours ago" counts from. */
  now: string;
}

/** A moment as a time ago, with the date and time beside it, in the page's language. */
function Moment({ iso, now }: { iso: string; now: string }) {
  const lang = useLanguage();
  const date = formatDateTime(iso, { locale: lang });
  return (
    <>
      <time dateTime={iso} title={date}>
        {formatAgo(iso, now, lang)}
      </time>{' '}
      <span className="muted status-date">({date})</span>
    </>
  );
}

/** A term and its value, kept together on one line where they fit. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A window of the visitors' extractions: the share that succeeded and their median time, or "Not enough traffic". */
function Visitors({ window }: { window: TrafficWindow }) {
  const t = useT();
  const lang = useLanguage();
  if (!window.enough || window.success_share === null) return <span className="muted">{t('ct.status.notEnoughTraffic')}</span>;
  const share = t('ct.status.visitorsShare', { share: formatShare(window.success_share, lang), count: window.counted.toLocaleString(lang) });
  const median = formatMedian(window.median_ms, lang);
  return <>{median ? `${share} · ${median}` : share}</>;
}

/** The visitors' own extractions (issue #51): the last hour's, the last 24 hours', the last success and failure. */
function VisitorFacts({ traffic, now }: { traffic: PlatformStatus['traffic']; now: string }) {
  const t = useT();
  const noData = <span className="muted">{t('ct.status.noData')}</span>;
  return (
    <>
      <Fact term={t('ct.status.visitorsHour')}>
        <Visitors window={traffic.hour} />
      </Fact>
      <Fact term={t('ct.status.visitorsDay')}>
        <Visitors window={traffic.day} />
      </Fact>
      <Fact term={t('ct.status.lastSuccess')}>{traffic.last_success ? <Moment iso={traffic.last_success} now={now} /> : noData}</Fact>
      <Fact term={t('ct.status.lastFailure')}>{traffic.last_failure ? <Moment iso={traffic.last_failure} now={now} /> : noData}</Fact>
    </>
  );
}

/**
 * One platform: its name and icon, its state in words, since when, the canary's median time, last check and day's
 * checks, and its visitors' own extractions.
 */
export function PlatformStatusItem({ status, platform, now }: Props) {
  const t = useT();
  const lang = useLanguage();
  const headingId = `status-${status.id}`;
  const median = formatMedian(status.median_ms, lang);
  const noData = <span className="muted">{t('ct.status.noData')}</span>;
  return (
    <li className="card status-item" data-state={status.state} aria-labelledby={headingId}>
      <div className="status-item-head">
        <h3 id={headingId} className="status-name">
          <PlatformMark icon={platform.icon} color={platform.color} size={20} iconClass="status-icon" dotClass="status-dot" />
          {platform.displayName}
        </h3>
        <StateBadge state={status.state} />
      </div>
      <dl className="status-facts">
        <Fact term={t('ct.status.since')}>{status.since ? <Moment iso={status.since} now={now} /> : noData}</Fact>
        <Fact term={t('ct.status.median')}>{median || noData}</Fact>
        <Fact term={t('ct.status.lastChecked')}>{status.last_checked ? <Moment iso={status.last_checked} now={now} /> : noData}</Fact>
        <Fact term={t('ct.status.checks')}>{status.checks_24h.toLocaleString(lang)}</Fact>
        <Fact term={t('ct.status.failures')}>{status.failures_24h.toLocaleString(lang)}</Fact>
        <VisitorFacts traffic={status.traffic} now={now} />
      </dl>
    </li>
  );
}
