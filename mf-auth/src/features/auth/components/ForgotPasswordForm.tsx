import { useState, type FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateForgotPassword } from '@dl/shared-config';
import { Field } from '../../../app/Field';
import { ErrorBanner } from '../../../app/Banner';
import { useForgotPasswordMutation } from '../api/authApi';
import { replyMessage, type AuthFormProps } from './authForm';

export function ForgotPasswordForm({ fields, setField, goTo, succeed }: AuthFormProps) {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateForgotPassword(fields);
    setError(problem);
    if (problem) return;
    try {
      const reply = await forgotPassword({ email: fields.email.trim() }).unwrap();
      succeed(replyMessage(reply, AUTH_SUCCESS.forgotPassword), 'login');
    } catch (failure) {
      setError(simpleErrorText(failure, AUTH_FALLBACKS.forgotPassword));
    }
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <p className="muted">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <ErrorBanner>{error}</ErrorBanner>
      <Field label="Email" type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} data-autofocus />
      <button type="submit" className="btn btn-primary acct-submit" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send Reset Link'}
      </button>
      <p className="acct-switch muted">
        <button type="button" className="btn-link" onClick={() => goTo('login')}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}
