import { LANGUAGE_OPTIONS, TIMEZONE_OPTIONS } from '../../../rules';
import { Field, SelectField } from '../../../ui/Field';
import type { ProfileUpdate } from '../api/profileApi';
import { useT, useText } from '../../../i18n';

type Editable = Pick<ProfileUpdate, 'display_name' | 'avatar_url' | 'timezone' | 'language' | 'country'>;

function withCurrent(options: readonly { value: string; label: string }[], value: string) {
  return options.some((o) => o.value === value) || !value ? options : [...options, { value, label: value }];
}

/** Profile tab: display name, avatar URL, timezone, language and country. */
export function ProfileTab({ email, form, onChange }: { email: string; form: Editable; onChange: (patch: Partial<Editable>) => void }) {
  const t = useT();
  const text = useText();
  // Zones named in the page's language (UTC stays UTC); each language in its own name, whatever the page's.
  const zones = TIMEZONE_OPTIONS.map((o) => ({ value: o.value, label: text(o.label) }));
  return (
    <div className="acct-form">
      <Field label={t('ac.field.email')} type="email" value={email} onChange={() => undefined} readOnly hint={t('ac.profile.emailHint')} />
      <Field label={t('ac.profile.displayName')} autoComplete="nickname" maxLength={80} value={form.display_name ?? ''} onChange={(v) => onChange({ display_name: v })} data-autofocus />
      <Field label={t('ac.profile.avatar')} type="url" placeholder="https://…" value={form.avatar_url ?? ''} onChange={(v) => onChange({ avatar_url: v })} />
      <div className="acct-grid-2">
        <SelectField label={t('ac.profile.timezone')} value={form.timezone} onChange={(v) => onChange({ timezone: v })} options={withCurrent(zones, form.timezone)} />
        <SelectField label={t('ac.profile.language')} value={form.language} onChange={(v) => onChange({ language: v })} options={withCurrent(LANGUAGE_OPTIONS, form.language)} />
      </div>
      <Field label={t('ac.profile.country')} autoComplete="country-name" maxLength={56} value={form.country ?? ''} onChange={(v) => onChange({ country: v })} />
    </div>
  );
}
