import { describe, expect, it } from 'vitest';
import { accountKeys, addressKey } from './policies.js';

describe('addressKey', () => {
  it('counts an IPv6 client by its /64, and an IPv4 one in either form by itself', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('unknown')).toBe('unknown');
  });

  it('keys an account by its username whatever its case', () => {
    expect(accountKeys('Admin', '192.0.2.1')[0]?.key).toBe(
      accountKeys('admin', '::ffff:192.0.2.1')[0]?.key,
    );
  });
});
