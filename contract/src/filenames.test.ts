import { buildMediaFilename, cleanFilename, cleanFilenamePart, cleanGivenFilename, filenameMaxChars } from './filenames';

describe('the filename policy (SPEC §5, §9)', () => {
  it.each([
    ['forbidden characters removed', 'a<b>c:d"e/f\\g|h?i*j', 'abcdefghij'],
    ['whitespace becomes underscores, once per run', 'my  great\tvideo\nnow', 'my_great_video_now'],
    ['trimmed, no underscore or dot at the ends', '  .hello_ ', 'hello'],
    ['control characters removed (C0, DEL, C1)', 'a\u0000b\u0007c\u007fd\u0085e', 'abcde'],
    ['runs of underscores become one', 'a _ b', 'a_b'],
    ['other characters kept', "Ça va? L'été; 東京", "Ça_va_L'été;_東京"],
  ])('cleans a part: %s', (_name, input, expected) => {
    expect(cleanFilenamePart(input)).toBe(expected);
  });

  it('follows host_platform_title_resolution_bitrate.ext, without www.', () => {
    expect(buildMediaFilename({ host: 'www.example.com', platform: 'YouTube', title: 'My Video: Part 1', resolution: '1920x1080', bitrate: 2500.4, ext: 'mp4' })).toBe(
      'example.com_YouTube_My_Video_Part_1_1920x1080_2500kbps.mp4',
    );
  });

  it('ends with the audio track’s tag when the track is not the source’s own (issue #29)', () => {
    expect(buildMediaFilename({ host: 'example.com', platform: 'YouTube', title: 'Talk', resolution: '1280x720', track: 'es', ext: 'mp4' })).toBe('example.com_YouTube_Talk_1280x720_es.mp4');
    expect(buildMediaFilename({ platform: 'YouTube', title: 'Talk', bitrate: 384, track: 'en-5.1', ext: 'm4a' })).toBe('YouTube_Talk_384kbps_en-5.1.m4a');
  });

  it('defaults to mp4, leaves out empty parts, and never gives an empty name', () => {
    expect(buildMediaFilename({ host: 'example.com', platform: 'Vimeo', title: 'Clip', resolution: null, bitrate: null, ext: '' })).toBe('example.com_Vimeo_Clip.mp4');
    expect(buildMediaFilename({ platform: 'TikTok', title: 'Dance', bitrate: 128, ext: 'M4A' })).toBe('TikTok_Dance_128kbps.m4a');
    expect(buildMediaFilename({ title: '???', ext: 'exe.bat' })).toBe('media.mp4');
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
    [null, 80],
  ])('holds a name for %p to %i characters, cutting the title only', (platform, max) => {
    expect(filenameMaxChars(platform)).toBe(max);
    const name = buildMediaFilename({ host: 'example.com', platform, title: '视'.repeat(300), resolution: '720p', bitrate: 128, ext: 'm4a' });
    expect(Array.from(name)).toHaveLength(max);
    expect(name.endsWith('_720p_128kbps.m4a')).toBe(true);
  });

  it('cleans a name that came with a link and holds it to the limit, keeping its extension', () => {
    expect(cleanGivenFilename('My: Song?.m4a', 'SoundCloud')).toBe('My_Song.m4a');
    expect(cleanGivenFilename('no extension here', null)).toBe('no_extension_here.mp4');
    expect(cleanGivenFilename('../../etc/passwd')).toBe('etcpasswd.mp4');
    const long = cleanGivenFilename(`${'x'.repeat(150)}.webm`, 'Bilibili');
    expect(long).toHaveLength(100);
    expect(long.endsWith('.webm')).toBe(true);
    // A name the policy made is left as it is.
    const made = buildMediaFilename({ host: 'example.com', platform: 'Bilibili', title: '长标题'.repeat(40), ext: 'mp4' });
    expect(cleanGivenFilename(made, 'Bilibili')).toBe(made);
  });

  it('cleans a whole name for a header without cutting it', () => {
    expect(cleanFilename('a "quoted"\r\nname.mp4')).toBe('a_quoted_name.mp4');
    expect(cleanFilename('x'.repeat(150))).toHaveLength(150);
    expect(cleanFilename('///')).toBe('download');
  });
});
