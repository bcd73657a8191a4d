import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6 ones', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientNetwork('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reduces IPv6 addresses to their /64, however they are written', () => {
    const net = '2001:db8:0:1::/64';
    for (const ip of ['2001:db8:0:1::1', '2001:DB8:0:1:ffff:ffff:ffff:ffff', '2001:0db8:0000:0001:0:0:0:9'])
      expect(clientNetwork(ip)).toBe(net);
    expect(clientNetwork('2001:db8:0:2::1')).not.toBe(net);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
