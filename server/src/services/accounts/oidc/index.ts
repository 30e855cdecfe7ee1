/**
 * Single sign-on with OpenID Connect (docs/ACCOUNTS.md, "Single sign-on"): the admin's settings,
 * the sign-in and link flows, and each account's linked identities.
 */
import type { OidcIdentityInfo } from '@cloudpaste/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { notFound } from '../../../errors.js';
import type { AttemptLimiter } from '../../../lib/attempt-limiter.js';
import { SecretBox } from '../../../lib/secret-box.js';
import type { Clock } from '../../../lib/time.js';
import { AdminRepository } from '../../../repositories/admin.repository.js';
import { OidcRepository, type OidcIdentityRow } from '../../../repositories/oidc.repository.js';
import type { AuthService } from '../auth.service.js';
import { OidcProvider } from './oidc-provider.js';
import { OidcSettingsService } from './oidc-settings.service.js';
import { OidcSignInService } from './oidc-sign-in.service.js';

export type { OidcOutcome } from './oidc-sign-in.service.js';
export { OIDC_FLOW_TTL_MS } from './oidc-sign-in.service.js';
export type { OidcSettingsService, OidcSignInService };

export interface OidcServices {
  settings: OidcSettingsService;
  signIn: OidcSignInService;
  identities: {
    list(accountId: string): Promise<OidcIdentityInfo[]>;
    /** Removes one of the account's links (404 for another account's); answers what it was. */
    unlink(accountId: string, id: string): Promise<OidcIdentityInfo>;
  };
}

export function createOidcServices(o: {
  db: Kysely<Database>;
  secret: string;
  clock: Clock;
  attempts: AttemptLimiter;
  auth: AuthService;
}): OidcServices {
  const rows = new OidcRepository(o.db);
  const settings = new OidcSettingsService({ rows, box: new SecretBox(o.secret), clock: o.clock });
  const signIn = new OidcSignInService({
    rows,
    admins: new AdminRepository(o.db),
    settings,
    provider: new OidcProvider(o.clock),
    openSession: (accountId, client) => o.auth.openSession(accountId, client),
    secret: o.secret,
    clock: o.clock,
    attempts: o.attempts,
  });
  return {
    settings,
    signIn,
    identities: {
      list: async (accountId) => (await rows.identitiesOf(accountId)).map(infoOf),
      async unlink(accountId, id) {
        const found = (await rows.identitiesOf(accountId)).find((row) => row.id === id);
        if (!found || !(await rows.deleteIdentity(accountId, id)))
          throw notFound('oidc.identityNotFound');
        return infoOf(found);
      },
    },
  };
}

function infoOf(row: OidcIdentityRow): OidcIdentityInfo {
  const { id, issuer, subject, created_at, last_login_at } = row;
  return { id, issuer, subject, created_at, last_login_at };
}
