import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../src/server/auth/client-network';

describe('the network a per-IP limit counts by', () => {
  it('is an IPv4 address as it is, also when a dual-stack socket reports it IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('203.0.113.8')).not.toBe(clientNetwork('203.0.113.7'));
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const net = clientNetwork('2001:db8:1:2::1');
    expect(net).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(net);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(net);
  });

  it('leaves what is not an IP address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
