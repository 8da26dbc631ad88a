import { EgressGuard } from './egressGuard';
import { isForbiddenAddress, canonicalIp } from './addressPolicy';
import { FETCH_MESSAGES } from './errors';

describe('address policy', () => {
  it.each([
    '127.0.0.1', '127.255.255.254', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.1',
    '100.64.0.1', '100.127.255.255', '224.0.0.1', '239.255.255.250', '0.0.0.0', '255.255.255.255', '240.0.0.1', '192.0.2.5',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1',
    '::ffff:169.254.169.254', '0:0:0:0:0:ffff:7f00:0001', '64:ff9b::7f00:1', '2002:7f00:1::', '2001:db8::1', '[::1]', 'fe80::1%eth0',
    'not-an-ip',
  ])('refuses %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(false);
  });

  it('reads IPv4-mapped IPv6 in both spellings as IPv4', () => {
    expect(canonicalIp('[::ffff:127.0.0.1]')).toBe('127.0.0.1');
    expect(canonicalIp('::ffff:7f00:1')).toBe('127.0.0.1');
  });
});

describe('EgressGuard', () => {
  const resolver = jest.fn(async (host: string) => {
    if (host === 'internal.example') return [{ address: '10.0.0.7', family: 4 as const }];
    if (host === 'mixed.example') return [{ address: '93.184.216.34', family: 4 as const }, { address: '127.0.0.1', family: 4 as const }];
    if (host === 'metadata.example') return [{ address: 'fd00:ec2::254', family: 6 as const }];
    // What the system's resolver throws (dns.lookup): the code of getaddrinfo's failure.
    const failure = /^(enotfound|enodata|eai_again|eai_fail|eai_memory)\.example$/.exec(host)?.[1];
    if (failure) throw Object.assign(new Error(`getaddrinfo ${failure.toUpperCase()} ${host}`), { code: failure.toUpperCase() });
    if (host === 'empty.example') return [];
    return [{ address: '93.184.216.34', family: 4 as const }];
  });
  const guard = new EgressGuard(['127.0.0.1:4321', 'trusted.local'], resolver);
  const check = (raw: string) => guard.check(guard.parseUrl(raw));

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://017700000001/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[::1]:8080/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://100.64.1.1/',
    'http://224.0.0.251/',
    'http://0.0.0.0/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://app.localhost/',
    'http://127.0.0.1:4322/',
    'https://internal.example/',
    'https://mixed.example/',
    'https://metadata.example/',
  ])('refuses %s with the human message', async (raw) => {
    await expect(check(raw)).rejects.toMatchObject({ statusCode: 400, message: FETCH_MESSAGES.forbiddenAddress });
  });

  it.each(['ftp://example.com/a.mp4', 'file:///etc/passwd', 'gopher://example.com/', 'javascript:alert(1)', 'data:text/plain,hi'])('refuses the scheme of %s', (raw) => {
    expect(() => guard.parseUrl(raw)).toThrow(FETCH_MESSAGES.badScheme);
  });

  it.each(['enotfound', 'enodata', 'empty'])('answers a name that does not resolve (%s) with 422, the site could not be found', async (name) => {
    await expect(check(`https://${name}.example/a.jpg`)).rejects.toMatchObject({ statusCode: 422, message: FETCH_MESSAGES.hostNotFound, code: 'fetch.host_not_found' });
  });

  it('answers a name under .invalid (RFC 6761) with 422 without asking the resolver', async () => {
    resolver.mockClear();
    await expect(check('https://cdn.scanner.invalid/a.jpg')).rejects.toMatchObject({ statusCode: 422, code: 'fetch.host_not_found' });
    expect(resolver).not.toHaveBeenCalled();
  });

  it.each(['eai_again', 'eai_fail', 'eai_memory'])('answers a resolver that gives no answer (%s) with 502, could not connect', async (name) => {
    await expect(check(`https://${name}.example/a.jpg`)).rejects.toMatchObject({ statusCode: 502, message: FETCH_MESSAGES.unreachable, code: 'fetch.unreachable' });
  });

  it('refuses text that is no URL', () => {
    expect(() => guard.parseUrl('not a url')).toThrow(FETCH_MESSAGES.invalidUrl);
  });

  it('refuses a link with a raw control character inside, which the URL parser would drop or encode', () => {
    for (const c of ['\u0000', '\t', '\n', '\u001b', '\u007f', '\u0085']) expect(() => guard.parseUrl(`https://public.example/a${c}b`)).toThrow(FETCH_MESSAGES.invalidUrl);
    // Whitespace around the link is trimmed, and a percent-encoded control character is an ordinary part of a URL.
    expect(guard.parseUrl(' https://public.example/a%00b\n').toString()).toBe('https://public.example/a%00b');
  });

  it('returns the checked addresses of a public name, resolved once', async () => {
    resolver.mockClear();
    await expect(check('https://public.example/video')).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(resolver).toHaveBeenCalledTimes(1);
  });

  it('lets trusted host:port (and only that port) through, and trusted names on any port', async () => {
    await expect(check('http://127.0.0.1:4321/a')).resolves.toBeNull();
    await expect(check('http://127.0.0.1:4322/a')).rejects.toThrow(FETCH_MESSAGES.forbiddenAddress);
    await expect(check('http://trusted.local:9/a')).resolves.toBeNull();
  });

  it('refuses outright, without DNS, what no resolution could make allowed', () => {
    resolver.mockClear();
    for (const raw of ['http://127.0.0.1/a.mp4', 'http://[::1]/a', 'http://0x7f000001/a', 'http://localhost/a', 'http://a.localhost/a', 'file:///etc/passwd', 'not a url', 'http://10.0.0.1/a']) {
      expect(guard.refusesOutright(raw)).toBe(true);
    }
    for (const raw of ['https://public.example/a.mp4', 'http://93.184.216.34/a', 'http://127.0.0.1:4321/a', 'http://trusted.local/a']) {
      expect(guard.refusesOutright(raw)).toBe(false);
    }
    expect(resolver).not.toHaveBeenCalled();
  });

  it('hands net exactly the checked addresses (no second DNS query)', () => {
    const lookup = EgressGuard.lookupFrom([{ address: '93.184.216.34', family: 4 }]);
    const all = jest.fn();
    const one = jest.fn();
    (lookup as unknown as (h: string, o: object, cb: jest.Mock) => void)('evil.example', { all: true }, all);
    (lookup as unknown as (h: string, o: object, cb: jest.Mock) => void)('evil.example', {}, one);
    expect(all).toHaveBeenCalledWith(null, [{ address: '93.184.216.34', family: 4 }]);
    expect(one).toHaveBeenCalledWith(null, '93.184.216.34', 4);
  });
});
