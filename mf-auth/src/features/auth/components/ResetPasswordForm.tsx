import { useState, type FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateResetPassword } from '@dl/shared-config';
import { Field } from '../../../app/Field';
import { ErrorBanner } from '../../../app/Banner';
import { useResetPasswordMutation } from '../api/authApi';
import { replyMessage, type AuthFormProps } from './authForm';

export function ResetPasswordForm({ fields, setField, goTo, succeed }: AuthFormProps) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateResetPassword(fields);
    setError(problem);
    if (problem) return;
    try {
      const reply = await resetPassword({ token: fields.token.trim(), new_password: fields.password }).unwrap();
      succeed(replyMessage(reply, AUTH_SUCCESS.resetPassword), 'login');
    } catch (failure) {
      setError(simpleErrorText(failure, AUTH_FALLBACKS.resetPassword));
    }
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <ErrorBanner>{error}</ErrorBanner>
      <Field label="Reset token" autoComplete="one-time-code" value={fields.token} onChange={(v) => setField('token', v)} hint="Filled in from the link in your email." />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(v) => setField('password', v)}
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        data-autofocus
      />
      <Field label="Confirm new password" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={(v) => setField('confirmPassword', v)} />
      <button type="submit" className="btn btn-primary acct-submit" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Reset Password'}
      </button>
      <p className="acct-switch muted">
        <button type="button" className="btn-link" onClick={() => goTo('login')}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}
