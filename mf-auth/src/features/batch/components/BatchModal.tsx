import { useEffect, useId, useRef, useState } from 'react';
import { BATCH_MAX_LINKS } from '../../../rules';
import { Modal } from '../../../ui/Modal';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useBatch } from '../hooks/useBatch';
import { BatchRowView } from './BatchRowView';
import { useT } from '../../../i18n';

/** Batch download (an account benefit): several links at once, each with its own result, then all downloaded in turn. */
export function BatchModal({ onClose, initialLinks }: { onClose: () => void; initialLinks?: string[] }) {
  const t = useT();
  const textId = useId();
  const [text, setText] = useState(() => (initialLinks ?? []).join('\n'));
  const { rows, inputError, extracting, progress, running, findFormats, downloadAll, chooseFormat } = useBatch();
  // Links handed over (a list's chosen items) have their formats found at once.
  const handed = useRef(false);
  useEffect(() => {
    if (handed.current || !initialLinks?.length) return;
    handed.current = true;
    void findFormats(initialLinks.join('\n'));
  }, [initialLinks, findFormats]);
  const ready = rows.filter((r) => r.status === 'ready').length;
  const finished = progress !== null && progress.done === progress.total;

  return (
    <Modal title={t('ac.menu.batch')} subtitle={t('ac.batch.intro', { max: BATCH_MAX_LINKS })} onClose={onClose} size="large">
      <form
        className="acct-form"
        onSubmit={(event) => {
          event.preventDefault();
          void findFormats(text);
        }}
        noValidate
      >
        <label htmlFor={textId}>{t('ac.batch.links')}</label>
        <textarea
          id={textId}
          className="input acct-batch-input"
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'https://www.youtube.com/watch?v=…\nhttps://vimeo.com/…'}
          disabled={extracting || running}
          data-autofocus
        />
        <ErrorBanner>{inputError}</ErrorBanner>
        <div className="actions">
          <button type="submit" className="btn btn-ghost" disabled={extracting || running || !text.trim()}>
            {extracting ? t('ac.batch.finding') : t('ac.batch.find')}
          </button>
          <button type="button" className="btn btn-primary" disabled={extracting || running || ready === 0} onClick={() => void downloadAll()}>
            {running ? t('ac.batch.downloading') : ready > 0 ? t('ac.batch.downloadAllCount', { count: ready }) : t('ac.batch.downloadAll')}
          </button>
        </div>
      </form>
      {progress ? (
        <div className="acct-batch-progress">
          <progress max={progress.total} value={progress.done} aria-label={t('ac.batch.progressLabel')} />
          <p className="muted" role="status">
            {finished
              ? t('ac.batch.allStarted', { total: progress.total })
              : progress.current
                ? t('ac.batch.progressTitle', { current: progress.done + 1, total: progress.total, title: progress.current })
                : t('ac.batch.progress', { current: progress.done + 1, total: progress.total })}
          </p>
        </div>
      ) : null}
      {finished ? <SuccessBanner>{t('ac.batch.done')}</SuccessBanner> : null}
      {rows.length > 0 ? (
        <ul className="acct-batch-list">
          {rows.map((row) => (
            <BatchRowView key={row.id} row={row} disabled={running} onChoose={(i) => chooseFormat(row.id, i)} />
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
