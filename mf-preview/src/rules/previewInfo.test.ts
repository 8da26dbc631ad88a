import { previewInfoRequest, previewInfoTarget } from './previewInfo';

describe('previewInfoTarget: the links the preview endpoint describes', () => {
  const API = 'https://api.example.com';
  it.each([
    ['/api/proxied_download?url=x&expires=1&sig=s', '/api/proxied_download?url=x&expires=1&sig=s'],
    ['/api/tiktok_proxy?url=x&expires=1&sig=s', '/api/tiktok_proxy?url=x&expires=1&sig=s'],
    ['/api/download/start-merge?task_id=t&video_format_id=v&audio_format_id=a', '/api/download/start-merge?task_id=t&video_format_id=v&audio_format_id=a'],
    [`${API}/api/proxied_download?url=x&sig=s`, `${API}/api/proxied_download?url=x&sig=s`],
  ])('%s is ours and signed', (url, expected) => expect(previewInfoTarget(url, API)).toBe(expected));

  it.each([
    ['', 'nothing'],
    ['/api/proxied_download?url=https%3A%2F%2Fcdn.example.com%2Fa.mp4', 'a plain (unsigned) proxy link'],
    ['/api/download/file/abc', 'a merged file'],
    ['https://cdn.example.com/a.mp4?sig=s', 'a link elsewhere'],
    ['https://other.example.com/api/proxied_download?url=x&sig=s', 'another origin'],
  ])('%s (%s) is not', (url) => expect(previewInfoTarget(url, API)).toBeNull());
});

describe('previewInfoRequest', () => {
  it('asks the configured endpoint, a path or a URL, with the link as ?url=', () => {
    expect(previewInfoRequest('/api/preview', '/api/x?a=1&b=2')).toBe('/api/preview?url=%2Fapi%2Fx%3Fa%3D1%26b%3D2');
    expect(previewInfoRequest('https://gw.example.com/v2/preview?site=a', '/x')).toBe('https://gw.example.com/v2/preview?site=a&url=%2Fx');
  });
});
