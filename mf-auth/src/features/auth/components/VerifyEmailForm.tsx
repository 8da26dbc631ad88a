import { useState, type FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateEmail, validateVerifyEmail } from '@dl/shared-config';
import { Field } from '../../../app/Field';
import { ErrorBanner, SuccessBanner } from '../../../app/Banner';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../api/authApi';
import { replyMessage, type AuthFormProps } from './authForm';

export function VerifyEmailForm({ fields, setField, goTo, succeed, notice }: AuthFormProps) {
  const [verifyEmail, { isLoading }] = useVerifyEmailMutation();
  const [resend, { isLoading: resending }] = useResendVerificationMutation();
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateVerifyEmail(fields);
    setError(problem);
    setResent(null);
    if (problem) return;
    try {
      const reply = await verifyEmail({ token: fields.token.trim() }).unwrap();
      succeed(replyMessage(reply, AUTH_SUCCESS.verifyEmail), 'login');
    } catch (failure) {
      setError(simpleErrorText(failure, AUTH_FALLBACKS.verifyEmail));
    }
  }

  async function resendEmail() {
    const problem = validateEmail(fields.email);
    setError(problem);
    setResent(null);
    if (problem) return;
    try {
      const reply = await resend({ email: fields.email.trim() }).unwrap();
      setResent(replyMessage(reply, AUTH_SUCCESS.resendVerification));
    } catch (failure) {
      setError(simpleErrorText(failure, AUTH_FALLBACKS.resendVerification));
    }
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <SuccessBanner>{resent ?? notice}</SuccessBanner>
      <ErrorBanner>{error}</ErrorBanner>
      <Field label="Verification code" autoComplete="one-time-code" value={fields.token} onChange={(v) => setField('token', v)} data-autofocus />
      <button type="submit" className="btn btn-primary acct-submit" disabled={isLoading}>
        {isLoading ? 'Verifying...' : 'Verify Email'}
      </button>
      <div className="acct-resend">
        <p className="muted">Didn&apos;t get the email? Check your spam folder, or send it again.</p>
        <Field label="Email" type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} />
        <button type="button" className="btn-link" onClick={resendEmail} disabled={resending}>
          {resending ? 'Sending...' : 'Resend verification email'}
        </button>
      </div>
      <p className="acct-switch muted">
        <button type="button" className="btn-link" onClick={() => goTo('login')}>
          Back to sign in
        </button>
      </p>
    </form>
  );
}
