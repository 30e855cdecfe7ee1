/**
 * Sign-in of every account (admin or user, docs/ACCOUNTS.md), logout, the admin token check and
 * the admin's password change (docs/API.md, "Admin account").
 */
import { changePasswordInput, loginInput } from '@cloudpaste/contracts';
import { Hono } from 'hono';
import { AppError } from '../errors.js';
import { actorOf, audited, recordAudit } from '../http/audit-trail.js';
import { ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { adminOf, requireAccount, requireAdmin } from '../middleware/auth.js';
import { clientAddress } from '../middleware/client-address.js';
import type { AuthService } from '../services/accounts/auth.service.js';
import type { TrustProxy } from '../lib/trust-proxy.js';

export function authRoutes(auth: AuthService, trustProxy: TrustProxy) {
  return new Hono<AppEnv>()
    .post('/admin/login', async (c) => {
      const input = await parseBody(c, loginInput);
      // A failure names the username tried, never the password. A refusal while the address or
      // account must wait (429) checked no password: the dashboard counts those (sign-in-watch),
      // and recording each would let a flood of them fill the log.
      const tried = { kind: 'anonymous', id: null, label: input.username } as const;
      const client = {
        address: clientAddress(c, trustProxy),
        userAgent: c.req.header('User-Agent') ?? null,
      };
      const result = await auth.login(input, client).catch(async (error) => {
        const status = error instanceof AppError ? error.status : 500;
        if (status !== 429) {
          await recordAudit(c, { action: 'auth.login.failure', actor: tried, detail: { status } });
        }
        throw error;
      });
      // Two-factor sign-in on: no session yet, the code comes to /admin/login/two-factor.
      if (!('token' in result)) return ok(c, result, 'enter the code from your authenticator app');
      const admin = await auth.authenticate(result.token);
      await recordAudit(c, { action: 'auth.login.success', actor: actorOf(admin) });
      return ok(c, result, 'login successful');
    })
    .post('/admin/logout', requireAccount, audited('auth.logout'), async (c) => {
      await auth.logout(c.get('adminToken') ?? '');
      return ok(c, null, 'logged out');
    })
    .get('/test/admin-token', (c) => {
      const admin = adminOf(c);
      return ok(
        c,
        { valid: true, username: admin.username, expiresAt: admin.expiresAt ?? null },
        'token is valid',
      );
    })
    .post('/admin/change-password', requireAdmin, audited('auth.password_change'), async (c) => {
      const input = await parseBody(c, changePasswordInput);
      const result = await auth.changePassword(adminOf(c), input, clientAddress(c, trustProxy));
      return ok(c, result, 'account updated, please log in again');
    });
}
