import { useState } from 'react';
import { apiUrl, useAppSelector, useDomainConfig, type HistoryItem } from '@dl/shared-config';
import { HISTORY_MESSAGES, HISTORY_STATUS_LABELS, canDownloadHistoryItem } from '../../../rules';
import { formatBytes, formatDateTime, formatDuration } from '@dl/contract';
import { useLanguage, useT, useText } from '../../../i18n';

/** One history item: thumbnail, title, platform, format, quality, size, duration, time and status. */
export function HistoryRow({ item }: { item: HistoryItem }) {
  const t = useT();
  const lang = useLanguage();
  const text = useText();
  const [copy, setCopy] = useState<string | null>(null);
  const { api } = useDomainConfig();
  // The time in the profile's timezone (issue #24), named in the page's language.
  const timeZone = useAppSelector((s) => s.session.user?.profile.timezone ?? null);
  const when = (iso: string) => formatDateTime(iso, { locale: lang, timeZone });
  // Server paths ('/api/...') live on the API origin; copy an absolute address.
  const raw = item.file_url || item.url;
  const link = raw.startsWith('/') ? new URL(apiUrl(api.baseUrl, raw), window.location.href).href : raw;
  const size = formatBytes(item.file_size, lang);
  const duration = formatDuration(item.duration);

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(link);
      setCopy(HISTORY_MESSAGES.copied);
    } catch {
      setCopy(HISTORY_MESSAGES.copyFailed);
    }
  }

  return (
    <li className="acct-history-item" data-status={item.status}>
      {item.thumbnail_url ? (
        <img className="acct-thumb" src={item.thumbnail_url} alt="" loading="lazy" width={96} height={54} />
      ) : (
        <span className="acct-thumb acct-thumb-empty" aria-hidden="true">
          {item.format === 'audio' ? '♪' : '▶'}
        </span>
      )}
      <div className="acct-history-main">
        <h3 className="acct-history-title">{item.title || item.url}</h3>
        <p className="acct-history-meta muted">
          <span>{item.platform}</span>
          <span>{item.format}</span>
          {item.quality ? <span>{item.quality}</span> : null}
          {size ? <span>{size}</span> : null}
          {duration ? <span>{duration}</span> : null}
          <time dateTime={item.download_time}>{when(item.download_time)}</time>
        </p>
        {copy ? (
          <p className="acct-history-copy muted" role="status">
            {text(copy)}
          </p>
        ) : null}
      </div>
      <div className="acct-history-side">
        <span className={`acct-status acct-status-${item.status}`}>{HISTORY_STATUS_LABELS[item.status] ? text(HISTORY_STATUS_LABELS[item.status]) : item.status}</span>
        {canDownloadHistoryItem(item) ? (
          <div className="acct-history-actions">
            <a className="btn btn-primary acct-small" href={link} download target="_blank" rel="noopener noreferrer">
              {t('ac.history.download')}
            </a>
            <button type="button" className="btn btn-ghost acct-small" onClick={() => void copyUrl()}>
              {t('ac.history.copyUrl')}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
