import { useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES, passwordChangeErrorText, validatePasswordChange } from '../../../rules';
import { Field } from '../../../ui/Field';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useChangePasswordMutation } from '../api/profileApi';
import { useT } from '../../../i18n';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security tab: change password. Only the match and the length are checked here (SPEC §5). */
export function SecurityTab() {
  const t = useT();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const problem = validatePasswordChange(form);
    setError(problem);
    if (problem) return;
    try {
      await changePassword({ current_password: form.currentPassword, new_password: form.newPassword }).unwrap();
      setForm(EMPTY);
      setSuccess(PROFILE_MESSAGES.passwordChanged);
    } catch (failure) {
      setError(passwordChangeErrorText(failure));
    }
  }

  return (
    <form className="acct-form" onSubmit={submit} noValidate>
      <ErrorBanner>{error}</ErrorBanner>
      <SuccessBanner>{success}</SuccessBanner>
      <Field label={t('ac.security.current')} type="password" autoComplete="current-password" value={form.currentPassword} onChange={set('currentPassword')} data-autofocus />
      <Field label={t('ac.field.newPassword')} type="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} hint={t('ac.security.hint')} />
      <Field label={t('ac.field.confirmNewPassword')} type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? t('ac.security.busy') : t('ac.security.submit')}
        </button>
      </div>
    </form>
  );
}
