import { useState, type FormEvent } from 'react';
import { AUTH_SUCCESS, loginErrorText, validateLogin } from '@dl/shared-config';
import { CheckboxField, Field } from '../../../app/Field';
import { ErrorBanner, SuccessBanner } from '../../../app/Banner';
import { useLoginMutation } from '../api/authApi';
import type { AuthFormProps } from './authForm';

export function LoginForm({ fields, setField, goTo, succeed, notice }: AuthFormProps) {
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateLogin(fields);
    setError(problem);
    if (problem) return;
    try {
      await login({ email: fields.email.trim(), password: fields.password, remember_me: fields.rememberMe }).unwrap();
      succeed(AUTH_SUCCESS.login, 'close');
    } catch (failure) {
      setError(loginErrorText(failure));
    }
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
      <button type="submit" className="btn btn-primary acct-submit" disabled={isLoading}>
        {isLoading ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="acct-switch muted">
        Don&apos;t have an account?{' '}
        <button type="button" className="btn-link" onClick={() => goTo('register')}>
          Sign up
        </button>
      </p>
    </form>
  );
}
