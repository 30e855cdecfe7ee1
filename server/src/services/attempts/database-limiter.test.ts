/**
 * The attempt limiter on every database dialect: the back-off rules, a burst of concurrent guesses
 * judged exactly, and two limiters over one database (two server instances) sharing each count.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import {
  PENDING_LEASE_MS,
  type AttemptKey,
  type BackOffEvent,
  type BackOffPolicy,
  type Reservation,
} from '../../lib/attempt-limiter.js';
import { AttemptWindowRepository } from '../../repositories/attempt-window.repository.js';
import { DatabaseAttemptLimiter } from './database-limiter.js';

const POLICY: BackOffPolicy = {
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  forgetAfterMs: 60_000,
  clearOnSuccess: true,
};
const WHOLE_ADDRESS: BackOffPolicy = { ...POLICY, freeFailures: 5, clearOnSuccess: false };
const key = (k: string, policy = POLICY): AttemptKey => ({ policy, key: k });

describe.each(testDialects)('DatabaseAttemptLimiter on $name', (dialect) => {
  let handle: DatabaseHandle;
  let now: number;
  let events: BackOffEvent[];
  /** One server instance's limiter; every one made shares the database. */
  const instance = () =>
    new DatabaseAttemptLimiter(
      new AttemptWindowRepository(handle.db),
      () => now,
      (event) => events.push(event),
    );
  let limiter: DatabaseAttemptLimiter;
  /** One attempt on `keys` with the given outcome: the wait in seconds when refused, else 0. */
  const attempt = async (
    keys: AttemptKey[],
    outcome: 'failed' | 'succeeded',
    through = limiter,
  ) => {
    const reservation = await through.reserve(keys);
    if (!reservation.allowed) return reservation.retryAfterSeconds;
    await reservation[outcome]();
    return 0;
  };
  const rows = () => handle.db.selectFrom('attempt_windows').select('key').orderBy('key').execute();

  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    now = 1_000_000;
    events = [];
    limiter = instance();
  });
  afterEach(() => handle.close());

  it('allows the free failures, then doubles the wait after each further failure up to the cap', async () => {
    const k = [key('a')];
    for (let i = 0; i < 3; i++) expect(await attempt(k, 'failed')).toBe(0);
    expect(events).toEqual([{ key: 'a', failures: 3, delayMs: 1000 }]);
    for (const seconds of [1, 2, 4, 8, 8]) {
      expect(await attempt(k, 'failed')).toBe(seconds);
      now += seconds * 1000 - 1;
      expect(await attempt(k, 'failed')).toBe(1);
      now += 1;
      expect(await attempt(k, 'failed')).toBe(0);
    }
    // Another key is not concerned.
    expect(await attempt([key('b')], 'failed')).toBe(0);
  });

  it('judges exactly the free attempts of 20 concurrent wrong guesses, whatever their order', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => attempt([key('a')], 'failed')),
    );
    expect(results.filter((r) => r === 0)).toHaveLength(3);
    expect(results.filter((r) => r > 0)).toHaveLength(17);
    const [row] = await handle.db.selectFrom('attempt_windows').selectAll().execute();
    expect(row).toMatchObject({ key: 'a', failures: 3, pending: 0 });
    // Judged wrong, the key waits; nothing more is let through meanwhile.
    expect(await attempt([key('a')], 'failed')).toBe(1);
  });

  it('holds 20 concurrent reservations to the free ones while none is decided', async () => {
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => limiter.reserve([key('a')])),
    );
    const allowed = reservations.filter((r): r is Reservation => r.allowed);
    expect(allowed).toHaveLength(3);
    expect(reservations.flatMap((r) => (r.allowed ? [] : [r.retryAfterSeconds]))).toEqual(
      Array(17).fill(1),
    );
    for (const r of allowed) await r.failed();
    expect((await limiter.reserve([key('a')])).allowed).toBe(false);
  });

  it('counts attempts spread over two instances against one limit', async () => {
    const instances = [limiter, instance()];
    const judged: number[] = [];
    for (let i = 0; i < 12; i++)
      judged.push(await attempt([key('account|x')], 'failed', instances[i % 2]));
    expect(judged.filter((wait) => wait === 0)).toHaveLength(3);
    // And concurrently, half through each.
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt([key('account|y')], 'failed', instances[i % 2])),
    );
    expect(concurrent.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('checks and reserves every key at once: one waiting key refuses without counting on the others', async () => {
    for (let i = 0; i < 3; i++)
      await attempt([key('account|x'), key('address', WHOLE_ADDRESS)], 'failed');
    expect(await attempt([key('account|x'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(1);
    // The refused attempt counted nowhere: the address has 2 free failures left.
    expect(await attempt([key('account|y'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(0);
    expect(await attempt([key('account|z'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(0);
    expect(await attempt([key('account|w'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(1);
  });

  it('forgets on success the keys that clear, never a whole address', async () => {
    const keys = [key('account'), key('address', WHOLE_ADDRESS)];
    for (let i = 0; i < 2; i++) await attempt(keys, 'failed');
    expect(await attempt(keys, 'succeeded')).toBe(0);
    for (let i = 0; i < 2; i++) expect(await attempt(keys, 'failed')).toBe(0);
    // The account started again; the address remembered its 2 earlier failures (5 free).
    expect(await attempt(keys, 'failed')).toBe(0);
    expect(await attempt([key('other'), key('address', WHOLE_ADDRESS)], 'failed')).toBe(1);
  });

  it('forgets failures after a quiet spell, and releases an abandoned attempt without counting it', async () => {
    for (let i = 0; i < 3; i++) await attempt([key('a')], 'failed');
    now += 60_000;
    expect(await attempt([key('a')], 'failed')).toBe(0);
    expect(await attempt([key('a')], 'failed')).toBe(0);
    const broken = await limiter.reserve([key('a')]);
    if (!broken.allowed) throw new Error('expected a reservation');
    await broken.abandoned();
    expect(await attempt([key('a')], 'failed')).toBe(0);
  });

  it('voids the reservations of an instance that died before deciding them, after their lease', async () => {
    for (let i = 0; i < 2; i++) await attempt([key('a')], 'failed');
    // The dead instance's reservation: never decided.
    expect((await limiter.reserve([key('a')])).allowed).toBe(true);
    const other = instance();
    expect(await attempt([key('a')], 'failed', other)).toBe(1);
    now += PENDING_LEASE_MS;
    expect(await attempt([key('a')], 'failed', other)).toBe(0);
  });

  it('sweeps the windows nothing is remembered in any more, and keeps the others', async () => {
    await attempt([key('old')], 'failed');
    now += 30_000;
    await attempt([key('recent')], 'failed');
    // A success leaves nothing to remember: no row at all.
    await attempt([key('right')], 'succeeded');
    expect((await rows()).map((r) => r.key)).toEqual(['old', 'recent']);
    now += 30_000;
    expect(await limiter.sweep()).toBe(1);
    expect((await rows()).map((r) => r.key)).toEqual(['recent']);
  });
});
