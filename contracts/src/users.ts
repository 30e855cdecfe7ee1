/**
 * Accounts with roles (docs/ACCOUNTS.md): the admin's user management, invitations, sign-up and
 * the caller's own account. A user's rights are the API keys' bitmask and base path, plus the
 * mounts they may see.
 */
import { z } from 'zod';
import { basicPathField, permissionsField } from './api-keys.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from './limits.js';

export const ACCOUNT_ROLES = ['admin', 'user'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const ACCOUNT_STATUSES = ['active', 'disabled', 'pending'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** How long an invitation link may stay open, in hours (at most 30 days). */
export const INVITATION_MAX_HOURS = 720;
export const DISPLAY_NAME_MAX_LENGTH = 64;

const username = z
  .string({ error: 'username is required' })
  .trim()
  .min(1, 'username is required')
  .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[^\s:]+$/, 'username may not contain spaces or ":"');

const password = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, 'password is too long');

const displayName = z
  .string()
  .trim()
  .max(
    DISPLAY_NAME_MAX_LENGTH,
    `display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  )
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** A quota limit (docs/ACCOUNTS.md "Quotas"): a positive whole number; null: unlimited. */
const quotaLimit = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable();
const quotaFields = {
  quota_bytes: quotaLimit.optional(),
  quota_file_bytes: quotaLimit.optional(),
  quota_shares: quotaLimit.optional(),
};

/** null: every mount; a list: only those mounts (ids). */
const mountIds = z.array(z.string().min(1).max(64)).max(500).nullable();

export const createUserInput = z
  .object({
    username,
    display_name: displayName.default(null),
    role: z.enum(ACCOUNT_ROLES).default('user'),
    permissions: permissionsField.default(0),
    basic_path: basicPathField.default('/'),
    mount_ids: mountIds.default(null),
    ...quotaFields,
    password: password.optional(),
    invitation_hours: z.number().int().min(1).max(INVITATION_MAX_HOURS).optional(),
  })
  .refine((v) => (v.password === undefined) !== (v.invitation_hours === undefined), {
    message: 'give either a password or invitation_hours',
    path: ['password'],
  });
export type CreateUserInput = z.infer<typeof createUserInput>;

export const updateUserInput = z
  .object({
    display_name: displayName.optional(),
    role: z.enum(ACCOUNT_ROLES).optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
    permissions: permissionsField.optional(),
    basic_path: basicPathField.optional(),
    mount_ids: mountIds.optional(),
    ...quotaFields,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'nothing to update');
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const resetPasswordInput = z.object({ password });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** What becomes of a deleted account's shares: deleted, or moved to another account. */
export const deleteUserInput = z
  .object({
    shares: z.enum(['delete', 'move']),
    move_to: z.string().min(1).optional(),
  })
  .refine((v) => v.shares === 'delete' || v.move_to !== undefined, {
    message: 'move_to is required to move shares',
    path: ['move_to'],
  });
export type DeleteUserInput = z.infer<typeof deleteUserInput>;

export const acceptInvitationInput = z.object({ password });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

export const registerInput = z.object({
  username,
  password,
  display_name: displayName.default(null),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const updateAccountInput = z.object({ display_name: displayName });
export type UpdateAccountInput = z.infer<typeof updateAccountInput>;

/** `GET /api/register`: whether visitors may sign up now. */
export interface RegistrationState {
  open: boolean;
}

/** An account's limits (null: unlimited) and what it uses now (docs/ACCOUNTS.md "Quotas"). */
export interface QuotaState {
  quota_bytes: number | null;
  quota_file_bytes: number | null;
  quota_shares: number | null;
  /** Bytes of its file shares, uploads in progress included. */
  used_bytes: number;
  /** Its text and file shares. */
  used_shares: number;
}

/** An account as the admin API answers it. */
export interface UserAccount {
  id: string;
  username: string;
  display_name: string | null;
  role: AccountRole;
  status: AccountStatus;
  permissions: number;
  basic_path: string;
  mount_ids: string[] | null;
  /** An open invitation's end; null once accepted or for an account made with a password. */
  invitation_expires_at: string | null;
  created_at: string;
  updated_at: string;
  quota: QuotaState;
}

/** The creation answer: with the invitation's token, shown once, when one was asked for. */
export interface CreatedUser {
  user: UserAccount;
  invitation: { token: string; expires_at: string } | null;
}

/** `GET /api/invitations/{token}`: whom the link invites. */
export interface InvitationInfo {
  username: string;
  display_name: string | null;
  expires_at: string;
}

/** `GET /api/account`: the signed-in account, for any role. */
export interface AccountInfo {
  id: string;
  username: string;
  display_name: string | null;
  role: AccountRole;
  permissions: number;
  basic_path: string;
  mount_ids: string[] | null;
  expiresAt: string | null;
}
