import { useMessageText, useT } from '../../../i18n';
import type { MergeState } from '../hooks/useMergeTask';

type Active = Extract<MergeState, { phase: 'starting' | 'polling' | 'complete' }>;

/** The merge progress card: the current step's text (ours or the server's) and a real progress bar. */
export function MergeProgress({ state }: { state: Active }) {
  const t = useT();
  const message = useMessageText();
  const progress = Math.round(state.progress);
  return (
    <div className="card preview-merge" aria-live="polite">
      <p className="preview-merge-message">{message(state.message)}</p>
      <div
        className="preview-progress"
        role="progressbar"
        aria-label={t('pv.merge.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="preview-progress-bar" style={{ width: `${progress}%` }} />
      </div>
      <p className="muted preview-merge-percent">{progress}%</p>
    </div>
  );
}

/** SPEC §4: 'Processing Failed' with the error text. */
export function MergeFailed({ error }: { error: string }) {
  const t = useT();
  const message = useMessageText();
  return (
    <div className="card preview-merge-failed" role="alert">
      <h2>{t('pv.merge.failedHeading')}</h2>
      <p className="banner-error">{message(error)}</p>
    </div>
  );
}
