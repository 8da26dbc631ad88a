import type { FormEvent } from 'react';
import { AUTH_SUCCESS, registerErrorText, validateRegister } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner } from '../../../ui/Banner';
import { useRegisterMutation } from '../api/authApi';
import { replyMessage, useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';

export function RegisterForm({ fields, setField, goTo }: AuthFormProps) {
  const [register, { isLoading }] = useRegisterMutation();
  const { error, attempt } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    const username = fields.username.trim();
    void attempt(
      validateRegister(fields),
      () => register({ email: fields.email.trim(), password: fields.password, ...(username ? { username } : {}) }).unwrap(),
      (reply) => goTo('verify-email', replyMessage(reply, AUTH_SUCCESS.register)),
      registerErrorText,
    );
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <ErrorBanner>{error}</ErrorBanner>
      <Field label="Email" type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} data-autofocus />
      <Field label="Username (optional)" autoComplete="username" value={fields.username} onChange={(v) => setField('username', v)} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(v) => setField('password', v)}
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      />
      <Field label="Confirm password" type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={(v) => setField('confirmPassword', v)} />
      <SubmitButton busy={isLoading} busyLabel="Creating account...">
        Create Account
      </SubmitButton>
      <SwitchLine prompt="Already have an account?" to="login" goTo={goTo}>
        Sign in
      </SwitchLine>
    </form>
  );
}
