import { useId } from 'react';
import { type Format } from '@dl/shared-config';
import { isMergeUrl } from '@dl/contract';
import { formatBytes, previewHref } from '@dl/contract';
import type { BatchRow, RowStatus } from '../hooks/useBatch';

const STATUS_TEXT: Record<RowStatus, string> = {
  waiting: 'Waiting',
  extracting: 'Finding formats…',
  ready: 'Ready',
  failed: 'Failed',
  downloading: 'Starting…',
  started: 'Download started',
  opened: 'Opened in a new tab',
  blocked: 'Pop-up blocked',
};

function formatOption(f: Format): string {
  const parts = [f.label, f.ext.toUpperCase(), formatBytes(f.filesize)].filter(Boolean);
  return `${parts.join(' · ')}${isMergeUrl(f.url) ? ' (merged on our server)' : ''}`;
}

/** One link of the batch: its result (title, thumbnail, format choice) or its error. */
export function BatchRowView({ row, disabled, onChoose }: { row: BatchRow; disabled: boolean; onChoose: (index: number) => void }) {
  const selectId = useId();
  const info = row.info;
  const format = info && row.formatIndex >= 0 ? info.formats[row.formatIndex] : null;
  return (
    <li className="acct-batch-row" data-status={row.status}>
      {info?.thumbnail_url ? <img className="acct-thumb" src={info.thumbnail_url} alt="" width={96} height={54} loading="lazy" /> : <span className="acct-thumb acct-thumb-empty" aria-hidden="true">▶</span>}
      <div className="acct-batch-main">
        <p className="acct-batch-title">{info?.title ?? row.url}</p>
        {info ? <p className="muted acct-batch-url">{row.url}</p> : null}
        {row.error ? (
          <p className="acct-batch-error" role="alert">
            {row.error}
          </p>
        ) : null}
        {info ? (
          <div className="acct-field">
            <label htmlFor={selectId}>Format for {info.title}</label>
            <select id={selectId} className="input" value={row.formatIndex} disabled={disabled || row.status !== 'ready'} onChange={(e) => onChoose(Number(e.target.value))}>
              {info.formats.map((f, i) => (
                <option key={`${f.url}-${i}`} value={i}>
                  {formatOption(f)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {row.status === 'blocked' && info && format ? (
          <a href={previewHref({ format, info, sourceUrl: row.url, host: window.location.host })} target="_blank" rel="noopener noreferrer">
            Open the preview page
          </a>
        ) : null}
      </div>
      <span className={`acct-status acct-status-${row.status}`}>{STATUS_TEXT[row.status]}</span>
    </li>
  );
}
