/**
 * The admin's user management and invitations (docs/ACCOUNTS.md): accounts listed, made with a
 * password or a one-use invitation link, changed, disabled, reset and deleted with their shares
 * kept (moved to another account) or deleted. Sessions are read from the database on every
 * request, so deleting an account's session rows ends them on every instance at once.
 */
import type {
  AcceptInvitationInput,
  AccountInfo,
  UpdateAccountInput,
  CreatedUser,
  CreateUserInput,
  DeleteUserInput,
  InvitationInfo,
  RegisterInput,
  RegistrationState,
  ResetPasswordInput,
  UpdateUserInput,
  QuotaState,
  UserAccount,
} from '@cloudpaste/contracts';
import type { AdminRow } from '../../db/types.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { hashPassword, keyedHash, randomToken } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import { accountIdOf, type AccountPrincipal } from '../../policies/access.js';
import type { AdminRepository } from '../../repositories/admin.repository.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { countFailure, signUpKeys } from '../attempts/index.js';
import { mountIdsOf } from './account-principal.js';

/** A password hash no password verifies against: an invited account until it sets one. */
const NO_PASSWORD = '!';
const HOUR_MS = 3_600_000;

/** What happens to an account's text and file shares when it is deleted (wired in services/). */
export interface AccountShares {
  /** Every share `from` created now belongs to `to`. */
  move(from: string, to: string): Promise<void>;
  /** Every share `from` created is deleted, stored files included. */
  remove(from: string): Promise<void>;
}

export interface UserServiceOptions {
  admins: AdminRepository;
  secret: string;
  clock: Clock;
  shares: AccountShares;
  /** Sign-ups count against the visitor's address (attempts/policies.ts, SIGN_UP). */
  attempts: AttemptLimiter;
  /** The allow_registration setting, read when a visitor signs up (docs/ACCOUNTS.md). */
  registrationOpen: () => Promise<boolean>;
  /** An account's quota and use (services/quotas), shown with it. */
  quotaOf: (accountId: string) => Promise<QuotaState>;
  /** Deletes the API keys the account owns (a deleted account's keys would only be refused). */
  deleteKeysOf: (accountId: string) => Promise<void>;
}

export class UserService {
  constructor(private readonly o: UserServiceOptions) {}

  async list(): Promise<UserAccount[]> {
    return Promise.all((await this.o.admins.list()).map((row) => this.withQuota(row)));
  }

  async create(input: CreateUserInput): Promise<CreatedUser> {
    const now = this.now();
    const invitation =
      input.invitation_hours === undefined
        ? null
        : {
            token: randomToken(),
            expires_at: new Date(Date.parse(now) + input.invitation_hours * HOUR_MS).toISOString(),
          };
    const row: AdminRow = {
      id: newId(),
      username: input.username,
      password_hash: input.password ? await hashPassword(input.password) : NO_PASSWORD,
      created_at: now,
      updated_at: now,
      role: input.role,
      display_name: input.display_name,
      status: 'active',
      permissions: input.permissions,
      basic_path: input.basic_path,
      mount_ids: input.mount_ids === null ? null : JSON.stringify(input.mount_ids),
      invitation_hash: invitation ? this.invitationHash(invitation.token) : null,
      invitation_expires_at: invitation?.expires_at ?? null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      totp_recovery: null,
      quota_bytes: input.quota_bytes ?? null,
      quota_file_bytes: input.quota_file_bytes ?? null,
      quota_shares: input.quota_shares ?? null,
    };
    if (!(await this.o.admins.insertUnlessTaken(row))) throw conflict('auth.usernameTaken');
    return { user: await this.withQuota(row), invitation };
  }

  /** The admin changes an account; never their own role or status, nor the last admin's. */
  async update(id: string, input: UpdateUserInput, actor: AccountPrincipal): Promise<UserAccount> {
    const row = await this.found(id);
    const demoted = input.role === 'user' && row.role === 'admin';
    const stopped = input.status !== undefined && input.status !== 'active';
    if ((demoted || stopped) && id === accountIdOf(actor)) throw forbidden('user.notSelf');
    if ((demoted || stopped) && row.role === 'admin') await this.keepAnAdmin();
    await this.o.admins.update(id, {
      display_name: input.display_name,
      role: input.role,
      status: input.status,
      permissions: input.permissions,
      basic_path: input.basic_path,
      mount_ids:
        input.mount_ids === undefined
          ? undefined
          : input.mount_ids === null
            ? null
            : JSON.stringify(input.mount_ids),
      ...quotaColumns(input),
      updated_at: this.now(),
    });
    // Two admins demoting each other at once both passed the check: whoever finds no admin left
    // puts their row back, so the instance always keeps one.
    if ((demoted || stopped) && (await this.o.admins.countActiveAdmins()) === 0) {
      await this.o.admins.update(id, { role: row.role, status: row.status });
      throw conflict('user.lastAdmin');
    }
    if (stopped) await this.o.admins.deleteSessionsOfAdmin(id);
    return this.withQuota(await this.found(id));
  }

  /** A new password chosen by the admin: every session of the account ends, an invitation too. */
  async resetPassword(id: string, input: ResetPasswordInput): Promise<UserAccount> {
    await this.found(id);
    await this.o.admins.update(id, {
      password_hash: await hashPassword(input.password),
      invitation_hash: null,
      invitation_expires_at: null,
      updated_at: this.now(),
    });
    await this.o.admins.deleteSessionsOfAdmin(id);
    return this.withQuota(await this.found(id));
  }

