import type { FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateResetPassword } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner } from '../../../ui/Banner';
import { useResetPasswordMutation } from '../api/authApi';
import { replyMessage, useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';

export function ResetPasswordForm({ fields, setField, goTo, succeed }: AuthFormProps) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { error, attempt } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    void attempt(
      validateResetPassword(fields),
      () => resetPassword({ token: fields.token.trim(), new_password: fields.password }).unwrap(),
      (reply) => succeed(replyMessage(reply, AUTH_SUCCESS.resetPassword), 'login'),
      (failure) => simpleErrorText(failure, AUTH_FALLBACKS.resetPassword),
    );
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
      <SubmitButton busy={isLoading} busyLabel="Saving...">
        Reset Password
      </SubmitButton>
      <SwitchLine to="login" goTo={goTo}>
        Back to sign in
      </SwitchLine>
    </form>
  );
}
