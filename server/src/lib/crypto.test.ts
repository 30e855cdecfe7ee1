import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hashPassword,
  keyedHash,
  lowerPasswordCostForTests,
  randomToken,
  safeEqual,
  verifyPassword,
} from './crypto.js';

describe('crypto helpers', () => {
  // server/test/setup.ts lowers the cost for every other suite; each test here sets its own.
  afterEach(() => {
    vi.unstubAllEnvs();
    lowerPasswordCostForTests(true);
  });

  it('hashes passwords with a random salt and verifies them', async () => {
    lowerPasswordCostForTests(false);
    const a = await hashPassword('secret-1');
    const b = await hashPassword('secret-1');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret-1', a)).toBe(true);
    expect(await verifyPassword('secret-2', a)).toBe(false);
    expect(await verifyPassword('secret-1', 'md5$abc')).toBe(false);
  });

  it('hashes at N=2^10 only when the unit tests ask, and a hash of either cost verifies', async () => {
    lowerPasswordCostForTests(false);
    const strong = await hashPassword('secret-1');
    lowerPasswordCostForTests(true);
    const fast = await hashPassword('secret-1');
    expect(fast).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('secret-1', fast)).toBe(true);
    expect(await verifyPassword('secret-2', fast)).toBe(false);
    expect(await verifyPassword('secret-1', strong)).toBe(true);
  });

  it('refuses to lower the cost outside Vitest', () => {
    vi.stubEnv('VITEST', '');
    expect(() => lowerPasswordCostForTests(true)).toThrow(/unit tests only/);
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
