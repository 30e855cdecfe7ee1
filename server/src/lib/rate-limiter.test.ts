import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './rate-limiter.js';

describe('FailureLimiter', () => {
  it('blocks after max failures in the window and frees the key when the window passes', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('k').allowed).toBe(true);
      limiter.fail('k');
      now += 1000;
    }
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(limiter.check('other').allowed).toBe(true);
    now = 60_001;
    expect(limiter.check('k').allowed).toBe(true);
    limiter.fail('k');
    limiter.reset('k');
    expect(limiter.check('k').allowed).toBe(true);
  });
});
