import { screen } from '@testing-library/react';
import { type Preferences, type User } from '@dl/shared-config';
import { DEFAULT_PREFERENCES } from '@dl/contract';
import { renderWithProviders, apiState } from '@dl/shared-config/testing';
import { FormatList } from './FormatList';
import { format, videoInfo } from '../../../testing/fixtures';

const info = videoInfo({
  formats: [
    format({ label: '1080p MP4', resolution: '1920x1080' }),
    format({ label: '720p MP4', resolution: '1280x720' }),
    format({ label: '360p MP4', resolution: '640x360' }),
    format({ label: 'Audio 128 kbps M4A', is_audio_only: true, resolution: null, ext: 'm4a' }),
    format({ label: 'Audio 160 kbps MP3', is_audio_only: true, resolution: null, ext: 'mp3' }),
  ],
});

function user(prefs: Partial<Preferences>): User {
  return {
    email: 'ada@example.com',
    username: null,
    email_verified: true,
    profile: { display_name: null, avatar_url: null, timezone: 'UTC', language: 'en', country: null, preferences: { ...(DEFAULT_PREFERENCES as Preferences), ...prefs } },
    subscription: { tier: 'free', usage_limits: { downloads_today: 0, daily_limit: null } },
  };
}

const preferred = () => screen.queryAllByTestId('format-button').filter((b) => b.hasAttribute('data-preferred')).map((b) => b.querySelector('.dl-format-label')!.textContent);

describe('FormatList preferences (SPEC §3 Preferences)', () => {
  it('preselects the default video quality and audio format of a signed-in user', () => {
    renderWithProviders(<FormatList info={info} sourceUrl="https://youtu.be/x" />, {
      preloadedState: { ...apiState(), session: { status: 'authenticated', user: user({ default_video_quality: '720p', default_audio_format: 'mp3' }), accessToken: 'a', refreshToken: 'r', error: null } },
    });
    expect(preferred()).toEqual(['720p MP4', 'Audio 160 kbps MP3']);
    expect(screen.getAllByText('Your default')).toHaveLength(2);
  });

  it('takes the best quality not above the preferred one', () => {
    renderWithProviders(<FormatList info={info} sourceUrl="https://youtu.be/x" />, {
      preloadedState: { ...apiState(), session: { status: 'authenticated', user: user({ default_video_quality: '480p', default_audio_format: 'flac' }), accessToken: 'a', refreshToken: 'r', error: null } },
    });
    expect(preferred()).toEqual(['360p MP4']);
  });

  it('preselects nothing for visitors', () => {
    renderWithProviders(<FormatList info={info} sourceUrl="https://youtu.be/x" />, { preloadedState: apiState() });
    expect(preferred()).toEqual([]);
  });
});
