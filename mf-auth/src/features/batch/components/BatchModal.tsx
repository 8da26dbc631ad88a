import { useEffect, useId, useRef, useState } from 'react';
import { BATCH_MAX_LINKS } from '../../../rules';
import { Modal } from '../../../ui/Modal';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useBatch } from '../hooks/useBatch';
import { BatchRowView } from './BatchRowView';

/** Batch download (an account benefit): several links at once, each with its own result, then all downloaded in turn. */
export function BatchModal({ onClose, initialLinks }: { onClose: () => void; initialLinks?: string[] }) {
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
    <Modal title="Batch download" subtitle={`Paste up to ${BATCH_MAX_LINKS} links, one per line. We find the formats of each, then download them one after another.`} onClose={onClose} size="large">
      <form
        className="acct-form"
        onSubmit={(event) => {
          event.preventDefault();
          void findFormats(text);
        }}
        noValidate
      >
        <label htmlFor={textId}>Links</label>
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
            {extracting ? 'Finding formats...' : 'Find formats'}
          </button>
          <button type="button" className="btn btn-primary" disabled={extracting || running || ready === 0} onClick={() => void downloadAll()}>
            {running ? 'Downloading...' : ready > 0 ? `Download all (${ready})` : 'Download all'}
          </button>
        </div>
      </form>
      {progress ? (
        <div className="acct-batch-progress">
          <progress max={progress.total} value={progress.done} aria-label="Batch progress" />
          <p className="muted" role="status">
            {finished ? `All ${progress.total} downloads started.` : `Downloading ${progress.done + 1} of ${progress.total}${progress.current ? `: ${progress.current}` : ''}`}
          </p>
        </div>
      ) : null}
      {finished ? <SuccessBanner>Check your browser&apos;s downloads. Merged formats continue on their preview pages.</SuccessBanner> : null}
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
