/** Sessions and two-factor sign-in of every account (docs/ACCOUNTS.md), made together. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { SecretBox } from '../../lib/secret-box.js';
import type { Clock } from '../../lib/time.js';
import { AdminRepository } from '../../repositories/admin.repository.js';
import { SessionRepository } from '../../repositories/session.repository.js';
import { TwoFactorRepository } from '../../repositories/two-factor.repository.js';
import { SessionService } from './session.service.js';
import { TwoFactorService } from './two-factor.service.js';

export interface AccountSecurity {
  sessions: SessionService;
  twoFactor: TwoFactorService;
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
  return {
    sessionRows,
    sessions: new SessionService({ sessions: sessionRows, secret, clock }),
    twoFactor: new TwoFactorService({
      admins: new AdminRepository(db),
      twoFactor: new TwoFactorRepository(db),
      box: new SecretBox(secret),
      secret,
      clock,
      attempts,
    }),
  };
}
