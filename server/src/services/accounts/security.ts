/**
 * Sessions, two-factor sign-in and app passwords of every account (docs/ACCOUNTS.md), made
 * together.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { SecretBox } from '../../lib/secret-box.js';
import type { Clock } from '../../lib/time.js';
import { AdminRepository } from '../../repositories/admin.repository.js';
import { AppPasswordRepository } from '../../repositories/app-password.repository.js';
import { SessionRepository } from '../../repositories/session.repository.js';
import { TwoFactorRepository } from '../../repositories/two-factor.repository.js';
import { AppPasswordService } from './app-password.service.js';
import { SessionService } from './session.service.js';
import { TwoFactorService } from './two-factor.service.js';

export interface AccountSecurity {
  sessions: SessionService;
  twoFactor: TwoFactorService;
  /** Named WebDAV passwords (docs/ACCOUNTS.md, "App passwords"). */
  appPasswords: AppPasswordService;
  /** The session rows AuthService marks as seen. */
  sessionRows: SessionRepository;
}

export function createAccountSecurity(
  db: Kysely<Database>,
  secret: string,
  clock: Clock,
  attempts: AttemptLimiter,
): AccountSecurity {
  const sessionRows = new SessionRepository(db);
  const admins = new AdminRepository(db);
  return {
    sessionRows,
    sessions: new SessionService({ sessions: sessionRows, secret, clock }),
    appPasswords: new AppPasswordService({
      rows: new AppPasswordRepository(db),
      admins,
      secret,
      clock,
    }),
    twoFactor: new TwoFactorService({
      admins,
      twoFactor: new TwoFactorRepository(db),
      box: new SecretBox(secret),
      secret,
      clock,
      attempts,
    }),
  };
}