  async remove(id: string, input: DeleteUserInput, actor: AccountPrincipal): Promise<void> {
    const row = await this.found(id);
    if (id === accountIdOf(actor)) throw forbidden('user.notSelf');
    if (row.role === 'admin' && row.status === 'active') await this.keepAnAdmin();
    const target =
      input.shares !== 'move' || input.move_to === id
        ? undefined
        : await this.o.admins.findById(input.move_to ?? '');
    if (input.shares === 'move' && !target) throw badRequest('user.moveTargetMissing');
    // Its keys go first: what they made becomes the account's, then moves or goes with the rest.
    await this.o.deleteKeysOf(id);
    if (target) await this.o.shares.move(id, target.id);
    else await this.o.shares.remove(id);
    await this.o.admins.deleteSessionsOfAdmin(id);
    if (!(await this.o.admins.delete(id))) throw notFound('user.notFound');
  }

  /** The caller's quota and use (docs/ACCOUNTS.md "Quotas"). */
  quota(principal: AccountPrincipal): Promise<QuotaState> {
    return this.o.quotaOf(accountIdOf(principal));
  }

  /** The caller's own account, for any role. */
  async account(principal: AccountPrincipal): Promise<AccountInfo> {
    const row = await this.found(accountIdOf(principal));
    const user = toUserAccount(row, await this.o.quotaOf(row.id));
    return {
      id: user.id,
      username: user.username,
      display_name: user.display_name,
      role: user.role,
      permissions: user.permissions,
      basic_path: user.basic_path,
      mount_ids: user.mount_ids,
      expiresAt: principal.expiresAt ?? null,
    };
  }

  /** The caller changes what is theirs to change: the display name (never role, bits or paths). */
  async updateAccount(
    principal: AccountPrincipal,
    input: UpdateAccountInput,
  ): Promise<AccountInfo> {
    await this.o.admins.update(accountIdOf(principal), {
      display_name: input.display_name,
      updated_at: this.now(),
    });
    return this.account(principal);
  }

  async registrationState(): Promise<RegistrationState> {
    return { open: await this.o.registrationOpen() };
  }

  /**
   * A visitor's sign-up, while the admin allows it: an account of role user, no permission, that
   * waits for the admin's approval (status pending) before it can sign in.
   */
  async register(
    input: RegisterInput,
    client: string,
  ): Promise<{ username: string; status: 'pending' }> {
    if (!(await this.o.registrationOpen())) throw forbidden('user.registrationClosed');
    await countFailure(this.o.attempts, signUpKeys(client));
    const now = this.now();
    const made = await this.o.admins.insertUnlessTaken({
      id: newId(),
      username: input.username,
      password_hash: await hashPassword(input.password),
      created_at: now,
      updated_at: now,
      role: 'user',
      display_name: input.display_name,
      status: 'pending',
    });
    if (!made) throw conflict('auth.usernameTaken');
    return { username: input.username, status: 'pending' };
  }

  /** Whom an open invitation is for; 404 for an unknown, used or expired token. */
  async invitation(token: string): Promise<InvitationInfo> {
    const row = await this.openInvitation(token);
    return {
      username: row.username,
      display_name: row.display_name,
      expires_at: row.invitation_expires_at ?? '',
    };
  }

  /** The invitee sets their password; the token works once (the update that clears it decides). */
  async acceptInvitation(
    token: string,
    input: AcceptInvitationInput,
  ): Promise<{ username: string }> {
    const row = await this.openInvitation(token);
    const redeemed = await this.o.admins.redeemInvitation(this.invitationHash(token), {
      password_hash: await hashPassword(input.password),
      updated_at: this.now(),
    });
    if (!redeemed) throw notFound('user.invitationInvalid');
    return { username: row.username };
  }

  private async openInvitation(token: string): Promise<AdminRow> {
    const row = await this.o.admins.findByInvitationHash(this.invitationHash(token));
    if (!row?.invitation_expires_at || row.invitation_expires_at <= this.now())
      throw notFound('user.invitationInvalid');
    return row;
  }

  private async keepAnAdmin(): Promise<void> {
    if ((await this.o.admins.countActiveAdmins()) <= 1) throw conflict('user.lastAdmin');
  }

  private async withQuota(row: AdminRow): Promise<UserAccount> {
    return toUserAccount(row, await this.o.quotaOf(row.id));
  }

  private async found(id: string): Promise<AdminRow> {
    const row = await this.o.admins.findById(id);
    if (!row) throw notFound('user.notFound');
    return row;
  }

  private invitationHash(token: string): string {
    return keyedHash(this.o.secret, `invitation:${token}`);
  }

  private now(): string {
    return this.o.clock.now().toISOString();
  }
}

/** The quota limits given (null: unlimited); absent ones are left as they are. */
function quotaColumns(
  input: Pick<UpdateUserInput, 'quota_bytes' | 'quota_file_bytes' | 'quota_shares'>,
) {
  return {
    quota_bytes: input.quota_bytes,
    quota_file_bytes: input.quota_file_bytes,
    quota_shares: input.quota_shares,
  };
}

export function toUserAccount(row: AdminRow, quota: QuotaState): UserAccount {
  return {
    id: row.id,
    username: row.username,
    display_name: row.display_name,
    role: row.role,
    status: row.status,
    permissions: Number(row.permissions),
    basic_path: row.basic_path,
    mount_ids: mountIdsOf(row.mount_ids),
    invitation_expires_at: row.invitation_expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    quota,
  };
}
