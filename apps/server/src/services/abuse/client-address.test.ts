import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('the key a client address is counted under', () => {
  it('is the IPv4 address itself, also when written as IPv4-mapped IPv6', () => {
    for (const address of ['203.0.113.7', '::ffff:203.0.113.7']) expect(clientAddressKey(address), address).toBe('203.0.113.7');
  });
  it('is the /64 of an IPv6 address: one subscriber holds a whole /64 and could rotate through it', () => {
    for (const address of ['2001:db8:1:2:aaaa::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff']) expect(clientAddressKey(address), address).toBe('2001:db8:1:2::');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8::');
    expect(clientAddressKey('2001:db8:0:0:9::1')).toBe(clientAddressKey('2001:db8::1'));
    expect(clientAddressKey('2001:db8:0:1::1')).not.toBe(clientAddressKey('2001:db8::1'));
  });
  it('keeps anything else as it came (a unix socket, a test double)', () => {
    for (const address of ['', 'not-an-ip']) expect(clientAddressKey(address), address).toBe(address);
  });
});
