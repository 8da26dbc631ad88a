import type { FormEvent } from 'react';
import { AUTH_SUCCESS, registerErrorText, validateRegister } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner } from '../../../ui/Banner';
import { useRegisterMutation } from '../api/authApi';
import { replyMessage, useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';
import { useT } from '../../../i18n';

export function RegisterForm({ fields, setField, goTo }: AuthFormProps) {
  const t = useT();
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
      <Field label={t('ac.field.email')} type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} data-autofocus />
      <Field label={t('ac.register.username')} autoComplete="username" value={fields.username} onChange={(v) => setField('username', v)} />
      <Field
        label={t('ac.field.password')}
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(v) => setField('password', v)}
        hint={t('ac.field.passwordHint')}
      />
      <Field label={t('ac.register.confirm')} type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={(v) => setField('confirmPassword', v)} />
      <SubmitButton busy={isLoading} busyLabel={t('ac.register.busy')}>
        {t('ac.register.submit')}
      </SubmitButton>
      <SwitchLine prompt={t('ac.register.hasAccount')} to="login" goTo={goTo}>
        {t('ac.register.signIn')}
      </SwitchLine>
    </form>
  );
}
