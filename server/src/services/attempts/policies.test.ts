import { describe, expect, it } from 'vitest';
import { accountKeys, addressKey } from './policies.js';
import { SignInWatch } from './sign-in-watch.js';

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

describe('SignInWatch', () => {
  it('sums the last 24 hours, counting addresses once, and forgets older hours', () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const watch = new SignInWatch(() => now);
    watch.record('192.0.2.1');
    now += 3600_000;
    watch.record('192.0.2.1');
    watch.record('192.0.2.2');
    expect(watch.summary()).toEqual({
      hours: 24,
      failedAttempts: 3,
      addresses: 2,
      lastFailureAt: '2026-03-01T11:00:00.000Z',
    });
    now += 23 * 3600_000;
    expect(watch.summary()).toMatchObject({ failedAttempts: 2, addresses: 2 });
    now += 3600_000;
    expect(watch.summary()).toEqual({
      hours: 24,
      failedAttempts: 0,
      addresses: 0,
      lastFailureAt: null,
    });
  });
});
