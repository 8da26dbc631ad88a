import { URL_INPUT_MESSAGES } from './messages';
import { extractShareUrl, findInputUrl, findUrlsInText, hasControlCharacter, shareTextPlatformOf, validateUrlInput, type UrlInputOptions } from './urlInput';

const XHS_SHARE = '76 小红书用户发布了一篇小红书笔记，快来看吧！ 😆 fGhJ8kL 😆 http://xhslink.com/a/AbCdEf12，复制本条信息，打开【小红书】App查看精彩内容！';
const BILI_SHARE = '【一分钟学会做饭-哔哩哔哩】 https://b23.tv/Xy7ZabC';

describe('validateUrlInput (SPEC §5)', () => {
  const cases: [string, string, UrlInputOptions, { ok: true; url: string } | { ok: false; error: string }][] = [
    ['empty', '', {}, { ok: false, error: 'Please enter a video URL.' }],
    ['blank', '   \n ', {}, { ok: false, error: 'Please enter a video URL.' }],
    ['no scheme', 'youtube.com/watch?v=abc', {}, { ok: false, error: 'Please enter a valid URL (must include http:// or https://).' }],
    ['other scheme', 'ftp://example.com/a.mp4', {}, { ok: false, error: 'Please enter a valid URL (must include http:// or https://).' }],
    ['text before a link', 'watch https://youtu.be/abc', {}, { ok: false, error: 'Please enter a valid URL (must include http:// or https://).' }],
    ['https', 'https://www.youtube.com/watch?v=abc', {}, { ok: true, url: 'https://www.youtube.com/watch?v=abc' }],
    ['http, trimmed', '  http://vimeo.com/123  ', {}, { ok: true, url: 'http://vimeo.com/123' }],
    ['upper-case scheme', 'HTTPS://x.com/a/status/1', {}, { ok: true, url: 'HTTPS://x.com/a/status/1' }],
    ['a link then words: the link', 'https://youtu.be/abc (my clip)', {}, { ok: true, url: 'https://youtu.be/abc' }],
    ['xiaohongshu share text', XHS_SHARE, { shareText: 'xiaohongshu' }, { ok: true, url: 'http://xhslink.com/a/AbCdEf12' }],
    ['xiaohongshu without link', '小红书笔记 快来看吧', { shareText: 'xiaohongshu' }, { ok: false, error: 'Please enter a valid Xiaohongshu URL or RedNote app message containing a URL' }],
    ['xiaohongshu empty', '', { shareText: 'xiaohongshu' }, { ok: false, error: 'Please enter a video URL.' }],
    ['bilibili share text', BILI_SHARE, { shareText: 'bilibili' }, { ok: true, url: 'https://b23.tv/Xy7ZabC' }],
    ['bilibili without link', 'b23.tv/Xy7ZabC', { shareText: 'bilibili' }, { ok: false, error: 'Please enter a valid Bilibili URL or Bilibili app message containing a URL' }],
    ['home: detects xiaohongshu share text', XHS_SHARE, { shareText: 'detect' }, { ok: true, url: 'http://xhslink.com/a/AbCdEf12' }],
    ['home: detects bilibili share text', BILI_SHARE, { shareText: 'detect' }, { ok: true, url: 'https://b23.tv/Xy7ZabC' }],
    ['home: bilibili host without scheme', 'www.bilibili.com/video/BV1xx', { shareText: 'detect' }, { ok: false, error: 'Please enter a valid Bilibili URL or Bilibili app message containing a URL' }],
    ['home: other text keeps the general rule', 'look at https://youtu.be/abc', { shareText: 'detect' }, { ok: false, error: 'Please enter a valid URL (must include http:// or https://).' }],
  ];
  it.each(cases)('%s', (_name, input, options, expected) => {
    expect(validateUrlInput(input, options)).toEqual(expected);
  });

  it('writes the SPEC texts once', () => {
    expect(URL_INPUT_MESSAGES.emptyUrl).toBe('Please enter a video URL.');
  });
});

describe("the server's side of the rule (findInputUrl): what the form would take, from any page", () => {
  it.each([
    ['https://www.youtube.com/watch?v=1', { ok: true, url: 'https://www.youtube.com/watch?v=1' }],
    ['a bare host the form refuses', { ok: false, error: 'Please enter a valid URL (must include http:// or https://).' }],
    ['  www.youtube.com/watch?v=1 ', { ok: false, error: 'Please enter a valid URL (must include http:// or https://).' }],
    [XHS_SHARE, { ok: true, url: 'http://xhslink.com/a/AbCdEf12' }],
    ['Check this out: https://b23.tv/xYz. Nice!', { ok: true, url: 'https://b23.tv/xYz' }],
    ['', { ok: false, error: 'Please enter a video URL.' }],
  ])('%s', (input, expected) => {
    expect(findInputUrl(input)).toEqual(expected);
    // The form on the home page takes exactly the same.
    expect(validateUrlInput(input, { shareText: 'detect' })).toEqual(expected);
  });
});

