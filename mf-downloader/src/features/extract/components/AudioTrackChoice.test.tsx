/**
 * The "Audio track" choice (issue #29) on a result with three tracks: the source's own first; choosing another shows
 * that track's formats, which open the preview named for the track; the share link keeps the choice, and a share
 * link's track is chosen on arrival; a user who asked for their language gets it when the original is another.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES, type AudioTrack, type Preferences, type User } from '@dl/contract';
import { renderWithProviders, apiState } from '@dl/shared-config/testing';
import { VideoResult } from './VideoResult';
import { format, videoInfo } from '../../../testing/fixtures';

const merge = (video: string, audio: string) => `/api/download/start-merge?task_id=T1&video_format_id=${video}&audio_format_id=${audio}`;
const track = (id: string, language: string, extra: Partial<AudioTrack> = {}): AudioTrack => ({ id, language, name: null, original: false, kind: 'main', channels: 2, codec: 'mp4a.40.2', abr: 128, ...extra });
const info = videoInfo({
  title: 'Talk',
  platform: 'YouTube',
  formats: [format({ label: '720p MP4', resolution: '1280x720', url: merge('v720', 'a-en') }), format({ label: 'Audio 128 kbps M4A', is_audio_only: true, resolution: null, ext: 'm4a', url: merge('', 'a-en') })],
  audio_tracks: [
    track('en', 'en', { original: true }),
    track('es', 'es', { kind: 'dub', formats: [format({ label: '720p MP4', resolution: '1280x720', url: merge('v720', 'a-es'), track_tag: 'es' }), format({ label: 'Audio 128 kbps M4A', is_audio_only: true, resolution: null, ext: 'm4a', url: merge('', 'a-es'), track_tag: 'es' })] }),
    track('en.6ch', 'en', { channels: 6, codec: 'ec-3', abr: 384, formats: [format({ label: '720p MP4', resolution: '1280x720', url: merge('v720', 'a-51'), track_tag: '5.1' })] }),
  ],
});

function user(language: string, prefs: Partial<Preferences>): User {
  return {
    email: 'ada@example.com',
    username: null,
    email_verified: true,
    profile: { display_name: null, avatar_url: null, timezone: 'UTC', language, country: null, preferences: { ...(DEFAULT_PREFERENCES as Preferences), ...prefs } },
    subscription: { tier: 'free', usage_limits: { downloads_today: 0, daily_limit: null } },
  };
}
const signedIn = (u: User) => ({ ...apiState(), session: { status: 'authenticated' as const, user: u, accessToken: 'a', refreshToken: 'r', error: null } });

const choice = () => screen.getByRole('combobox', { name: 'Audio track' }) as HTMLSelectElement;
const shareLink = () => new URL((screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value);

test('lists the tracks, the original first, and the chosen track gives its own formats, named for it', async () => {
  const { router } = renderWithProviders(<VideoResult info={info} sourceUrl="https://youtu.be/x" />, { preloadedState: apiState() });
  expect(within(choice()).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'English (original) · stereo · AAC · 128 kbps',
    'Spanish (dubbed) · stereo · AAC · 128 kbps',
    'English · 5.1 · E-AC-3 · 384 kbps',
  ]);
  expect(choice().value).toBe('en');
  expect(shareLink().searchParams.get('track')).toBeNull();
  await userEvent.selectOptions(choice(), 'es');
  expect(shareLink().searchParams.get('track')).toBe('es');
  expect(screen.getAllByTestId('format-button')).toHaveLength(2);
  await userEvent.click(screen.getAllByTestId('format-button')[0]);
  const preview = new URLSearchParams(router.state.location.search);
  expect(router.state.location.pathname).toBe('/preview');
  expect(preview.get('url')).toBe(merge('v720', 'a-es'));
  expect(preview.get('filename')).toMatch(/^localhost_YouTube_Talk_1280x720_.*_es\.mp4$/);
  expect(preview.get('audio_track')).toBe('Spanish (dubbed)');
});

test('the source’s own track adds nothing to the preview, and a single-track result shows no choice', async () => {
  const { router } = renderWithProviders(<VideoResult info={info} sourceUrl="https://youtu.be/x" />, { preloadedState: apiState() });
  await userEvent.click(screen.getAllByTestId('format-button')[0]);
  const preview = new URLSearchParams(router.state.location.search);
  expect(preview.get('url')).toBe(merge('v720', 'a-en'));
  expect(preview.get('audio_track')).toBeNull();
  expect(preview.get('filename')).not.toMatch(/_(en|es)\.mp4$/);
});

test('a single track: no choice', () => {
  renderWithProviders(<VideoResult info={{ ...info, audio_tracks: undefined }} sourceUrl="https://youtu.be/x" />, { preloadedState: apiState() });
  expect(screen.queryByRole('combobox', { name: 'Audio track' })).toBeNull();
});

test('a share link’s track is chosen on arrival; an unknown one falls back to the original', () => {
  const { unmount } = renderWithProviders(<VideoResult info={info} sourceUrl="https://youtu.be/x" askedTrack="en.6ch" />, { preloadedState: apiState() });
  expect(choice().value).toBe('en.6ch');
  expect(screen.getAllByTestId('format-button')).toHaveLength(1);
  unmount();
  renderWithProviders(<VideoResult info={info} sourceUrl="https://youtu.be/x" askedTrack="fr" />, { preloadedState: apiState() });
  expect(choice().value).toBe('en');
});

test('the profile’s language is chosen only for a user who asked for it, and only when the original is in another', () => {
  const { unmount } = renderWithProviders(<VideoResult info={info} sourceUrl="https://youtu.be/x" />, { preloadedState: signedIn(user('es', { audio_track_in_my_language: true })) });
  expect(choice().value).toBe('es');
  unmount();
  const off = renderWithProviders(<VideoResult info={info} sourceUrl="https://youtu.be/x" />, { preloadedState: signedIn(user('es', {})) });
  expect(choice().value).toBe('en');
  off.unmount();
  renderWithProviders(<VideoResult info={info} sourceUrl="https://youtu.be/x" />, { preloadedState: signedIn(user('en', { audio_track_in_my_language: true })) });
  expect(choice().value).toBe('en');
});
