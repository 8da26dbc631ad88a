import { errorText } from '@dl/shared-config';
import { useT, useText } from '../copy/texts';

/** Said when the failure has no words of its own (the catalog's ct.status.errorText, looked up by its English). */
const FALLBACK = 'Check your connection and try again.';

/** The status could not be loaded: why, and a Retry. */
export function StatusError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const t = useT();
  const text = useText();
  return (
    <div className="card status-error" role="alert">
      <h2>{t('ct.status.errorTitle')}</h2>
      <p>{text(errorText(error, FALLBACK))}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
        {t('ct.status.retry')}
      </button>
    </div>
  );
}
