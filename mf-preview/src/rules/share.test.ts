import { cleanShareTitle, previewSearchFromParams, shareTargetUrl, shortLinkParams } from './share';

describe('share title cleaning (SPEC §5)', () => {
  it.each([
    ['My%20Video', 'My Video'],
    ['My%2520Video', 'My Video'],
    ['Preview | YouTube | Cats & dogs', 'Cats & dogs'],
    ['Processing | TikTok | Dance', 'Dance'],
    ['Preview|Vimeo|Short', 'Short'],
    ['"Quoted" <b>bold</b>', 'Quoted bbold/b'],
    ["  It's   ", 'Its'],
    ['', 'Check out this video'],
    [null, 'Check out this video'],
    ['""', 'Check out this video'],
    ['100%', '100%'],
  ])('%p → %p', (input, out) => expect(cleanShareTitle(input)).toBe(out));

  it('cuts titles longer than 100 characters and adds ...', () => {
    expect(cleanShareTitle('t'.repeat(150))).toBe(`${'t'.repeat(100)}...`);
    expect(cleanShareTitle('t'.repeat(100))).toBe('t'.repeat(100));
  });
});

describe('short-link parameters (SPEC §3, §5)', () => {
  it('sends only values that are not null or empty', () => {
    expect(
      shortLinkParams({ url: 'https://cdn/x.mp4', title: 'T', filename: '', is_audio: false, resolution: null, filesize: 1234, bitrate: undefined, source_url: ' ' }),
    ).toEqual({ url: 'https://cdn/x.mp4', title: 'T', is_audio: 'false', filesize: '1234' });
  });

  it('turns resolved params back into a preview query', () => {
    expect(previewSearchFromParams({ url: 'https://cdn/x.mp4?a=1&b=2', title: 'A B', empty: '' })).toBe('url=https%3A%2F%2Fcdn%2Fx.mp4%3Fa%3D1%26b%3D2&title=A+B');
  });
});

describe('share targets (SPEC §7)', () => {
  const link = { url: 'https://dl.example/p/abc', title: 'Cats & dogs' };
  it.each([
    ['twitter', 'https://twitter.com/intent/tweet?text=Cats%20%26%20dogs&url=https%3A%2F%2Fdl.example%2Fp%2Fabc'],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdl.example%2Fp%2Fabc&quote=Cats%20%26%20dogs'],
    ['whatsapp', 'https://wa.me/?text=Cats%20%26%20dogs%20https%3A%2F%2Fdl.example%2Fp%2Fabc'],
    ['email', 'mailto:?subject=Cats%20%26%20dogs&body=Cats%20%26%20dogs%0A%0Ahttps%3A%2F%2Fdl.example%2Fp%2Fabc'],
  ] as const)('%s', (target, url) => expect(shareTargetUrl(target, link)).toBe(url));
});
