/** What sign-in and the API key routes answer as `data` (auth.ts, api-keys.ts hold the interfaces). */
import { z } from 'zod';
import type { ApiKey } from '../api-keys.js';
import type { ApiKeyTestResult, LoginResult } from '../auth.js';
import type { Proof, Same } from './proof.js';

export const loginAnswer = z.object({
  username: z.string(),
  token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`' }),
  expiresAt: z.string(),
  role: z.enum(['admin', 'user']).meta({ description: 'The account role (docs/ACCOUNTS.md)' }),
});

const guest = z.literal([0, 1]);

export const apiKeyAnswer = z.object({
  id: z.string(),
  name: z.string(),
  key_masked: z.string(),
  key: z.string().optional().meta({ description: 'The whole key: in the creation answer only' }),
  permissions: z.number().meta({ description: 'Permission bits (docs/API.md)' }),
  role: z.string(),
  basic_path: z.string(),
  is_guest: guest,
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used: z.string().nullable(),
  owner_id: z
    .string()
    .nullable()
    .meta({ description: "The account that owns the key; null: the admin's" }),
  owner_name: z.string().nullable().meta({ description: "The owner's username" }),
});

const flag = z.boolean();

export const apiKeyTestAnswer = z.object({
  name: z.string(),
  basic_path: z.string(),
  permissions: z.object({
    text: flag,
    file: flag,
    mount_view: flag,
    mount_upload: flag,
    mount_copy: flag,
    mount_rename: flag,
    mount_delete: flag,
    webdav_read: flag,
    webdav_manage: flag,
  }),
  key_info: z.object({
    id: z.string(),
    name: z.string(),
    basic_path: z.string(),
    permissions: z.number(),
    role: z.string(),
    is_guest: guest,
    expires_at: z.string().nullable(),
  }),
});

export type AccountAnswerProofs = [
  Proof<Same<z.output<typeof loginAnswer>, LoginResult>>,
  Proof<Same<z.output<typeof apiKeyAnswer>, ApiKey>>,
  Proof<Same<z.output<typeof apiKeyTestAnswer>, ApiKeyTestResult>>,
];
