import { buildMediaFilename, cleanFilename, cleanFilenamePart, cleanGivenFilename, filenameMaxChars } from './filenames';
import { mediaFileOf } from './mediaTypes';

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

  it('cleans a name that came with a link and holds it to the limit', () => {
    expect(cleanGivenFilename('My: Song?.m4a', { platform: 'SoundCloud' })).toBe('My_Song.m4a');
    expect(cleanGivenFilename('no extension here', { platform: null })).toBe('no_extension_here.mp4');
    expect(cleanGivenFilename('../../etc/passwd')).toBe('etcpasswd.mp4');
    const long = cleanGivenFilename(`${'x'.repeat(150)}.webm`, { platform: 'Bilibili' });
    expect(long).toHaveLength(100);
    expect(long.endsWith('.webm')).toBe(true);
    // A name the policy made is left as it is.
    const made = buildMediaFilename({ host: 'example.com', platform: 'Bilibili', title: '长标题'.repeat(40), ext: 'mp4' });
    expect(cleanGivenFilename(made, { platform: 'Bilibili', ext: 'mp4' })).toBe(made);
  });

  it.each([
    ['Setup.exe', 'mp4', 'Setup.mp4'],
    ['run.bat', 'mp4', 'run.mp4'],
    ['page.html', 'webm', 'page.webm'],
    ['image.svg', 'mp3', 'image.mp3'],
    ['invoice.pdf.exe', 'mp4', 'invoice.pdf.mp4'],
    ['myaudio', 'mp3', 'myaudio.mp3'],
    ['episode.mp4', 'mp3', 'episode.mp3'],
    ['Part 1.5', 'm4a', 'Part_1.5.m4a'],
    ['.exe', 'mp4', 'exe.mp4'],
  ])('gives %p, sent with %s bytes, the extension of the bytes: %p', (given, ext, expected) => {
    expect(cleanGivenFilename(given, { ext })).toBe(expected);
  });

  it('without the bytes’ extension (the browser), keeps a given media extension and replaces any other by mp4', () => {
    expect(cleanGivenFilename('talk.opus')).toBe('talk.opus');
    expect(cleanGivenFilename('Setup.exe')).toBe('Setup.mp4');
    expect(cleanGivenFilename('invoice.pdf.exe')).toBe('invoice.pdf.mp4');
  });

  it.each([
    ['right-to-left override', 'clip\u202E4pm.exe', 'clip4pm.exe'],
    ['left-to-right and right-to-left marks, Arabic letter mark', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['embeddings, overrides and isolates', '\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h', 'abcdefgh'],
    ['zero-width space, word joiner and invisible operators', 'a\u200Bb\u2060c\u2061d\u2062e\u2063f\u2064g', 'abcdefg'],
    ['byte-order mark and soft hyphen', '\uFEFFin\u00ADvisible', 'invisible'],
  ])('removes what a reader cannot see: %s', (_name, input, expected) => {
    expect(cleanFilenamePart(input)).toBe(expected);
    expect(cleanFilename(`${input}.mp4`)).toBe(`${expected}.mp4`);
  });

  it('keeps the zero-width non-joiner and joiner that Persian, Hindi and emoji need', () => {
    expect(cleanFilenamePart('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(cleanFilenamePart('क्\u200Dष')).toBe('क्\u200Dष');
    expect(cleanFilenamePart('👩\u200D💻')).toBe('👩\u200D💻');
    expect(cleanGivenFilename('clip\u202E4pm.exe', { ext: 'mp4' })).toBe('clip4pm.mp4');
    expect(buildMediaFilename({ platform: 'YouTube', title: 'a\u200Bb\u202Ec', ext: 'mp4' })).toBe('YouTube_abc.mp4');
  });

  it('cleans a whole name for a header without cutting it', () => {
    expect(cleanFilename('a "quoted"\r\nname.mp4')).toBe('a_quoted_name.mp4');
    expect(cleanFilename('x'.repeat(150))).toHaveLength(150);
    expect(cleanFilename('///')).toBe('download');
  });
});

describe('what a file handed on from its source is (mediaFileOf)', () => {
  it.each([
    ['video/mp4', null, { ext: 'mp4', contentType: 'video/mp4' }],
    ['video/mp4; codecs="avc1"', 'exe', { ext: 'mp4', contentType: 'video/mp4' }],
    ['audio/mpeg', 'mp4', { ext: 'mp3', contentType: 'audio/mpeg' }],
    ['audio/mp4', null, { ext: 'm4a', contentType: 'audio/mp4' }],
    ['video/webm', null, { ext: 'webm', contentType: 'video/webm' }],
    ['audio/webm', 'webm', { ext: 'webm', contentType: 'audio/webm' }],
    ['Video/MP4', 'm4v', { ext: 'm4v', contentType: 'video/mp4' }],
    ['audio/ogg', 'opus', { ext: 'opus', contentType: 'audio/ogg' }],
    ['audio/x-wav', null, { ext: 'wav', contentType: 'audio/x-wav' }],
    ['application/octet-stream', 'mp3', { ext: 'mp3', contentType: 'audio/mpeg' }],
    ['binary/octet-stream', 'm4a', { ext: 'm4a', contentType: 'audio/mp4' }],
    ['', 'webm', { ext: 'webm', contentType: 'video/webm' }],
    ['video/x-unknown', 'mp4', { ext: 'mp4', contentType: 'video/mp4' }],
  ])('%p with a signed %p is %p', (type, signed, expected) => {
    expect(mediaFileOf(type, signed)).toEqual(expected);
  });

  it.each([
    ['text/html', 'mp4'],
    ['application/json', 'mp4'],
    ['image/svg+xml', 'mp4'],
    ['text/plain', 'mp4'],
    ['application/vnd.apple.mpegurl', 'mp4'],
    ['audio/x-mpegurl', 'mp3'],
    ['application/dash+xml', 'mp4'],
    ['application/x-msdownload', 'exe'],
    // A type that says nothing, without a name the server chose: nothing establishes what the bytes are.
    ['application/octet-stream', null],
    ['', null],
    ['application/octet-stream', 'exe'],
  ])('refuses %p (signed %p)', (type, signed) => {
    expect(mediaFileOf(type, signed)).toBeNull();
  });
});
