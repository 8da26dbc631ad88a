import { siteUrl } from './siteUrl';

describe('siteUrl', () => {
  it('links a bare host name over https', () => {
    expect(siteUrl('Hub.Example.com')).toEqual({ href: 'https://hub.example.com/', label: 'hub.example.com' });
  });
  it('keeps an explicit scheme and port', () => {
    expect(siteUrl('http://localhost:8080/')).toEqual({ href: 'http://localhost:8080/', label: 'localhost:8080' });
  });
  it('refuses anything that is not a plain host', () => {
    expect(siteUrl('javascript:alert(1)')).toBeNull();
    expect(siteUrl('https://evil.example/path?x=1')).toBeNull();
    expect(siteUrl('')).toBeNull();
  });
});
