/**
 * App passwords of the signed-in account (docs/ACCOUNTS.md, "App passwords"; docs/API.md, "App
 * passwords"): list, create (the password is in this one answer) and revoke. Only a session may
 * manage them: an API key or an app password cannot make more.
 */
import { appPasswordCreateInput } from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { audited, picked } from '../http/audit-trail.js';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { accountOf, requireAccount } from '../middleware/auth.js';
import { accountIdOf } from '../policies/access.js';
import type { AppPasswordService } from '../services/accounts/app-password.service.js';

// Never the password itself: only these fields of the answer go into the audit log.
const entry = { target: 'app_password', detail: picked('name', 'scope', 'basic_path') };

export function appPasswordRoutes(appPasswords: AppPasswordService) {
  const me = (c: Context<AppEnv>) => accountIdOf(accountOf(c));
  return new Hono<AppEnv>()
    .get('/account/app-passwords', requireAccount, async (c) =>
      ok(c, await appPasswords.list(me(c))),
    )
    .post(
      '/account/app-passwords',
      requireAccount,
      audited('account.app_password_create', entry),
      async (c) => {
        const input = await parseBody(c, appPasswordCreateInput);
        return ok(c, await appPasswords.create(accountOf(c), input), 'app password created');
      },
    )
    .delete(
      '/account/app-passwords/:id',
      requireAccount,
      audited('account.app_password_revoke', entry),
      async (c) =>
        ok(c, await appPasswords.revoke(me(c), c.req.param('id')), 'app password revoked'),
    );
}
