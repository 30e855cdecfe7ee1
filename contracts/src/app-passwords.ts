/**
 * App passwords (docs/ACCOUNTS.md, "App passwords"; docs/API.md, "App passwords"): named passwords
 * an account makes for WebDAV clients, each read-only or read-write below a folder of its own, shown
 * once, revocable, with its last use.
 */
import { z } from 'zod';
import { basicPathField } from './api-keys.js';

/** What an app password lets a WebDAV client do. */
export const APP_PASSWORD_SCOPES = ['read', 'readwrite'] as const;
export type AppPasswordScope = (typeof APP_PASSWORD_SCOPES)[number];

/** Every app password starts so: the WebDAV sign-in tells it from an account password by it. */
export const APP_PASSWORD_PREFIX = 'cpa_';
/** App passwords one account may hold at once. */
export const APP_PASSWORDS_PER_ACCOUNT = 50;
export const APP_PASSWORD_NAME_MAX_LENGTH = 64;

/** `POST /api/account/app-passwords`. */
export const appPasswordCreateInput = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(APP_PASSWORD_NAME_MAX_LENGTH, 'name is too long'),
  scope: z.enum(APP_PASSWORD_SCOPES, {
    error: `scope must be one of ${APP_PASSWORD_SCOPES.join(', ')}`,
  }),
  /** The folder it is kept to; the account's own base path when absent. */
  basic_path: basicPathField.optional(),
});
export type AppPasswordCreateInput = z.infer<typeof appPasswordCreateInput>;

/** An app password as listed: never its secret. */
export interface AppPasswordInfo {
  id: string;
  name: string;
  scope: AppPasswordScope;
  basic_path: string;
  created_at: string;
  /** The last WebDAV request it signed in (to the minute); null: never used. */
  last_used_at: string | null;
}

/** The answer to its creation: the password itself, this once. */
export interface AppPasswordCreated extends AppPasswordInfo {
  password: string;
}
