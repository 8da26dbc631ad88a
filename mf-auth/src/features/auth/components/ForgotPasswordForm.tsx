import type { FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateForgotPassword } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner } from '../../../ui/Banner';
import { useForgotPasswordMutation } from '../api/authApi';
import { replyMessage, useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';

export function ForgotPasswordForm({ fields, setField, goTo, succeed }: AuthFormProps) {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const { error, attempt } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    void attempt(
      validateForgotPassword(fields),
      () => forgotPassword({ email: fields.email.trim() }).unwrap(),
      (reply) => succeed(replyMessage(reply, AUTH_SUCCESS.forgotPassword), 'login'),
      (failure) => simpleErrorText(failure, AUTH_FALLBACKS.forgotPassword),
    );
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <p className="muted">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <ErrorBanner>{error}</ErrorBanner>
      <Field label="Email" type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} data-autofocus />
      <SubmitButton busy={isLoading} busyLabel="Sending...">
        Send Reset Link
      </SubmitButton>
      <SwitchLine to="login" goTo={goTo}>
        Back to sign in
      </SwitchLine>
    </form>
  );
}
