import type { ReactNode } from 'react';
import { PlatformMark } from '@dl/shared-config';
import { formatDateTime, type PlatformStatus } from '@dl/contract';
import { formatAgo, formatMedian } from '../statusFormat';
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

/** One platform: its name and icon, its state in words, since when, the median time, the last check and the day's checks. */
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
      </dl>
    </li>
  );
}
