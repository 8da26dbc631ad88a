import type { FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateForgotPassword } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner } from '../../../ui/Banner';
import { useForgotPasswordMutation } from '../api/authApi';
import { replyMessage, useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';
import { useT } from '../../../i18n';

export function ForgotPasswordForm({ fields, setField, goTo, succeed }: AuthFormProps) {
  const t = useT();
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
      <p className="muted">{t('ac.forgot.intro')}</p>
      <ErrorBanner>{error}</ErrorBanner>
      <Field label={t('ac.field.email')} type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} data-autofocus />
      <SubmitButton busy={isLoading} busyLabel={t('ac.common.sending')}>
        {t('ac.forgot.submit')}
      </SubmitButton>
      <SwitchLine to="login" goTo={goTo}>
        {t('ac.auth.back')}
      </SwitchLine>
    </form>
  );
}
