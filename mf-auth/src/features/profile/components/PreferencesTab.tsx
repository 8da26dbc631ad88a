import { type Preferences } from '@dl/shared-config';
import { AUDIO_FORMAT_OPTIONS, THEME_OPTIONS, VIDEO_QUALITY_OPTIONS } from '../../../rules';
import { CheckboxField, SelectField } from '../../../ui/Field';

/** Preferences tab (SPEC §3 Preferences, §9 options). */
export function PreferencesTab({ prefs, onChange }: { prefs: Preferences; onChange: (patch: Partial<Preferences>) => void }) {
  return (
    <div className="acct-form">
      <div className="acct-grid-2">
        <SelectField
          label="Default video quality"
          value={prefs.default_video_quality}
          onChange={(v) => onChange({ default_video_quality: v as Preferences['default_video_quality'] })}
          options={VIDEO_QUALITY_OPTIONS}
        />
        <SelectField
          label="Default audio format"
          value={prefs.default_audio_format}
          onChange={(v) => onChange({ default_audio_format: v as Preferences['default_audio_format'] })}
          options={AUDIO_FORMAT_OPTIONS}
        />
      </div>
      <SelectField label="Theme" value={prefs.theme} onChange={(v) => onChange({ theme: v as Preferences['theme'] })} options={THEME_OPTIONS} />
      <CheckboxField
        label="Auto download"
        hint="Start the download as soon as your default format is found."
        checked={prefs.auto_download}
        onChange={(v) => onChange({ auto_download: v })}
      />
      <CheckboxField
        label="Download history"
        hint="Save the downloads you make while signed in to your history."
        checked={prefs.download_history_enabled}
        onChange={(v) => onChange({ download_history_enabled: v })}
      />
      <CheckboxField
        label="Audio in my language"
        hint="When a video's original language is not your profile's, choose its track in your language when it has one."
        checked={prefs.audio_track_in_my_language}
        onChange={(v) => onChange({ audio_track_in_my_language: v })}
      />
      <CheckboxField
        label="Email notifications"
        hint="Occasional emails about your account and new features."
        checked={prefs.email_notifications}
        onChange={(v) => onChange({ email_notifications: v })}
      />
    </div>
  );
}
