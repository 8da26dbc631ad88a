import { LANGUAGE_OPTIONS, TIMEZONE_OPTIONS } from '../../../rules';
import { Field, SelectField } from '../../../ui/Field';
import type { ProfileUpdate } from '../api/profileApi';

type Editable = Pick<ProfileUpdate, 'display_name' | 'avatar_url' | 'timezone' | 'language' | 'country'>;

function withCurrent(options: readonly { value: string; label: string }[], value: string) {
  return options.some((o) => o.value === value) || !value ? options : [...options, { value, label: value }];
}

/** Profile tab: display name, avatar URL, timezone, language and country. */
export function ProfileTab({ email, form, onChange }: { email: string; form: Editable; onChange: (patch: Partial<Editable>) => void }) {
  return (
    <div className="acct-form">
      <Field label="Email" type="email" value={email} onChange={() => undefined} readOnly hint="Your sign-in address cannot be changed here." />
      <Field label="Display name" autoComplete="nickname" maxLength={80} value={form.display_name ?? ''} onChange={(v) => onChange({ display_name: v })} data-autofocus />
      <Field label="Avatar URL" type="url" placeholder="https://…" value={form.avatar_url ?? ''} onChange={(v) => onChange({ avatar_url: v })} />
      <div className="acct-grid-2">
        <SelectField label="Timezone" value={form.timezone} onChange={(v) => onChange({ timezone: v })} options={withCurrent(TIMEZONE_OPTIONS, form.timezone)} />
        <SelectField label="Language" value={form.language} onChange={(v) => onChange({ language: v })} options={withCurrent(LANGUAGE_OPTIONS, form.language)} />
      </div>
      <Field label="Country" autoComplete="country-name" maxLength={56} value={form.country ?? ''} onChange={(v) => onChange({ country: v })} />
    </div>
  );
}
