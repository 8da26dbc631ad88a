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
import { ApiKeysTab } from './ApiKeysTab';
import { useT } from '../../../i18n';

const TABS = [
  { id: 'profile', label: 'ac.profile.tabProfile' },
  { id: 'preferences', label: 'ac.profile.tabPreferences' },
  { id: 'security', label: 'ac.profile.tabSecurity' },
  { id: 'keys', label: 'ac.profile.tabApiKeys' },
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

/** The tab list: arrow keys move between the tabs (and the focus with them). */
function ProfileTabs({ tab, onTab, baseId }: { tab: Tab; onTab: (tab: Tab) => void; baseId: string }) {
  const t = useT();
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = TABS.findIndex((item) => item.id === tab);
    const next = TABS[(at + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    onTab(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  }
  return (
    <div className="acct-tabs" role="tablist" aria-label={t('ac.profile.sections')} onKeyDown={onTabKey}>
      {TABS.map((item) => (
        <button
          key={item.id}
          id={`${baseId}-tab-${item.id}`}
          type="button"
          role="tab"
          className="acct-tab"
          aria-selected={tab === item.id}
          aria-controls={`${baseId}-panel`}
          tabIndex={tab === item.id ? 0 : -1}
          onClick={() => onTab(item.id)}
        >
          {t(item.label)}
        </button>
      ))}
    </div>
  );
}

/** Profile & Settings: tabs Profile, Preferences and Security (SPEC §2), and API keys (issue 51). */
export function ProfileModal({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
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

  return (
    <Modal title={t('ac.menu.profile')} subtitle={user.email} onClose={onClose} size="large">
      <ProfileTabs tab={tab} onTab={setTab} baseId={baseId} />
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`} className="acct-tabpanel">
        {tab === 'security' ? (
          <SecurityTab />
        ) : tab === 'keys' ? (
          <ApiKeysTab />
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
                {isLoading ? t('ac.common.saving') : t('ac.profile.save')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={onClose}>
                {t('ac.profile.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
