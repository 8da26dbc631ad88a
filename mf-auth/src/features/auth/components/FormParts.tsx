import type { ReactNode } from 'react';
import type { AuthMode } from '../../../rules';

/** The form's submit button: disabled and relabelled while its request is under way. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary acct-submit" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** The line under a form that switches to another mode ("Back to sign in", "Sign up"). */
export function SwitchLine({ prompt, to, goTo, children }: { prompt?: ReactNode; to: AuthMode; goTo: (mode: AuthMode) => void; children: ReactNode }) {
  return (
    <p className="acct-switch muted">
      {prompt ? <>{prompt} </> : null}
      <button type="button" className="btn-link" onClick={() => goTo(to)}>
        {children}
      </button>
    </p>
  );
}
