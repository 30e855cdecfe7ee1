/**
 * Accounts (docs/ACCOUNTS.md, docs/API.md "Users"): the admin's user management, invitation links
 * the invitee opens without credentials, and every account's own page.
 */
import {
  acceptInvitationInput,
  registerInput,
  changePasswordInput,
  createUserInput,
  deleteUserInput,
  resetPasswordInput,
  updateAccountInput,
  updateUserInput,
} from '@cloudpaste/contracts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { audited, picked } from '../http/audit-trail.js';
import { created, ok } from '../http/respond.js';
import type { AppEnv } from '../http/types.js';
import { parseBody } from '../http/validate.js';
import { accountOf, adminOf, requireAccount, requireAdmin } from '../middleware/auth.js';
import { clientAddress } from '../middleware/client-address.js';
import type { TrustProxy } from '../lib/trust-proxy.js';
import type { AuthService, UserService } from '../services/accounts/index.js';

/** A user's entries name the account and what it may do; never a password or invitation token. */
const userAudit = {
  target: 'user',
  detail: picked('username', 'role', 'status', 'permissions', 'basic_path', 'mount_ids'),
};

/** The created account's fields, not the answer's `invitation` (its token is shown once). */
const createdAudit = {
  target: 'user',
  detail: (_c: Context<AppEnv>, data: Record<string, unknown> | null) => {
    const user = data?.user as Record<string, unknown> | undefined;
    return user ? picked('id', 'username', 'role', 'permissions', 'basic_path')(_c, user) : null;
  },
};

export function userRoutes(users: UserService, auth: AuthService, trustProxy: TrustProxy) {
  return new Hono<AppEnv>()
    .get('/admin/users', requireAdmin, async (c) => ok(c, await users.list()))
    .post('/admin/users', requireAdmin, audited('user.create', createdAudit), async (c) => {
      const input = await parseBody(c, createUserInput);
      return created(c, await users.create(input), 'account created');
    })
    .put('/admin/users/:id', requireAdmin, audited('user.update', userAudit), async (c) => {
      const input = await parseBody(c, updateUserInput);
      return ok(c, await users.update(c.req.param('id'), input, adminOf(c)), 'account updated');
    })
    .post(
      '/admin/users/:id/password',
      requireAdmin,
      audited('user.password_reset', { target: 'user', detail: picked('username') }),
      async (c) => {
        const input = await parseBody(c, resetPasswordInput);
        return ok(c, await users.resetPassword(c.req.param('id'), input), 'password reset');
      },
    )
    .delete(
      '/admin/users/:id',
      requireAdmin,
      audited('user.delete', {
        target: 'user',
        detail: async (c) => ({ ...(await c.req.json<Record<string, unknown>>()) }),
      }),
      async (c) => {
        const input = await parseBody(c, deleteUserInput);
        await users.remove(c.req.param('id'), input, adminOf(c));
        return ok(c, null, 'account deleted');
      },
    )
    .get('/invitations/:token', async (c) => ok(c, await users.invitation(c.req.param('token'))))
    .post(
      '/invitations/:token',
      audited('user.invitation_accept', { target: 'user', detail: picked('username') }),
      async (c) => {
        const input = await parseBody(c, acceptInvitationInput);
        const result = await users.acceptInvitation(c.req.param('token'), input);
        return ok(c, result, 'password set, you can sign in');
      },
    )
    .get('/register', async (c) => ok(c, await users.registrationState()))
    .post(
      '/register',
      audited('user.register', { target: 'user', detail: picked('username') }),
      async (c) => {
        const input = await parseBody(c, registerInput);
        const made = await users.register(input, clientAddress(c, trustProxy));
        return created(c, made, 'account created, waiting for approval');
      },
    )
    .get('/account', requireAccount, async (c) => ok(c, await users.account(accountOf(c))))
    .get('/account/quota', requireAccount, async (c) => ok(c, await users.quota(accountOf(c))))
    .put('/account', requireAccount, audited('account.update'), async (c) => {
      const input = await parseBody(c, updateAccountInput);
      return ok(c, await users.updateAccount(accountOf(c), input), 'account updated');
    })
    .post('/account/password', requireAccount, audited('auth.password_change'), async (c) => {
      const input = await parseBody(c, changePasswordInput);
      const result = await auth.changePassword(accountOf(c), input, clientAddress(c, trustProxy));
      return ok(c, result, 'account updated, please log in again');
    });
}
