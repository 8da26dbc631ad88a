import type { FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateResetPassword } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner } from '../../../ui/Banner';
import { useResetPasswordMutation } from '../api/authApi';
import { replyMessage, useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';
import { useT } from '../../../i18n';

export function ResetPasswordForm({ fields, setField, goTo, succeed }: AuthFormProps) {
  const t = useT();
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
      <Field label={t('ac.reset.token')} autoComplete="one-time-code" value={fields.token} onChange={(v) => setField('token', v)} hint={t('ac.reset.tokenHint')} />
      <Field
        label={t('ac.field.newPassword')}
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(v) => setField('password', v)}
        hint={t('ac.field.passwordHint')}
        data-autofocus
      />
      <Field label={t('ac.field.confirmNewPassword')} type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={(v) => setField('confirmPassword', v)} />
      <SubmitButton busy={isLoading} busyLabel={t('ac.common.saving')}>
        {t('ac.reset.submit')}
      </SubmitButton>
      <SwitchLine to="login" goTo={goTo}>
        {t('ac.auth.back')}
      </SwitchLine>
    </form>
  );
}
