/**
 * Remembered Basic pairs across server instances, on every database dialect: two AuthServices over
 * one database stand for two instances, and a password changed through one ends the other's
 * remembered pair at once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/create-test-app.js';
import { testDialects } from '../../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import type { AdminPrincipal } from '../../policies/access.js';
import { AdminRepository } from '../../repositories/admin.repository.js';
import { AttemptWindowRepository } from '../../repositories/attempt-window.repository.js';
import { SignInFailureRepository } from '../../repositories/sign-in-failure.repository.js';
import { DatabaseAttemptLimiter } from '../attempts/index.js';
import { AuthService } from './auth.service.js';
import { createAccountSecurity } from './security.js';

const CLIENT = '192.0.2.7';

describe.each(testDialects)('AuthService Basic pairs on $name', (dialect) => {
  let handle: DatabaseHandle;
  let clock: TestClock;
  let instances: [AuthService, AuthService];
  const service = () => {
    const secret = 'test-secret-test-secret-test-secret-0123';
    const attempts = new DatabaseAttemptLimiter(new AttemptWindowRepository(handle.db), () =>
      clock.now().getTime(),
    );
    const security = createAccountSecurity(handle.db, secret, clock, attempts);
    return new AuthService({
      admins: new AdminRepository(handle.db),
      secret,
      clock,
      sessionTtlMs: 3600_000,
      signInFailures: new SignInFailureRepository(handle.db),
      attempts,
      sessions: security.sessionRows,
      twoFactor: security.twoFactor,
    });
  };
  const status = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 200,
      (error: unknown) => (error as { status?: number }).status ?? 500,
    );

  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    clock = new TestClock(new Date('2026-03-01T10:00:00Z'));
    instances = [service(), service()];
    await instances[0].ensureInitialAdmin('admin', 'first password');
  });
  afterEach(() => handle.close());

  it('makes the first admin once when instances starting together all try', async () => {
    await handle.db.deleteFrom('admins').execute();
    const results = await Promise.all(
      [service(), service(), service()].map((auth) => auth.ensureInitialAdmin('root')),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const rows = await handle.db.selectFrom('admins').select('username').execute();
    expect(rows).toEqual([{ username: 'root' }]);
  });

  it('ends a remembered pair on every instance as soon as the password changes', async () => {
    const [a, b] = instances;
    const principal = (await a.checkPasswordRemembered(
      'admin',
      'first password',
      CLIENT,
    )) as AdminPrincipal;
    expect(principal.username).toBe('admin');
    expect(await status(a.checkPasswordRemembered('admin', 'first password', CLIENT))).toBe(200);

    await b.changePassword(
      principal,
      { currentPassword: 'first password', newPassword: 'second password' },
      CLIENT,
    );
    expect(await status(a.checkPasswordRemembered('admin', 'first password', CLIENT))).toBe(401);
    expect(await status(a.checkPasswordRemembered('admin', 'second password', CLIENT))).toBe(200);
  });

  it('still refuses a wrong password while the right one is remembered', async () => {
    const [a] = instances;
    expect(await status(a.checkPasswordRemembered('admin', 'first password', CLIENT))).toBe(200);
    expect(await status(a.checkPasswordRemembered('admin', 'first passwordX', CLIENT))).toBe(401);
    expect(await status(a.checkPasswordRemembered('other', 'first password', CLIENT))).toBe(401);
  });
});
