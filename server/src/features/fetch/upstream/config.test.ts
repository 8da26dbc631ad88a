import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseUpstreamConfig, platformVariable, upstreamStatusLine, usesProxies } from './config';
import { Upstream } from './upstream';

describe('UPSTREAM_PROXIES as the operator writes it', () => {
  it('reads a pool of the three schemes, with default ports and credentials kept out of the label', () => {
    const c = parseUpstreamConfig({ UPSTREAM_PROXIES: 'http://proxy.example:3128, https://user:p%40ss@tls.example socks5://u:s@[::1]' });
    expect(c.pool.map((p) => p.label)).toEqual(['http://proxy.example:3128', 'https://tls.example:443', 'socks5://[::1]:1080']);
    expect(c.pool[1]).toMatchObject({ username: 'user', password: 'p@ss' });
    expect(c.cooldownMs).toBe(60_000);
    expect(usesProxies(c)).toBe(true);
  });

  it('is direct when nothing is set', () => {
    const c = parseUpstreamConfig({});
    expect(c.pool).toEqual([]);
    expect(usesProxies(c)).toBe(false);
  });

  it('gives a platform its own pool or `direct`, and routes its media hosts with it', () => {
    const env = {
      UPSTREAM_PROXIES: 'socks5://everything.example:1080',
      [platformVariable('youtube')]: 'http://yt-a.example:8080,http://yt-b.example:8080',
      [platformVariable('apple-podcasts')]: 'direct',
    };
    expect(platformVariable('apple-podcasts')).toBe('UPSTREAM_PROXIES_APPLE_PODCASTS');
    const upstream = new Upstream(parseUpstreamConfig(env), { timeoutMs: 1000 });
    const labels = (host: string) => upstream.route(host)?.map((p) => p.label) ?? 'direct';
    expect(labels('www.youtube.com')).toEqual(['http://yt-a.example:8080', 'http://yt-b.example:8080']);
    expect(labels('rr3---sn-abc.googlevideo.com')).toEqual(['http://yt-a.example:8080', 'http://yt-b.example:8080']);
    expect(labels('i.ytimg.com')).toEqual(['http://yt-a.example:8080', 'http://yt-b.example:8080']);
    expect(labels('podcasts.apple.com')).toBe('direct');
    expect(labels('is1-ssl.mzstatic.com')).toBe('direct');
    expect(labels('feeds.example.org')).toEqual(['socks5://everything.example:1080']);
    expect(labels('notyoutube.com')).toEqual(['socks5://everything.example:1080']);
  });

  it('with only one platform proxied, everything else is direct', () => {
    const upstream = new Upstream(parseUpstreamConfig({ UPSTREAM_PROXIES_TIKTOK: 'socks5://tt.example:1080' }), { timeoutMs: 1000 });
    expect(upstream.route('v16-webapp.tiktokcdn.com')?.[0].label).toBe('socks5://tt.example:1080');
    expect(upstream.route('www.youtube.com')).toBeNull();
  });

  it.each([
    [{ UPSTREAM_PROXIES: 'ftp://proxy.example:21' }, /UPSTREAM_PROXIES: ftp:\/\/ proxies are not supported; use http:\/\/, https:\/\/ or socks5:\/\//],
    [{ UPSTREAM_PROXIES: 'socks4://proxy.example' }, /socks4:\/\/ proxies are not supported/],
    [{ UPSTREAM_PROXIES: 'proxy.example:3128' }, /UPSTREAM_PROXIES: .* (is not a URL|are not supported)/],
    [{ UPSTREAM_PROXIES: 'http://user:secret@proxy.example:3128/path' }, /has a path or query/],
    [{ UPSTREAM_PROXIES: 'http://a.example:1,http://a.example:1' }, /http:\/\/a\.example:1 is listed twice/],
    [{ UPSTREAM_PROXIES_YOUTUB: 'http://a.example:1' }, /UPSTREAM_PROXIES_YOUTUB names no platform; the platforms' variables are UPSTREAM_PROXIES_YOUTUBE, /],
    [{ UPSTREAM_PROXY_COOLDOWN_SECONDS: '0' }, /UPSTREAM_PROXY_COOLDOWN_SECONDS must be a whole number of seconds from 1 to 86400, got "0"/],
    [{ UPSTREAM_PROXY_CA_FILE: '/nonexistent/ca.pem', UPSTREAM_PROXIES: 'https://p.example' }, /UPSTREAM_PROXY_CA_FILE: \/nonexistent\/ca.pem cannot be read \(ENOENT\)/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => parseUpstreamConfig(env)).toThrow(message);
  });

  it('never shows credentials in a refusal', () => {
    for (const raw of ['http://user:hunter2@proxy.example:3128/path', 'http://user:hunter2@bad host']) {
      let message = '';
      try {
        parseUpstreamConfig({ UPSTREAM_PROXIES: raw });
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toMatch(/UPSTREAM_PROXIES/);
      expect(message).not.toContain('hunter2');
    }
  });

  it('reads a CA file of PEM certificates, and refuses one without', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-ca-'));
    try {
      const pem = path.join(dir, 'ca.pem');
      fs.writeFileSync(pem, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
      expect(parseUpstreamConfig({ UPSTREAM_PROXIES: 'https://p.example', UPSTREAM_PROXY_CA_FILE: pem }).ca).toContain('BEGIN CERTIFICATE');
      fs.writeFileSync(pem, 'not a certificate');
      expect(() => parseUpstreamConfig({ UPSTREAM_PROXIES: 'https://p.example', UPSTREAM_PROXY_CA_FILE: pem })).toThrow(/holds no PEM certificate/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the status line', () => {
  it('lists each pool by label, never a credential, and says why a configuration would stop the server', () => {
    expect(upstreamStatusLine({})).toBe('none: every request leaves from this server (UPSTREAM_PROXIES)');
    expect(upstreamStatusLine({ UPSTREAM_PROXIES_YOUTUBE: 'socks5://u:hunter2@yt.example:1080', UPSTREAM_PROXIES_VIMEO: 'direct', UPSTREAM_PROXIES: 'http://all.example:3128' })).toBe(
      'youtube: socks5://yt.example:1080; vimeo: direct; other hosts: http://all.example:3128',
    );
    expect(upstreamStatusLine({ UPSTREAM_PROXIES_TIKTOK: 'socks5://tt.example' })).toBe('tiktok: socks5://tt.example:1080; other hosts: direct');
    expect(upstreamStatusLine({ UPSTREAM_PROXIES: 'gopher://u:hunter2@x.example' })).toMatch(/^the server would not start: UPSTREAM_PROXIES: gopher:\/\/ proxies are not supported/);
  });
});
