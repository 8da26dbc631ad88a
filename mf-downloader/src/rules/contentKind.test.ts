import { contentKind } from './contentKind';

const audio = [{ is_audio_only: true }];
const mixed = [{ is_audio_only: false }, { is_audio_only: true }];

describe('contentKind (SPEC §3 Content kind shown)', () => {
  it.each([
    ['Apple Podcasts audio', 'Apple Podcasts', audio, false, 'Podcast'],
    ['apple-podcasts id', 'apple-podcasts', audio, false, 'Podcast'],
    ['Player.FM audio', 'Player.FM', audio, false, 'Podcast'],
    ['TuneIn audio', 'TuneIn', audio, false, 'Podcast'],
    ['Castbox audio', 'Castbox', audio, false, 'Podcast'],
    ['Xiaoyuzhou FM audio', 'Xiaoyuzhou FM', audio, false, 'Podcast'],
    ['RSS episode marked as podcast', 'Podcast', audio, true, 'Podcast'],
    ['SoundCloud audio', 'SoundCloud', audio, false, 'Audio'],
    ['YouTube video', 'YouTube', mixed, false, 'Video'],
    ['video on a podcast platform', 'Apple Podcasts', mixed, true, 'Video'],
    ['no formats', 'YouTube', [], false, 'Video'],
  ] as const)('%s -> %s', (_name, platform, formats, isPodcast, expected) => {
    expect(contentKind({ platform, formats: [...formats], is_podcast: isPodcast })).toBe(expected);
  });
});
