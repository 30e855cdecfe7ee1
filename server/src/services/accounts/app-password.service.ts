/**
 * App passwords (docs/ACCOUNTS.md, "App passwords"): named passwords an account makes for WebDAV
 * clients, shown once, kept as a keyed hash, revocable. Each is read-only or read-write and kept to
 * a folder; what it signs in as is read from its account on every request, so an account disabled,
 * narrowed or deleted through any instance narrows or stops its app passwords at once.
 */
import {
  ALL_PERMISSIONS,
  APP_PASSWORD_PREFIX,
  APP_PASSWORDS_PER_ACCOUNT,
  canAccessPath,
  ErrorCode,
  Permission,
  type AppPasswordCreated,
  type AppPasswordCreateInput,
  type AppPasswordInfo,
} from '@cloudpaste/contracts';
import type { AppPasswordRow } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import type { AccountPrincipal, UserPrincipal } from '../../policies/access.js';
import { accountIdOf, basePathOf } from '../../policies/access.js';
import type { AdminRepository } from '../../repositories/admin.repository.js';
import type { AppPasswordRepository } from '../../repositories/app-password.repository.js';
import { accountPrincipal } from './account-principal.js';

const SCOPE_BITS = {
  read: Permission.WEBDAV_READ,
  readwrite: Permission.WEBDAV_READ | Permission.WEBDAV_MANAGE,
} as const;
const LAST_USED_EVERY_MS = 60_000;

export interface AppPasswordServiceOptions {
  rows: AppPasswordRepository;
  admins: AdminRepository;
  secret: string;
  clock: Clock;
}

export class AppPasswordService {
  constructor(private readonly o: AppPasswordServiceOptions) {}

  async list(accountId: string): Promise<AppPasswordInfo[]> {
    return (await this.o.rows.listOf(accountId)).map(infoOf);
  }

  /** A new app password for the signed-in account, kept inside the account's own base path. */
  async create(
    owner: AccountPrincipal,
    input: AppPasswordCreateInput,
  ): Promise<AppPasswordCreated> {
    const accountId = accountIdOf(owner);
    const base = basePathOf(owner);
    const basicPath = input.basic_path ?? base;
    if (!canAccessPath(base, basicPath))
      throw new AppError(403, ErrorCode.PATH_FORBIDDEN, 'appPassword.outsideBase', { base });
    if ((await this.o.rows.countOf(accountId)) >= APP_PASSWORDS_PER_ACCOUNT)
      throw new AppError(409, ErrorCode.CONFLICT, 'appPassword.tooMany', {
        max: APP_PASSWORDS_PER_ACCOUNT,
      });
    const password = `${APP_PASSWORD_PREFIX}${randomToken(24)}`;
    const row: AppPasswordRow = {
      id: newId(),
      account_id: accountId,
      name: input.name,
      secret_hash: this.hash(password),
      scope: input.scope,
      basic_path: basicPath,
      created_at: this.o.clock.now().toISOString(),
      last_used_at: null,
    };
    await this.o.rows.insert(row);
    return { ...infoOf(row), password };
  }

  async revoke(accountId: string, id: string): Promise<AppPasswordInfo> {
    const row = await this.o.rows.delete(accountId, id);
    if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, 'appPassword.notFound');
    return infoOf(row);
  }

  /** Whether a Basic password is meant as an app password (then only an app password may pass). */
  isAppPassword(password: string): boolean {
    return password.startsWith(APP_PASSWORD_PREFIX);
  }

  /**
   * Who a username and app password sign in as: the account's own rights cut to the password's
   * scope and folder; null when the pair is wrong, the account is not active, or the account's
   * base path and the password's folder no longer meet.
   */
  async authenticate(username: string, password: string): Promise<UserPrincipal | null> {
    const row = await this.o.rows.findBySecretHash(this.hash(password));
    if (!row) return null;
    const account = await this.o.admins.findById(row.account_id);
    if (!account || account.username !== username || account.status !== 'active') return null;
    const owner = accountPrincipal(account.id, account);
    const basicPath = narrower(basePathOf(owner), row.basic_path);
    if (basicPath === null) return null;
    const now = this.o.clock.now();
    await this.o.rows.touch(
      row.id,
      now.toISOString(),
      new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString(),
    );
    const ownerBits = owner.type === 'admin' ? ALL_PERMISSIONS : owner.permissions;
    return {
      type: 'user',
      userId: account.id,
      username: account.username,
      permissions: ownerBits & SCOPE_BITS[row.scope],
      basicPath,
      mountIds: owner.type === 'admin' ? null : owner.mountIds,
    };
  }

  private hash(password: string): string {
    return keyedHash(this.o.secret, `app-password:${password}`);
  }
}

/** The deeper of two nested folders; null when neither holds the other. */
function narrower(a: string, b: string): string | null {
  if (canAccessPath(a, b)) return b;
  if (canAccessPath(b, a)) return a;
  return null;
}

function infoOf(row: AppPasswordRow): AppPasswordInfo {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    basic_path: row.basic_path,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}
