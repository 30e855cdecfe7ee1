/** What the account routes answer as `data` (users.ts holds the interfaces; docs/ACCOUNTS.md). */
import { z } from 'zod';
import {
  ACCOUNT_ROLES,
  ACCOUNT_STATUSES,
  type AccountInfo,
  type CreatedUser,
  type InvitationInfo,
  type QuotaState,
  type RegistrationState,
  type UserAccount,
} from '../users.js';
import type { Proof, Same } from './proof.js';

const role = z.enum(ACCOUNT_ROLES);
const mountIds = z
  .array(z.string())
  .nullable()
  .meta({ description: 'The mounts the account may see; null: all' });

export const quotaStateAnswer = z.object({
  quota_bytes: z.number().nullable().meta({ description: 'Bytes in file shares; null: unlimited' }),
  quota_file_bytes: z.number().nullable().meta({ description: 'Largest file; null: unlimited' }),
  quota_shares: z
    .number()
    .nullable()
    .meta({ description: 'Text and file shares; null: unlimited' }),
  used_bytes: z.number(),
  used_shares: z.number(),
});

export const userAccountAnswer = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  role,
  status: z.enum(ACCOUNT_STATUSES),
  permissions: z.number().meta({ description: 'Permission bits, as API keys (docs/API.md)' }),
  basic_path: z.string(),
  mount_ids: mountIds,
  invitation_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  quota: quotaStateAnswer,
});

export const createdUserAnswer = z.object({
  user: userAccountAnswer,
  invitation: z
    .object({
      token: z.string().meta({ description: 'Shown once: the link is /invite/{token}' }),
      expires_at: z.string(),
    })
    .nullable(),
});

export const invitationAnswer = z.object({
  username: z.string(),
  display_name: z.string().nullable(),
  expires_at: z.string(),
});

export const accountInfoAnswer = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  role,
  permissions: z.number(),
  basic_path: z.string(),
  mount_ids: mountIds,
  expiresAt: z.string().nullable(),
});

export const registrationStateAnswer = z.object({ open: z.boolean() });

export const registeredAnswer = z.object({
  username: z.string(),
  status: z.literal('pending'),
});

export type UserAnswerProofs = [
  Proof<Same<z.output<typeof registrationStateAnswer>, RegistrationState>>,
  Proof<Same<z.output<typeof userAccountAnswer>, UserAccount>>,
  Proof<Same<z.output<typeof createdUserAnswer>, CreatedUser>>,
  Proof<Same<z.output<typeof invitationAnswer>, InvitationInfo>>,
  Proof<Same<z.output<typeof accountInfoAnswer>, AccountInfo>>,
  Proof<Same<z.output<typeof quotaStateAnswer>, QuotaState>>,
];
