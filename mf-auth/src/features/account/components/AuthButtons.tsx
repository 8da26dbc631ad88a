import { AUTH_BUTTON_LABELS } from '@dl/shared-config';
import { useText } from '../../../i18n';

/** The anonymous visitor's Sign In and Sign Up buttons (SPEC §2 top navigation). */
export function AuthButtons({ onSignIn, onSignUp }: { onSignIn: () => void; onSignUp: () => void }) {
  const text = useText();
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={onSignIn}>
        {text(AUTH_BUTTON_LABELS.signIn)}
      </button>
      <button type="button" className="btn btn-primary" onClick={onSignUp}>
        {text(AUTH_BUTTON_LABELS.signUp)}
      </button>
    </>
  );
}
