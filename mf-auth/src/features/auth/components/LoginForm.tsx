import type { FormEvent } from 'react';
import { AUTH_SUCCESS, loginErrorText, validateLogin } from '../../../rules';
import { CheckboxField, Field } from '../../../ui/Field';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useLoginMutation } from '../api/authApi';
import { useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';

export function LoginForm({ fields, setField, goTo, succeed, notice }: AuthFormProps) {
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
      <Field label="Email" type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} data-autofocus />
      <Field label="Password" type="password" autoComplete="current-password" value={fields.password} onChange={(v) => setField('password', v)} />
      <div className="acct-row">
        <CheckboxField label="Remember me" checked={fields.rememberMe} onChange={(v) => setField('rememberMe', v)} />
        <button type="button" className="btn-link" onClick={() => goTo('forgot-password')}>
          Forgot password?
        </button>
      </div>
      <SubmitButton busy={isLoading} busyLabel="Signing in...">
        Sign In
      </SubmitButton>
      <SwitchLine prompt="Don't have an account?" to="register" goTo={goTo}>
        Sign up
      </SwitchLine>
    </form>
  );
}
