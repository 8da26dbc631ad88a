import { type Preferences } from '@dl/shared-config';
import { AUDIO_FORMAT_OPTIONS, THEME_OPTIONS, VIDEO_QUALITY_OPTIONS, type SelectOption } from '../../../rules';
import { CheckboxField, SelectField } from '../../../ui/Field';
import { useT, useText } from '../../../i18n';

/** Preferences tab (SPEC §3 Preferences, §9 options). */
export function PreferencesTab({ prefs, onChange }: { prefs: Preferences; onChange: (patch: Partial<Preferences>) => void }) {
  const t = useT();
  const text = useText();
  // Option names in the page's language; quality and format names (720p, MP3) stay as they are.
  const named = (options: readonly SelectOption[]) => options.map((o) => ({ value: o.value, label: text(o.label) }));
  return (
    <div className="acct-form">
      <div className="acct-grid-2">
        <SelectField
          label={t('ac.prefs.quality')}
          value={prefs.default_video_quality}
          onChange={(v) => onChange({ default_video_quality: v as Preferences['default_video_quality'] })}
          options={named(VIDEO_QUALITY_OPTIONS)}
        />
        <SelectField
          label={t('ac.prefs.audio')}
          value={prefs.default_audio_format}
          onChange={(v) => onChange({ default_audio_format: v as Preferences['default_audio_format'] })}
          options={AUDIO_FORMAT_OPTIONS}
        />
      </div>
      <SelectField label={t('ac.prefs.theme')} value={prefs.theme} onChange={(v) => onChange({ theme: v as Preferences['theme'] })} options={named(THEME_OPTIONS)} />
      <CheckboxField
        label={t('ac.prefs.autoDownload')}
        hint={t('ac.prefs.autoDownloadHint')}
        checked={prefs.auto_download}
        onChange={(v) => onChange({ auto_download: v })}
      />
      <CheckboxField
        label={t('ac.prefs.history')}
        hint={t('ac.prefs.historyHint')}
        checked={prefs.download_history_enabled}
        onChange={(v) => onChange({ download_history_enabled: v })}
      />
      <CheckboxField
        label={t('ac.prefs.audioLanguage')}
        hint={t('ac.prefs.audioLanguageHint')}
        checked={prefs.audio_track_in_my_language}
        onChange={(v) => onChange({ audio_track_in_my_language: v })}
      />
      <CheckboxField
        label={t('ac.prefs.emails')}
        hint={t('ac.prefs.emailsHint')}
        checked={prefs.email_notifications}
        onChange={(v) => onChange({ email_notifications: v })}
      />
    </div>
  );
}
