/**
 * The dashboard's failed sign-ins are counted in the database: the last 24 hours summed, addresses
 * counted once, older hours forgotten, and two instances on one database answer the same totals
 * (docs/DEPLOY.md). SQLite and PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import { SignInFailureRepository } from '../../repositories/sign-in-failure.repository.js';
import { testDialects } from '../../../test/databases.js';
import { SignInWatch } from './sign-in-watch.js';

describe.each(testDialects)('SignInWatch on $name', (dialect) => {
  let handle: DatabaseHandle;
  let now: number;
  let watches: [SignInWatch, SignInWatch];
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    now = Date.parse('2026-03-01T10:00:00Z');
    const repository = new SignInFailureRepository(handle.db);
    watches = [new SignInWatch(() => now, repository), new SignInWatch(() => now, repository)];
  });
  afterEach(() => handle.close());

  it('sums the last 24 hours of both instances, counting addresses once, and forgets older hours', async () => {
    const [a, b] = watches;
    await a.record('192.0.2.1');
    now += 3600_000;
    await b.record('192.0.2.1');
    await a.record('192.0.2.2');
    const whole = {
      hours: 24,
      failedAttempts: 3,
      addresses: 2,
      lastFailureAt: '2026-03-01T11:00:00.000Z',
    };
    expect(await a.summary()).toEqual(whole);
    expect(await b.summary()).toEqual(whole);
    now += 23 * 3600_000;
    expect(await b.summary()).toMatchObject({ failedAttempts: 2, addresses: 2 });
    now += 3600_000;
    const none = { hours: 24, failedAttempts: 0, addresses: 0, lastFailureAt: null };
    expect(await a.summary()).toEqual(none);
    // A failure in a new hour forgets the rows of hours no summary counts any more.
    await a.record('192.0.2.3');
    const rows = await handle.db.selectFrom('sign_in_failures').select('address').execute();
    expect(rows.map((row) => row.address)).toEqual(['192.0.2.3']);
  });
});
