import { PREVIEW_MESSAGES } from '../../../rules';
import type { MergeState } from '../hooks/useMergeTask';

type Active = Extract<MergeState, { phase: 'starting' | 'polling' | 'complete' }>;

/** The merge progress card: the current step's text and a real progress bar. */
export function MergeProgress({ state }: { state: Active }) {
  const progress = Math.round(state.progress);
  return (
    <div className="card preview-merge" aria-live="polite">
      <p className="preview-merge-message">{state.message}</p>
      <div
        className="preview-progress"
        role="progressbar"
        aria-label="Processing progress"
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
  return (
    <div className="card preview-merge-failed" role="alert">
      <h2>{PREVIEW_MESSAGES.mergeFailedHeading}</h2>
      <p className="banner-error">{error}</p>
    </div>
  );
}
