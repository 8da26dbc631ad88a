import { buildPreviewFilename, cleanGivenFilename, filenameMaxLength, mediaExtensionOf, sanitizeFilenamePart } from './filename';

describe('download filenames (SPEC §5, §9)', () => {
  it('follows host_platform_title_resolution_bitrate.ext', () => {
    expect(
      buildPreviewFilename({ host: 'www.example.com', platform: 'YouTube', title: 'My cat video', resolution: '1920x1080', bitrate: 2499.6, ext: 'mp4' }),
    ).toBe('example.com_YouTube_My_cat_video_1920x1080_2500kbps.mp4');
  });

  it('defaults the extension to mp4 and leaves out empty parts', () => {
    expect(buildPreviewFilename({ host: 'example.com', platform: 'Unknown Platform', title: 'Clip' })).toBe('example.com_Clip.mp4');
  });

  it.each([
    ['a<b>c:d"e/f\\g|h?i*j', 'abcdefghij'],
    ['  two   words\there ', 'two_words_here'],
    ['ok.name', 'ok.name'],
  ])('sanitizes %p to %p', (input, out) => expect(sanitizeFilenamePart(input)).toBe(out));

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
    [null, 80],
  ])('the limit for %p is %p characters', (platform, max) => expect(filenameMaxLength(platform)).toBe(max));

  it('cuts long names to 80 characters, keeping the extension', () => {
    const name = buildPreviewFilename({ host: 'example.com', platform: 'YouTube', title: 'x'.repeat(200), ext: 'webm' });
    expect(name).toHaveLength(80);
    expect(name.endsWith('.webm')).toBe(true);
  });

  it('allows 100 characters for Bilibili', () => {
    const name = buildPreviewFilename({ host: 'example.com', platform: 'Bilibili', title: '视频'.repeat(100) });
    expect(Array.from(name)).toHaveLength(100);
  });

  it('cleans a filename handed over by the home page', () => {
    expect(cleanGivenFilename('My: Song?.m4a', 'SoundCloud')).toBe('My_Song.m4a');
    expect(cleanGivenFilename('no extension here', null)).toBe('no_extension_here.mp4');
  });

  it.each([
    ['https://cdn.example.com/a/b/video.webm?sig=1', 'webm'],
    ['https://cdn.example.com/ep.MP3', 'mp3'],
    ['https://cdn.example.com/stream', null],
  ])('reads the media extension of %p', (url, ext) => expect(mediaExtensionOf(url)).toBe(ext));
});
