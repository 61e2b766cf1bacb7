import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('public addresses (what the server may fetch on a user\'s say-so)', () => {
  it('refuses loopback, private, link-local and mapped forms of them', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.10', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });
  it('refuses IPv4 hidden in IPv6: IPv4-compatible (::/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16)', () => {
    // Each carries an IPv4 address a gateway may route to: ::127.0.0.1, 64:ff9b::10.0.0.1, 2002:7f00:1::.
    for (const ip of ['::7f00:1', '::127.0.0.1', '::a00:1', '64:ff9b::a00:1', '64:ff9b::808:808', '2002:7f00:1::', '2002:808:808::1']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });
  it('accepts public ones', () => {
    for (const ip of ['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(ip), ip).toBe(true);
  });
});
