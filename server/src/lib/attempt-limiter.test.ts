import { describe, expect, it } from 'vitest';
import {
  MemoryAttemptLimiter,
  type AttemptKey,
  type BackOffEvent,
  type BackOffPolicy,
} from './attempt-limiter.js';

const POLICY: BackOffPolicy = {
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  forgetAfterMs: 60_000,
  clearOnSuccess: true,
};
const WHOLE_ADDRESS: BackOffPolicy = { ...POLICY, freeFailures: 5, clearOnSuccess: false };

function setUp() {
  let now = 1_000_000;
  const events: BackOffEvent[] = [];
  const limiter = new MemoryAttemptLimiter(
    () => now,
    (event) => events.push(event),
  );
  const key = (k: string, policy = POLICY): AttemptKey => ({ policy, key: k });
  /** One attempt on `keys` with the given outcome: the wait in seconds when refused, else 0. */
  const attempt = async (keys: AttemptKey[], outcome: 'failed' | 'succeeded') => {
    const reservation = await limiter.reserve(keys);
    if (!reservation.allowed) return reservation.retryAfterSeconds;
    await reservation[outcome]();
    return 0;
  };
  return { limiter, key, attempt, events, advance: (ms: number) => (now += ms) };
}

describe('MemoryAttemptLimiter', () => {
  it('allows the free failures, then doubles the wait after each further failure up to the cap', async () => {
    const { key, attempt, advance, events } = setUp();
    const k = [key('a')];
    for (let i = 0; i < 3; i++) expect(await attempt(k, 'failed')).toBe(0);
    expect(events).toEqual([{ key: 'a', failures: 3, delayMs: 1000 }]);
    for (const seconds of [1, 2, 4, 8, 8]) {
      expect(await attempt(k, 'failed')).toBe(seconds);
      advance(seconds * 1000 - 1);
      expect(await attempt(k, 'failed')).toBe(1);
      advance(1);
      expect(await attempt(k, 'failed')).toBe(0);
    }
    // Another key is not concerned.
    expect(await attempt([key('b')], 'failed')).toBe(0);
  });

  it('judges a burst of concurrent attempts no faster than one at a time past the free ones', async () => {
    const { limiter, key } = setUp();
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => limiter.reserve([key('a')])),
    );
    expect(reservations.filter((r) => r.allowed)).toHaveLength(3);
    expect(
      reservations.filter((r) => !r.allowed).map((r) => !r.allowed && r.retryAfterSeconds),
    ).toEqual(Array(17).fill(1));
    // Once they are judged wrong, the key waits; nothing more is let through meanwhile.
    for (const r of reservations) if (r.allowed) await r.failed();
    expect((await limiter.reserve([key('a')])).allowed).toBe(false);
  });

  it('checks and reserves every key at once: one waiting key refuses without counting on the others', async () => {
    const { key, attempt } = setUp();
    for (let i = 0; i < 3; i++)
      await attempt([key('account|x'), key('address', WHOLE_ADDRESS)], 'failed');
    expect(await attempt([key('account|x'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(1);
    // The refused attempt counted nowhere: the address has 2 free failures left.
    expect(await attempt([key('account|y'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(0);
    expect(await attempt([key('account|z'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(0);
    expect(await attempt([key('account|w'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(1);
  });

  it('forgets on success the keys that clear, never a whole address', async () => {
    const { key, attempt } = setUp();
    const keys = [key('account'), key('address', WHOLE_ADDRESS)];
    for (let i = 0; i < 2; i++) await attempt(keys, 'failed');
    expect(await attempt(keys, 'succeeded')).toBe(0);
    for (let i = 0; i < 2; i++) expect(await attempt(keys, 'failed')).toBe(0);
    // The account started again; the address remembered its 2 earlier failures (5 free).
    expect(await attempt(keys, 'failed')).toBe(0);
    expect(await attempt([key('other'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(1);
  });

  it('forgets failures after a quiet spell, and releases an abandoned attempt without counting it', async () => {
    const { limiter, key, attempt, advance } = setUp();
    for (let i = 0; i < 3; i++) await attempt([key('a')], 'failed');
    advance(60_000);
    expect(await attempt([key('a')], 'failed')).toBe(0);
    expect(await attempt([key('a')], 'failed')).toBe(0);
    const broken = await limiter.reserve([key('a')]);
    if (!broken.allowed) throw new Error('expected a reservation');
    await broken.abandoned();
    expect(await attempt([key('a')], 'failed')).toBe(0);
  });
});
