import { useState, type FormEvent } from 'react';
import { AUTH_SUCCESS, registerErrorText, validateRegister } from '@dl/shared-config';
import { Field } from '../../../app/Field';
import { ErrorBanner } from '../../../app/Banner';
import { useRegisterMutation } from '../api/authApi';
import { replyMessage, type AuthFormProps } from './authForm';

export function RegisterForm({ fields, setField, goTo }: AuthFormProps) {
  const [register, { isLoading }] = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateRegister(fields);
    setError(problem);
    if (problem) return;
    const username = fields.username.trim();
    try {
      const reply = await register({ email: fields.email.trim(), password: fields.password, ...(username ? { username } : {}) }).unwrap();
      goTo('verify-email', replyMessage(reply, AUTH_SUCCESS.register));
    } catch (failure) {
      setError(registerErrorText(failure));
    }
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
      <button type="submit" className="btn btn-primary acct-submit" disabled={isLoading}>
        {isLoading ? 'Creating account...' : 'Create Account'}
      </button>
      <p className="acct-switch muted">
        Already have an account?{' '}
        <button type="button" className="btn-link" onClick={() => goTo('login')}>
          Sign in
        </button>
      </p>
    </form>
  );
}
