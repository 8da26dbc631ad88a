import { SuccessBanner } from '../../../ui/Banner';
import type { AfterSuccess } from './authForm';

/** The success mode: the message, and what happens next (SPEC §4 delays). */
export function SuccessPanel({ message, then, onContinue }: { message: string; then: AfterSuccess; onContinue: () => void }) {
  return (
    <div className="acct-form acct-success">
      <div className="acct-success-mark" aria-hidden="true">
        ✓
      </div>
      <SuccessBanner>{message}</SuccessBanner>
      {then === 'login' ? (
        <>
          <p className="muted">Taking you back to sign in in a few seconds.</p>
          <button type="button" className="btn btn-primary acct-submit" onClick={onContinue} data-autofocus>
            Sign in now
          </button>
        </>
      ) : null}
    </div>
  );
}
