import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '@dl/shared-config';
import { AUTH_MODE_SWITCH_DELAY_MS, LOGIN_CLOSE_DELAY_MS, type AuthMode } from '../../../rules';
import { Modal } from '../../../ui/Modal';
import { EMPTY_FIELDS, type AfterSuccess, type AuthFields, type AuthFormProps } from './authForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { VerifyEmailForm } from './VerifyEmailForm';
import { SuccessPanel } from './SuccessPanel';
import { useT } from '../../../i18n';

/** The ids of each mode's title and subtitle. */
const TITLES: Record<AuthMode, string> = {
  login: 'ac.auth.loginTitle',
  register: 'ac.auth.registerTitle',
  'forgot-password': 'ac.auth.forgotTitle',
  'reset-password': 'ac.auth.resetTitle',
  'verify-email': 'ac.auth.verifyTitle',
  success: 'ac.auth.successTitle',
};

const SUBTITLES: Partial<Record<AuthMode, string>> = {
  login: 'ac.auth.loginSubtitle',
  register: 'ac.auth.registerSubtitle',
  'verify-email': 'ac.auth.verifySubtitle',
};

export interface AuthModalProps {
  initialMode: Exclude<AuthMode, 'success'>;
  /** The token of an email link (verify-email, reset-password). */
  initialToken?: string;
  onClose: () => void;
}

/**
 * The auth modal of SPEC §2 with the transitions of SPEC §4: login ↔ register / forgot-password; register →
 * verify-email; forgot, reset and verify success → login after 3 s; login success → close after 1 s. The
 * parent unmounts it on close, which resets the mode and the fields.
 */
export function AuthModal({ initialMode, initialToken = '', onClose }: AuthModalProps) {
  const t = useT();
  const signedIn = useAppSelector((s) => Boolean(s.session.user));
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [fields, setFields] = useState<AuthFields>({ ...EMPTY_FIELDS, token: initialToken });
  const [notice, setNotice] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ message: string; then: AfterSuccess } | null>(null);

  const setField = useCallback<AuthFormProps['setField']>((key, value) => setFields((f) => ({ ...f, [key]: value })), []);

  const goTo = useCallback((next: AuthMode, nextNotice?: string) => {
    setMode(next);
    setNotice(nextNotice ?? null);
    setSuccess(null);
    setFields((f) => ({ ...f, password: '', confirmPassword: '', token: next === 'verify-email' || next === 'reset-password' ? f.token : '' }));
  }, []);

  const succeed = useCallback((message: string, then: AfterSuccess) => {
    setSuccess({ message, then });
    setMode('success');
    setNotice(null);
  }, []);

  const afterSuccess = success?.then;
  useEffect(() => {
    if (mode !== 'success' || !afterSuccess) return;
    // A signed-in user who verified from the email link has nothing to sign in to: close instead.
    const close = afterSuccess === 'close' || signedIn;
    const timer = setTimeout(() => (close ? onClose() : goTo('login')), afterSuccess === 'close' ? LOGIN_CLOSE_DELAY_MS : AUTH_MODE_SWITCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mode, afterSuccess, signedIn, onClose, goTo]);

  // Focus the first field of each new mode (the button that switched it is gone).
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode]);

  const formProps: AuthFormProps = { fields, setField, goTo, succeed, notice };
  const subtitle = SUBTITLES[mode];
  return (
    <Modal title={t(TITLES[mode])} subtitle={subtitle ? t(subtitle) : undefined} onClose={onClose}>
      <div ref={body} className="acct-auth" data-mode={mode} key={mode}>
        {mode === 'login' ? <LoginForm {...formProps} /> : null}
        {mode === 'register' ? <RegisterForm {...formProps} /> : null}
        {mode === 'forgot-password' ? <ForgotPasswordForm {...formProps} /> : null}
        {mode === 'reset-password' ? <ResetPasswordForm {...formProps} /> : null}
        {mode === 'verify-email' ? <VerifyEmailForm {...formProps} /> : null}
        {mode === 'success' && success ? <SuccessPanel message={success.message} then={success.then} onContinue={() => goTo('login')} /> : null}
      </div>
    </Modal>
  );
}
