import type { FormEvent } from 'react';
import { AUTH_BUTTON_LABELS } from '@dl/shared-config';
import { AUTH_SUCCESS, loginErrorText, validateLogin } from '../../../rules';
import { CheckboxField, Field } from '../../../ui/Field';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useLoginMutation } from '../api/authApi';
import { useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';
import { useT, useText } from '../../../i18n';

export function LoginForm({ fields, setField, goTo, succeed, notice }: AuthFormProps) {
  const t = useT();
  const text = useText();
  const [login, { isLoading }] = useLoginMutation();
  const { error, attempt } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    void attempt(
      validateLogin(fields),
      () => login({ email: fields.email.trim(), password: fields.password, remember_me: fields.rememberMe }).unwrap(),
      () => succeed(AUTH_SUCCESS.login, 'close'),
      loginErrorText,
    );
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <SuccessBanner>{notice}</SuccessBanner>
      <ErrorBanner>{error}</ErrorBanner>
      <Field label={t('ac.field.email')} type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} data-autofocus />
      <Field label={t('ac.field.password')} type="password" autoComplete="current-password" value={fields.password} onChange={(v) => setField('password', v)} />
      <div className="acct-row">
        <CheckboxField label={t('ac.login.remember')} checked={fields.rememberMe} onChange={(v) => setField('rememberMe', v)} />
        <button type="button" className="btn-link" onClick={() => goTo('forgot-password')}>
          {t('ac.login.forgot')}
        </button>
      </div>
      <SubmitButton busy={isLoading} busyLabel={t('ac.login.busy')}>
        {text(AUTH_BUTTON_LABELS.signIn)}
      </SubmitButton>
      <SwitchLine prompt={t('ac.login.noAccount')} to="register" goTo={goTo}>
        {t('ac.login.signUp')}
      </SwitchLine>
    </form>
  );
}
