import { buildMediaFilename, cleanFilenamePart, filenameMaxChars } from './filename';

describe('filenames (SPEC §5, §9)', () => {
  it.each([
    ['forbidden characters removed', 'a<b>c:d"e/f\\g|h?i*j', 'abcdefghij'],
    ['whitespace becomes underscores', 'my  great\tvideo', 'my_great_video'],
    ['trimmed', '  hello  ', 'hello'],
  ])('cleanFilenamePart: %s', (_name, input, expected) => {
    expect(cleanFilenamePart(input)).toBe(expected);
  });

  it('follows host_platform_title_resolution_bitrate.ext', () => {
    expect(buildMediaFilename({ host: 'www.example.com', platform: 'YouTube', title: 'My Video: Part 1', resolution: '1920x1080', bitrate: 2500.4, ext: 'mp4' }))
      .toBe('example.com_YouTube_My_Video_Part_1_1920x1080_2500kbps.mp4');
  });

  it('defaults to mp4 and leaves out unknown parts', () => {
    expect(buildMediaFilename({ host: 'example.com', platform: 'Vimeo', title: 'Clip', resolution: null, bitrate: null, ext: '' })).toBe('example.com_Vimeo_Clip.mp4');
  });

  it.each([
    ['YouTube', 80],
    ['TikTok', 80],
    ['Xiaohongshu', 100],
    ['Bilibili', 100],
    ['Xiaoyuzhou', 100],
    ['Ximalaya', 100],
    ['Lizhi', 100],
    ['Qingting', 100],
    ['Apple Podcasts', 100],
  ])('maximum length for %s is %i', (platform, max) => {
    expect(filenameMaxChars(platform)).toBe(max);
    const name = buildMediaFilename({ host: 'example.com', platform, title: 'x'.repeat(300), resolution: '720p', bitrate: 128, ext: 'm4a' });
    expect(name).toHaveLength(max);
    expect(name.endsWith('_720p_128kbps.m4a')).toBe(true);
  });
});