describe('control characters inside a link (issue 49): refused, on the form and on the server alike', () => {
  const INVALID = { ok: false, error: 'Please enter a valid URL (must include http:// or https://).' };
  // Every C0 control that is not whitespace, DEL, and C1 controls (NEL, CSI, APC).
  const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000e', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009b', '\u009f'];

  it.each(CONTROLS.map((c) => [JSON.stringify(c), c]))('%s inside, at the end of, or after a link: the invalid-link message', (_name, c) => {
    for (const input of [`http://host/page.html${c}.mp4`, `https://www.youtube.com/watch?v=1${c}`, `https://exa${c}mple.com/a`, `https://youtu.be/abc${c} my clip`]) {
      expect(findInputUrl(input)).toEqual(INVALID);
      expect(validateUrlInput(input)).toEqual(INVALID);
      expect(findUrlsInText(input)).toEqual([]);
    }
  });

  it('refuses a text whose first link holds a control character, rather than taking the link after it', () => {
    for (const input of ['http://a.example/p\u0000.mp4 https://b.example/x.mp4', 'https://a.example/\u001b\nhttps://b.example/x.mp4']) {
      expect(findInputUrl(input)).toEqual(INVALID);
      expect(validateUrlInput(input)).toEqual(INVALID);
    }
  });

  it('refuses a share message whose link holds a control character with its platform’s message', () => {
    expect(findInputUrl('【一分钟学会做饭-哔哩哔哩】 https://b23.tv/Xy7\u0000ZabC')).toEqual({ ok: false, error: 'Please enter a valid Bilibili URL or Bilibili app message containing a URL' });
    expect(validateUrlInput('快来看吧！ http://xhslink.com/a/AbC\u001bd，复制本条信息', { shareText: 'xiaohongshu' })).toEqual({
      ok: false,
      error: 'Please enter a valid Xiaohongshu URL or RedNote app message containing a URL',
    });
  });

  it('keeps multi-line share messages: line breaks and tabs around the link end it, as spaces do', () => {
    const xhs = '76 小红书用户发布了一篇小红书笔记，快来看吧！\r\n😆 fGhJ8kL 😆\nhttp://xhslink.com/a/AbCdEf12\r\n复制本条信息，打开【小红书】App查看精彩内容！';
    expect(findInputUrl(xhs)).toEqual({ ok: true, url: 'http://xhslink.com/a/AbCdEf12' });
    expect(findInputUrl('【一分钟学会做饭-哔哩哔哩】\nhttps://b23.tv/Xy7ZabC\n\t来自哔哩哔哩')).toEqual({ ok: true, url: 'https://b23.tv/Xy7ZabC' });
    expect(validateUrlInput('https://www.youtube.com/watch?v=1\n')).toEqual({ ok: true, url: 'https://www.youtube.com/watch?v=1' });
  });

  it('takes a percent-encoded control character, which is an ordinary part of a URL', () => {
    expect(findInputUrl('https://example.com/a%00b?q=%1b')).toEqual({ ok: true, url: 'https://example.com/a%00b?q=%1b' });
  });

  it('hasControlCharacter: C0 (tab and line breaks too), DEL and C1; not printable text', () => {
    for (const c of [...CONTROLS, '\t', '\n', '\r']) expect(hasControlCharacter(`a${c}b`)).toBe(true);
    for (const text of ['https://example.com/a%00b', 'é ü ß 中文 😆', '\u00a0\u200b\u2028']) expect(hasControlCharacter(text)).toBe(false);
  });
});

describe('share-text URL extraction', () => {
  it.each([
    ['full-width comma ends the link', XHS_SHARE, 'http://xhslink.com/a/AbCdEf12'],
    ['sentence punctuation is dropped', 'see https://b23.tv/abc.', 'https://b23.tv/abc'],
    ['closing bracket is dropped', '(https://www.bilibili.com/video/BV1x)', 'https://www.bilibili.com/video/BV1x'],
    ['query strings survive', 'https://www.xiaohongshu.com/explore/64ab?xsec_token=AB1&xsec_source=app_share 复制', 'https://www.xiaohongshu.com/explore/64ab?xsec_token=AB1&xsec_source=app_share'],
    ['no link', 'nothing here', null],
  ])('%s', (_name, text, expected) => {
    expect(extractShareUrl(text)).toBe(expected);
  });

  it('prefers the platform link over an earlier unrelated one', () => {
    expect(extractShareUrl('via https://example.com/x then https://b23.tv/q1', 'bilibili')).toBe('https://b23.tv/q1');
  });

  it('finds every link in order', () => {
    expect(findUrlsInText('a http://a.com/1 b https://b.com/2')).toEqual(['http://a.com/1', 'https://b.com/2']);
  });

  it.each([
    ['https://www.xiaohongshu.com/explore/1', 'xiaohongshu'],
    ['http://xhslink.com/a/1', 'xiaohongshu'],
    ['https://www.bilibili.com/video/BV1', 'bilibili'],
    ['https://b23.tv/abc', 'bilibili'],
    ['https://www.youtube.com/watch?v=1', null],
  ])('shareTextPlatformOf(%s) = %s', (text, expected) => {
    expect(shareTextPlatformOf(text)).toBe(expected);
  });
});
