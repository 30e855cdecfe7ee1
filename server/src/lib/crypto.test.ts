import { describe, expect, it } from 'vitest';
import { hashPassword, keyedHash, randomToken, safeEqual, verifyPassword } from './crypto.js';

describe('crypto helpers', () => {
  it('hashes passwords with a random salt and verifies them', async () => {
    const a = await hashPassword('secret-1');
    const b = await hashPassword('secret-1');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret-1', a)).toBe(true);
    expect(await verifyPassword('secret-2', a)).toBe(false);
    expect(await verifyPassword('secret-1', 'md5$abc')).toBe(false);
  });

  it('makes 256-bit tokens and keyed hashes', () => {
    expect(Buffer.from(randomToken(), 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(randomToken());
    expect(keyedHash('k1', 'v')).not.toBe(keyedHash('k2', 'v'));
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
