/** API key fields and rules (docs/product/admin.md, "API keys"). */
import { z } from 'zod';
import { CUSTOM_KEY_MESSAGES, customKeyProblem } from './custom-key.js';
import {
  API_KEY_NAME_MAX_LENGTH,
  BASIC_PATH_MAX_LENGTH,
  DEFAULT_BASIC_PATH,
  DEFAULT_KEY_ROLE,
} from './limits.js';
import { isKnownMask, maskFromNames, normalizeVirtualPath } from './permissions.js';

/** Roles are labels for the admin's own bookkeeping; permissions come only from the bitmask. */
const role = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,31}$/, 'role must be upper-case letters, digits or underscore');

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(API_KEY_NAME_MAX_LENGTH, `name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`);

/** A bitmask, or permission names as existing clients may send them. Unknown bits are refused. */
export const permissionsField = z
  .union([z.number(), z.array(z.string())], { error: 'permissions must be a number' })
  .transform((v) => (Array.isArray(v) ? maskFromNames(v) : v))
  .refine((v) => Number.isInteger(v) && v >= 0, 'permissions must be a non-negative integer')
  .refine(isKnownMask, 'permissions contains unknown bits');

export const basicPathField = z
  .string()
  .trim()
  .max(BASIC_PATH_MAX_LENGTH, 'basic_path is too long')
  .transform((v, ctx) => {
    const normalized = normalizeVirtualPath(v === '' ? '/' : v);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: 'basic_path is not a valid path' });
      return z.NEVER;
    }
    return normalized;
  });

/** Clients send 1 or 0; booleans and "1"/"0" are accepted too. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'is_guest must be 1 or 0',
  })
  .transform((v) => v === true || v === 1 || v === '1');

/** ISO time in the future, or null / empty for "never". */
const expiresAt = z
  .union([z.iso.datetime({ offset: true, error: 'expires_at must be an ISO date' }), z.null()])
  .or(z.literal('').transform(() => null))
  .refine((v) => v === null || Date.parse(v) > Date.now(), 'expires_at must be in the future');

/** A custom key strong enough to stand alone (custom-key.ts); empty or absent: a generated one. */
const customKey = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = v === '' ? null : customKeyProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: CUSTOM_KEY_MESSAGES[problem] });
  })
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const createApiKeyInput = z.object({
  name,
  custom_key: customKey,
  permissions: permissionsField.default(0),
  role: role.default(DEFAULT_KEY_ROLE),
  basic_path: basicPathField.default(DEFAULT_BASIC_PATH),
  is_guest: flag.default(false),
  expires_at: expiresAt.default(null),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const updateApiKeyInput = z
  .object({
    name: name.optional(),
    permissions: permissionsField.optional(),
    role: role.optional(),
    basic_path: basicPathField.optional(),
    is_guest: flag.optional(),
    expires_at: expiresAt.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'nothing to update');
export type UpdateApiKeyInput = z.infer<typeof updateApiKeyInput>;

/** An API key as the admin API answers it; `key` is present only in the creation answer. */
export interface ApiKey {
  id: string;
  name: string;
  key_masked: string;
  key?: string;
  permissions: number;
  role: string;
  basic_path: string;
  is_guest: 0 | 1;
  created_at: string;
  expires_at: string | null;
  last_used: string | null;
  /** The account that owns the key (docs/ACCOUNTS.md); null: made by the admin. */
  owner_id: string | null;
  owner_name: string | null;
}
