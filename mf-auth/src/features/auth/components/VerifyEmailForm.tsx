import { useState, type FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateEmail, validateVerifyEmail } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../api/authApi';
import { replyMessage, useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';

export function VerifyEmailForm({ fields, setField, goTo, succeed, notice }: AuthFormProps) {
  const [verifyEmail, { isLoading }] = useVerifyEmailMutation();
  const [resend, { isLoading: resending }] = useResendVerificationMutation();
  const { error, attempt } = useFormAction();
  const [resent, setResent] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setResent(null);
    void attempt(
      validateVerifyEmail(fields),
      () => verifyEmail({ token: fields.token.trim() }).unwrap(),
      (reply) => succeed(replyMessage(reply, AUTH_SUCCESS.verifyEmail), 'login'),
      (failure) => simpleErrorText(failure, AUTH_FALLBACKS.verifyEmail),
    );
  }

  function resendEmail() {
    setResent(null);
    void attempt(
      validateEmail(fields.email),
      () => resend({ email: fields.email.trim() }).unwrap(),
      (reply) => setResent(replyMessage(reply, AUTH_SUCCESS.resendVerification)),
      (failure) => simpleErrorText(failure, AUTH_FALLBACKS.resendVerification),
    );
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <SuccessBanner>{resent ?? notice}</SuccessBanner>
      <ErrorBanner>{error}</ErrorBanner>
      <Field label="Verification code" autoComplete="one-time-code" value={fields.token} onChange={(v) => setField('token', v)} data-autofocus />
      <SubmitButton busy={isLoading} busyLabel="Verifying...">
        Verify Email
      </SubmitButton>
      <div className="acct-resend">
        <p className="muted">Didn&apos;t get the email? Check your spam folder, or send it again.</p>
        <Field label="Email" type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} />
        <button type="button" className="btn-link" onClick={resendEmail} disabled={resending}>
          {resending ? 'Sending...' : 'Resend verification email'}
        </button>
      </div>
      <SwitchLine to="login" goTo={goTo}>
        Back to sign in
      </SwitchLine>
    </form>
  );
}
