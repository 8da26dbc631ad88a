import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('FormatList audio conversions (issue #23)', () => {
  const conversion = (to: 'mp3' | 'wav' | 'flac' | 'aac' | 'm4a', kbps: number | null, more: boolean) =>
    format({
      label: kbps ? `${to.toUpperCase()} ${kbps} kbps` : to.toUpperCase(),
      ext: to,
      is_audio_only: true,
      resolution: null,
      url: `/api/download/start-merge?task_id=T&audio_format_id=251&convert=${to}${kbps ? `&bitrate=${kbps}` : ''}`,
      conversion: { to, bitrate_kbps: kbps, more },
    });
  const converted = videoInfo({
    formats: [
      format({ label: '1080p MP4', resolution: '1920x1080' }),
      conversion('mp3', 192, false),
      format({ label: 'Audio 130 kbps M4A', is_audio_only: true, resolution: null, ext: 'm4a' }),
      conversion('mp3', 320, true),
      conversion('mp3', 128, true),
      conversion('wav', null, true),
      conversion('flac', null, true),
      conversion('aac', null, true),
      conversion('m4a', null, true),
    ],
  });
  const labels = (name: string) => screen.getByRole('region', { name }).querySelectorAll('.dl-format-label');
  const text = (nodes: NodeListOf<Element>) => [...nodes].map((n) => n.textContent);

  it('lists MP3 first among the audio formats and keeps the others behind "More audio formats"', async () => {
    const u = userEvent.setup();
    renderWithProviders(<FormatList info={converted} sourceUrl="https://youtu.be/x" />, { preloadedState: apiState() });
    expect(text(labels('Audio only formats'))).toEqual(['MP3 192 kbps', 'Audio 130 kbps M4A']);
    expect(screen.getByText('Converted to MP3 on our server')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'More audio formats' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(screen.getByRole('button', { name: 'Fewer audio formats' })).toHaveAttribute('aria-expanded', 'true');
    expect(text(screen.getByRole('list', { name: 'More audio formats' }).querySelectorAll('.dl-format-label'))).toEqual(['MP3 320 kbps', 'MP3 128 kbps', 'WAV', 'FLAC', 'AAC', 'M4A']);
  });

  it('puts audio first on the MP3 landing pages', () => {
    renderWithProviders(<FormatList info={converted} sourceUrl="https://youtu.be/x" />, { preloadedState: apiState(), route: '/youtube-to-mp3' });
    const groups = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(groups).toEqual(['Audio only', 'Video']);
  });

  it("preselects a signed-in user's audio format, opening the more formats when it is one of them", () => {
    renderWithProviders(<FormatList info={converted} sourceUrl="https://youtu.be/x" />, {
      preloadedState: { ...apiState(), session: { status: 'authenticated', user: user({ default_video_quality: '1080p', default_audio_format: 'flac' }), accessToken: 'a', refreshToken: 'r', error: null } },
    });
    expect(preferred()).toEqual(['1080p MP4', 'FLAC']);
    expect(screen.getByRole('button', { name: 'Fewer audio formats' })).toBeInTheDocument();
  });

  it('preselects MP3, the default audio preference, at its default bitrate', () => {
    renderWithProviders(<FormatList info={converted} sourceUrl="https://youtu.be/x" />, {
      preloadedState: { ...apiState(), session: { status: 'authenticated', user: user({ default_audio_format: 'mp3' }), accessToken: 'a', refreshToken: 'r', error: null } },
    });
    expect(preferred()).toContain('MP3 192 kbps');
    expect(screen.getByRole('button', { name: 'More audio formats' })).toBeInTheDocument();
  });
});
