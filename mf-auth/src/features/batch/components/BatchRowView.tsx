import { useId } from 'react';
import { type Format } from '@dl/shared-config';
import { isMergeUrl } from '@dl/contract';
import { formatBytes, previewHref } from '@dl/contract';
import type { BatchRow, RowStatus } from '../hooks/useBatch';
import { useLanguage, useT, useText } from '../../../i18n';

/** The id of each row status's text. */
const STATUS_TEXT: Record<RowStatus, string> = {
  waiting: 'ac.batch.waiting',
  extracting: 'ac.batch.extracting',
  ready: 'ac.batch.ready',
  failed: 'ac.status.failed',
  downloading: 'ac.batch.starting',
  started: 'ac.batch.started',
  opened: 'ac.batch.opened',
  blocked: 'ac.batch.blocked',
};

function formatOption(f: Format, t: (id: string, values?: Record<string, unknown>) => string, lang: string): string {
  const format = [f.label, f.ext.toUpperCase(), formatBytes(f.filesize, lang)].filter(Boolean).join(' · ');
  return isMergeUrl(f.url) ? t('ac.batch.merged', { format }) : format;
}

/** One link of the batch: its result (title, thumbnail, format choice) or its error. */
export function BatchRowView({ row, disabled, onChoose }: { row: BatchRow; disabled: boolean; onChoose: (index: number) => void }) {
  const t = useT();
  const lang = useLanguage();
  const text = useText();
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
            {text(row.error)}
          </p>
        ) : null}
        {info ? (
          <div className="acct-field">
            <label htmlFor={selectId}>{t('ac.batch.formatFor', { title: info.title })}</label>
            <select id={selectId} className="input" value={row.formatIndex} disabled={disabled || row.status !== 'ready'} onChange={(e) => onChoose(Number(e.target.value))}>
              {info.formats.map((f, i) => (
                <option key={`${f.url}-${i}`} value={i}>
                  {formatOption(f, t, lang)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {row.status === 'blocked' && info && format ? (
          <a href={previewHref({ format, info, sourceUrl: row.url, host: window.location.host })} target="_blank" rel="noopener noreferrer">
            {t('ac.batch.openPreview')}
          </a>
        ) : null}
      </div>
      <span className={`acct-status acct-status-${row.status}`}>{t(STATUS_TEXT[row.status])}</span>
    </li>
  );
}
