import { WindowLimiter } from '../../infra/rateLimit';
import { clientKeys, pastThreshold } from './adaptive';

describe('the adaptive mode’s client keys', () => {
  it('counts an IPv4 address alone, and an IPv4 address written as IPv6 as that address', () => {
    expect(clientKeys('203.0.113.7')).toEqual(['ip:203.0.113.7']);
    expect(clientKeys('::ffff:203.0.113.7')).toEqual(['ip:203.0.113.7']);
  });

  it('counts an IPv6 address under itself and its /64, however it is written', () => {
    expect(clientKeys('2001:DB8:0:12::1')).toEqual(['ip:2001:db8:0:12:0:0:0:1', 'net:2001:db8:0:12::/64']);
    expect(clientKeys('2001:db8:0:12:abcd:1:2:3')).toEqual(['ip:2001:db8:0:12:abcd:1:2:3', 'net:2001:db8:0:12::/64']);
    expect(clientKeys('fe80::1%eth0')).toEqual(['ip:fe80:0:0:0:0:0:0:1', 'net:fe80:0:0:0::/64']);
    expect(clientKeys('::1')).toEqual(['ip:0:0:0:0:0:0:0:1', 'net:0:0:0:0::/64']);
  });

  it('asks a client past the threshold under its address or its /64', async () => {
    const limiter = new WindowLimiter(2, 60_000);
    expect(await pastThreshold(limiter, '2001:db8::1')).toBe(false);
    expect(await pastThreshold(limiter, '2001:db8::2')).toBe(false);
    // A third address of the /64: its own count is 1, the network's 3.
    expect(await pastThreshold(limiter, '2001:db8::3')).toBe(true);
    expect(await pastThreshold(limiter, '2001:db8:0:1::1')).toBe(false);
  });
});
