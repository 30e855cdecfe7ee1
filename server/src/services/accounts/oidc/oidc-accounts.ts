/**
 * Which account a checked provider identity signs in as (docs/ACCOUNTS.md, "Single sign-on"): the
 * one linked to its (issuer, subject), never one found by username alone; else a new account when
 * the admin allows it. The admin claim makes the account an admin; it never demotes one.
 */
import { ErrorCode, USERNAME_MAX_LENGTH } from '@cloudpaste/contracts';
import type { AdminRow } from '../../../db/types.js';
import { AppError, conflict, forbidden } from '../../../errors.js';
import { newId } from '../../../lib/ids.js';
import type { Clock } from '../../../lib/time.js';
import type { AdminRepository } from '../../../repositories/admin.repository.js';
import type { OidcRepository } from '../../../repositories/oidc.repository.js';
import type { OidcClaims } from './oidc-provider.js';
import type { OidcSettings } from './oidc-settings.service.js';

/** No password verifies against it: the account signs in through its provider (or app passwords). */
const NO_PASSWORD = '!';

export interface OidcAccounts {
  admins: AdminRepository;
  rows: OidcRepository;
  clock: Clock;
}

/** The account for these claims, made when allowed; with whether it was made now. */
export async function accountFor(
  o: OidcAccounts,
  s: OidcSettings,
  claims: OidcClaims,
): Promise<{ account: AdminRow; created: boolean }> {
  const now = o.clock.now().toISOString();
  const identity = await o.rows.findIdentity(claims.iss, claims.sub);
  let account = identity ? await o.admins.findById(identity.account_id) : undefined;
  let created = false;
  if (!account) {
    if (!s.auto_create) throw forbidden('oidc.noAccount');
    account = await madeAccount(o, s, claims, now);
    created = true;
  }
  if (grantsAdmin(s, claims) && account.role !== 'admin') {
    await o.admins.update(account.id, { role: 'admin', updated_at: now });
    account = { ...account, role: 'admin' };
  }
  const linked = identity ?? (await o.rows.findIdentity(claims.iss, claims.sub));
  if (linked) await o.rows.touchIdentity(linked.id, now);
  return { account, created };
}

/** Links the identity to a signed-in account; 409 when it is linked to another one already. */
export async function link(o: OidcAccounts, accountId: string, claims: OidcClaims) {
  const now = o.clock.now().toISOString();
  const existing = await o.rows.findIdentity(claims.iss, claims.sub);
  if (existing?.account_id === accountId) return existing;
  const row = {
    id: newId(),
    account_id: accountId,
    issuer: claims.iss,
    subject: claims.sub,
    created_at: now,
    last_login_at: null,
  };
  if (existing || !(await o.rows.insertIdentity(row))) throw conflict('oidc.alreadyLinked');
  return row;
}

async function madeAccount(
  o: OidcAccounts,
  s: OidcSettings,
  claims: OidcClaims,
  now: string,
): Promise<AdminRow> {
  const username = usernameOf(claims[s.username_claim]);
  if (!username) throw new AppError(400, ErrorCode.BAD_REQUEST, 'oidc.usernameMissing');
  const id = newId();
  const name = typeof claims.name === 'string' ? claims.name.slice(0, 128) : null;
  const made = await o.admins.insertUnlessTaken({
    id,
    username,
    password_hash: NO_PASSWORD,
    display_name: name,
    role: grantsAdmin(s, claims) ? 'admin' : 'user',
    status: 'active',
    permissions: 0,
    created_at: now,
    updated_at: now,
  });
  // An account of that name exists: never taken over by a matching username (docs/ACCOUNTS.md).
  if (!made) throw conflict('oidc.usernameTaken');
  const row = { id: newId(), account_id: id, issuer: claims.iss, subject: claims.sub };
  if (!(await o.rows.insertIdentity({ ...row, created_at: now, last_login_at: null }))) {
    // Another callback linked this identity meanwhile: sign in as that account instead.
    await o.admins.delete(id);
    const other = await o.rows.findIdentity(claims.iss, claims.sub);
    const account = other && (await o.admins.findById(other.account_id));
    if (!account) throw forbidden('oidc.noAccount');
    return account;
  }
  const account = await o.admins.findById(id);
  if (!account) throw forbidden('oidc.noAccount');
  return account;
}

function usernameOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  return name && name.length <= USERNAME_MAX_LENGTH && /^[^\s:]+$/.test(name) ? name : null;
}

/** Whether the admin claim holds the admin value (equal, or among a list's values). */
export function grantsAdmin(s: OidcSettings, claims: OidcClaims): boolean {
  if (!s.admin_claim || !s.admin_value) return false;
  const value = claims[s.admin_claim];
  return Array.isArray(value) ? value.includes(s.admin_value) : value === s.admin_value;
}
