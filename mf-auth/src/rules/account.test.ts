import { dailyLimitLabel, isFreeTier, resolveThemePreference, storedThemeValue, tierLabel, userDisplayName } from './account';
import { AUDIO_FORMAT_OPTIONS, LANGUAGE_OPTIONS, THEME_OPTIONS, TIMEZONE_OPTIONS, VIDEO_QUALITY_OPTIONS } from './constants';
import { DEFAULT_PREFERENCES } from '@dl/contract';

describe('user menu facts (SPEC §6)', () => {
  it.each([
    ['free', true, 'Free'],
    ['FREE', true, 'Free'],
    ['', true, 'Free'],
    ['premium', false, 'Premium'],
    ['pro', false, 'Pro'],
  ])('tier %p: free %p, label %p', (tier, free, label) => {
    expect(isFreeTier(tier)).toBe(free);
    expect(tierLabel(tier)).toBe(label);
  });

  it.each([
    [10, '10'],
    [null, 'Unlimited'],
  ])('daily limit %p → %p', (limit, label) => {
    expect(dailyLimitLabel(limit)).toBe(label);
  });

  it('names the user by display name, else email', () => {
    const profile = { display_name: 'Ana', avatar_url: null, timezone: 'UTC', language: 'en', country: null, preferences: { ...DEFAULT_PREFERENCES } };
    expect(userDisplayName({ email: 'ana@example.com', profile })).toBe('Ana');
    expect(userDisplayName({ email: 'ana@example.com', profile: { ...profile, display_name: '  ' } })).toBe('ana@example.com');
  });

  it.each([
    ['light', false, 'light', 'light'],
    ['dark', false, 'dark', 'dark'],
    ['auto', true, 'dark', null],
    ['auto', false, 'light', null],
  ] as const)('theme %p (system dark %p) → %p, stored %p', (theme, prefersDark, resolved, stored) => {
    expect(resolveThemePreference(theme, prefersDark)).toBe(resolved);
    expect(storedThemeValue(theme)).toBe(stored);
  });
});

describe('option lists (SPEC §9)', () => {
  it('lists the qualities, audio formats, themes and languages of the spec in order', () => {
    expect(VIDEO_QUALITY_OPTIONS.map((o) => o.value)).toEqual(['4k', '1080p', '720p', '480p', '360p', 'auto']);
    expect(AUDIO_FORMAT_OPTIONS.map((o) => o.value)).toEqual(['mp3', 'wav', 'flac', 'aac', 'm4a']);
    expect(THEME_OPTIONS.map((o) => o.value)).toEqual(['light', 'dark', 'auto']);
    expect(LANGUAGE_OPTIONS.map((o) => o.value)).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar', 'hi']);
  });

  it('offers UTC first plus 10 named zones, each labelled', () => {
    expect(TIMEZONE_OPTIONS).toHaveLength(11);
    expect(TIMEZONE_OPTIONS[0].value).toBe('UTC');
    for (const o of TIMEZONE_OPTIONS) expect(o.label).toBeTruthy();
  });

  it('defaults: 720p, mp3, light', () => {
    expect(DEFAULT_PREFERENCES.default_video_quality).toBe('720p');
    expect(DEFAULT_PREFERENCES.default_audio_format).toBe('mp3');
    expect(DEFAULT_PREFERENCES.theme).toBe('light');
  });
});
