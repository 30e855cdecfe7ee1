/** Admin login, change-password and API-key test shapes (docs/product/admin.md). */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from './limits.js';
import type { PermissionMap } from './permissions.js';

const username = z
  .string({ error: 'username is required' })
  .trim()
  .min(1, 'username is required')
  .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`);

export const loginInput = z.object({
  username,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(PASSWORD_MAX_LENGTH, 'password is too long'),
});
export type LoginInput = z.infer<typeof loginInput>;

export interface LoginResult {
  username: string;
  token: string;
  expiresAt: string;
  /** 'admin' or 'user' (docs/ACCOUNTS.md); older clients ignore it. */
  role: 'admin' | 'user';
}

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `new password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, 'new password is too long');

/** Current password required; at least one of new username or new password; new differs. */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'currentPassword is required' })
      .min(1, 'currentPassword is required'),
    newPassword: newPassword.optional().or(z.literal('').transform(() => undefined)),
    newUsername: username.optional().or(z.literal('').transform(() => undefined)),
  })
  .refine((v) => v.newPassword !== undefined || v.newUsername !== undefined, {
    message: 'newPassword or newUsername is required',
    path: ['newPassword'],
  })
  .refine((v) => v.newPassword === undefined || v.newPassword !== v.currentPassword, {
    message: 'new password must differ from the current password',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export interface ApiKeyInfo {
  id: string;
  name: string;
  basic_path: string;
  permissions: number;
  role: string;
  is_guest: 0 | 1;
  expires_at: string | null;
}

/** `GET /api/test/api-key` data. */
export interface ApiKeyTestResult {
  name: string;
  basic_path: string;
  permissions: PermissionMap;
  key_info: ApiKeyInfo;
}

export type AuthType = 'none' | 'admin' | 'apikey' | 'user';
