import { SuccessBanner } from '../../../ui/Banner';
import type { AfterSuccess } from './authForm';
import { useT } from '../../../i18n';

/** The success mode: the message, and what happens next (SPEC §4 delays). */
export function SuccessPanel({ message, then, onContinue }: { message: string; then: AfterSuccess; onContinue: () => void }) {
  const t = useT();
  return (
    <div className="acct-form acct-success">
      <div className="acct-success-mark" aria-hidden="true">
        ✓
      </div>
      <SuccessBanner>{message}</SuccessBanner>
      {then === 'login' ? (
        <>
          <p className="muted">{t('ac.success.back')}</p>
          <button type="button" className="btn btn-primary acct-submit" onClick={onContinue} data-autofocus>
            {t('ac.success.signInNow')}
          </button>
        </>
      ) : null}
    </div>
  );
}
