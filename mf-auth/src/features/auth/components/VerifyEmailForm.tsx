import { useState, type FormEvent } from 'react';
import { AUTH_FALLBACKS, AUTH_SUCCESS, simpleErrorText, validateEmail, validateVerifyEmail } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../api/authApi';
import { replyMessage, useFormAction, type AuthFormProps } from './authForm';
import { SubmitButton, SwitchLine } from './FormParts';
import { useT } from '../../../i18n';

export function VerifyEmailForm({ fields, setField, goTo, succeed, notice }: AuthFormProps) {
  const t = useT();
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
      <Field label={t('ac.verify.code')} autoComplete="one-time-code" value={fields.token} onChange={(v) => setField('token', v)} data-autofocus />
      <SubmitButton busy={isLoading} busyLabel={t('ac.verify.busy')}>
        {t('ac.verify.submit')}
      </SubmitButton>
      <div className="acct-resend">
        <p className="muted">{t('ac.verify.resendHint')}</p>
        <Field label={t('ac.field.email')} type="email" autoComplete="email" value={fields.email} onChange={(v) => setField('email', v)} />
        <button type="button" className="btn-link" onClick={resendEmail} disabled={resending}>
          {resending ? t('ac.common.sending') : t('ac.verify.resend')}
        </button>
      </div>
      <SwitchLine to="login" goTo={goTo}>
        {t('ac.auth.back')}
      </SwitchLine>
    </form>
  );
}
