import { useId, useState, type KeyboardEvent } from 'react';
import { type Preferences, type User } from '@dl/shared-config';
import { PROFILE_MESSAGES, profileErrorText } from '../../../rules';
import { DEFAULT_PREFERENCES } from '@dl/contract';
import { Modal } from '../../../ui/Modal';
import { ErrorBanner, SuccessBanner } from '../../../ui/Banner';
import { useUpdateProfileMutation, type ProfileUpdate } from '../api/profileApi';
import { applyThemePreference } from '../applyThemePreference';
import { ProfileTab } from './ProfileTab';
import { PreferencesTab } from './PreferencesTab';
import { SecurityTab } from './SecurityTab';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'security', label: 'Security' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function initialForm(user: User): ProfileUpdate {
  const p = user.profile;
  return {
    display_name: p?.display_name ?? '',
    avatar_url: p?.avatar_url ?? '',
    timezone: p?.timezone || 'UTC',
    language: p?.language || 'en',
    country: p?.country ?? '',
    preferences: { ...DEFAULT_PREFERENCES, ...p?.preferences },
  };
}

const orNull = (v: string | null) => (v && v.trim() ? v.trim() : null);

/** Profile & Settings: tabs Profile, Preferences and Security (SPEC §2). */
export function ProfileModal({ user, onClose }: { user: User; onClose: () => void }) {
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('profile');
  const [form, setForm] = useState<ProfileUpdate>(() => initialForm(user));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const edit = (patch: Partial<ProfileUpdate>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSuccess(null);
  };
  const editPrefs = (patch: Partial<Preferences>) => edit({ preferences: { ...form.preferences, ...patch } });

  async function save() {
    setError(null);
    setSuccess(null);
    const body: ProfileUpdate = { ...form, display_name: orNull(form.display_name), avatar_url: orNull(form.avatar_url), country: orNull(form.country) };
    try {
      const profile = await updateProfile(body).unwrap();
      applyThemePreference(profile.preferences?.theme ?? body.preferences.theme);
      setSuccess(PROFILE_MESSAGES.updated);
    } catch (failure) {
      setError(profileErrorText(failure));
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(at + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    setTab(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  }

  return (
    <Modal title="Profile & Settings" subtitle={user.email} onClose={onClose} size="large">
      <div className="acct-tabs" role="tablist" aria-label="Profile sections" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`${baseId}-tab-${t.id}`}
            type="button"
            role="tab"
            className="acct-tab"
            aria-selected={tab === t.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`} className="acct-tabpanel">
        {tab === 'security' ? (
          <SecurityTab />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            noValidate
          >
            <ErrorBanner>{error}</ErrorBanner>
            <SuccessBanner>{success}</SuccessBanner>
            {tab === 'profile' ? <ProfileTab email={user.email} form={form} onChange={edit} /> : <PreferencesTab prefs={form.preferences} onChange={editPrefs} />}
            <div className="actions">
              <button type="submit" className="btn btn-primary" disabled={isLoading}>
                {isLoading ? 'Saving...' : 'Save Changes'}
              </button>
              <button type="button" className="btn btn-ghost" onClick={onClose}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
