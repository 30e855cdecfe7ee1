/**
 * Sessions and two-factor sign-in (docs/ACCOUNTS.md, "Sessions" and "Two-factor sign-in";
 * docs/API.md, "Account security"): the second step of a sign-in, every account's own sessions
 * and TOTP, and the admin's view of a user's.
 */
import {
  twoFactorConfirmInput,
  twoFactorProofInput,
  twoFactorSignInInput,
} from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AppError } from '../errors.js';
import { actorOf, audited, recordAudit } from '../http/audit-trail.js';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { accountOf, requireAccount, requireAdmin } from '../middleware/auth.js';
import { clientAddress } from '../middleware/client-address.js';
import type { TrustProxy } from '../lib/trust-proxy.js';
import { accountIdOf } from '../policies/access.js';
import type { AccountSecurity, AuthService } from '../services/accounts/index.js';

const session = { target: 'session' } as const;

export function accountSecurityRoutes(
  auth: AuthService,
  { sessions, twoFactor }: AccountSecurity,
  trustProxy: TrustProxy,
) {
  const address = (c: Context<AppEnv>) => clientAddress(c, trustProxy);
  const me = (c: Context<AppEnv>) => accountIdOf(accountOf(c));
  const token = (c: Context<AppEnv>) => c.get('adminToken') ?? '';

  return new Hono<AppEnv>()
    .post('/admin/login/two-factor', async (c) => {
      const input = await parseBody(c, twoFactorSignInInput);
      const client = { address: address(c), userAgent: c.req.header('User-Agent') ?? null };
      const done = await auth.loginWithCode(input, client).catch(async (error) => {
        const status = error instanceof AppError ? error.status : 500;
        const tried = { kind: 'anonymous', id: null, label: null } as const;
        if (status !== 429)
          await recordAudit(c, {
            action: 'auth.login.failure',
            actor: tried,
            detail: { status, two_factor: true },
          });
        throw error;
      });
      const actor = actorOf(await auth.authenticate(done.result.token));
      await recordAudit(c, {
        action: 'auth.login.success',
        actor,
        detail: { two_factor: done.used },
      });
      if (done.used === 'recovery')
        await recordAudit(c, { action: 'account.two_factor_recovery_used', actor });
      return ok(c, done.result, 'login successful');
    })
    .get('/account/sessions', requireAccount, async (c) =>
      ok(c, await sessions.list(me(c), token(c))),
    )
    .post(
      '/account/sessions/end-others',
      requireAccount,
      audited('account.sessions_end_others', { detail: (_c, data) => data }),
      async (c) => ok(c, await sessions.endOthers(me(c), token(c)), 'other sessions ended'),
    )
    .delete(
      '/account/sessions/:id',
      requireAccount,
      audited('account.session_end', session),
      async (c) => {
        await sessions.end(me(c), c.req.param('id'));
        return ok(c, null, 'session ended');
      },
    )
    .get('/account/two-factor', requireAccount, async (c) => ok(c, await twoFactor.status(me(c))))
    .post('/account/two-factor/enrol', requireAccount, async (c) =>
      ok(c, await twoFactor.enrol(me(c)), 'scan the code, then confirm with a code'),
    )
    .post(
      '/account/two-factor/confirm',
      requireAccount,
      audited('account.two_factor_enable'),
      async (c) => {
        const input = await parseBody(c, twoFactorConfirmInput);
        return ok(c, await twoFactor.confirm(me(c), input.code, address(c)), 'two-factor on');
      },
    )
    .post(
      '/account/two-factor/disable',
      requireAccount,
      audited('account.two_factor_disable'),
      async (c) => {
        const input = await parseBody(c, twoFactorProofInput);
        await twoFactor.disable(me(c), input, address(c));
        return ok(c, null, 'two-factor off');
      },
    )
    .post(
      '/account/two-factor/recovery-codes',
      requireAccount,
      audited('account.two_factor_recovery_regenerate'),
      async (c) => {
        const input = await parseBody(c, twoFactorProofInput);
        return ok(c, await twoFactor.regenerate(me(c), input, address(c)), 'new recovery codes');
      },
    )
    .get('/admin/users/:id/sessions', requireAdmin, async (c) =>
      ok(c, await sessions.list(c.req.param('id'))),
    )
    .get('/admin/users/:id/two-factor', requireAdmin, async (c) =>
      ok(c, await twoFactor.status(c.req.param('id'))),
    )
    .delete(
      '/admin/users/:id/sessions/:sessionId',
      requireAdmin,
      audited('user.session_end', {
        target: 'user',
        detail: (c) => ({ session_id: c.req.param('sessionId') }),
      }),
      async (c) => {
        await sessions.end(c.req.param('id'), c.req.param('sessionId'));
        return ok(c, null, 'session ended');
      },
    )
    .delete(
      '/admin/users/:id/two-factor',
      requireAdmin,
      audited('user.two_factor_disable', { target: 'user' }),
      async (c) => {
        await twoFactor.adminDisable(c.req.param('id'));
        return ok(c, null, 'two-factor off');
      },
    );
}
