/**
 * Folder shares (docs/FOLDER-SHARES.md): a folder of a mount, or a hand-picked set of its entries,
 * shared by link. What the owner sends to make one, and what a visitor sends to open it.
 */
import { z } from 'zod';
import { boolLike, expiresInField, numberLike, optional, passwordField } from './file-fields.js';
import { customSlug } from './slugs.js';
import { FS_PATH_MAX_LENGTH } from './fs.js';

/** At most this many entries in a hand-picked set. */
export const FOLDER_SHARE_MAX_NAMES = 1000;

const nameField = z
  .string()
  .min(1, 'names must not be empty')
  .max(255, 'a name is too long')
  .refine((name) => !/[/\\\0]/.test(name) && name !== '.' && name !== '..', {
    message: 'a name must be one entry of the folder',
  });

/** `POST /api/folder-shares`: `names` picks entries of the folder; absent shares all of it. */
export const createFolderShareInput = z.object({
  path: z.string({ error: 'path is required' }).min(1, 'path is required').max(FS_PATH_MAX_LENGTH),
  names: z.array(nameField).min(1).max(FOLDER_SHARE_MAX_NAMES).optional(),
  slug: optional(customSlug),
  password: optional(passwordField),
  expires_in: optional(expiresInField),
  max_downloads: optional(
    numberLike('max_downloads').pipe(
      z
        .number()
        .int('max_downloads must be a whole number')
        .min(0, 'max_downloads cannot be negative')
        .max(1_000_000_000, 'max_downloads is too large'),
    ),
  ),
  allow_uploads: optional(boolLike('allow_uploads')),
});
export type CreateFolderShareInput = z.infer<typeof createFolderShareInput>;

/** `POST /api/public/folders/{slug}/verify`. */
export const verifyFolderShareInput = z.object({
  password: z.string({ error: 'password is required' }).max(256, 'password is too long'),
});

/**
 * The query of a visitor's read: `path` inside the share ('/' its top), `t` the ticket the verify
 * answer gave (when the share has a password).
 */
export const folderShareQuery = z.object({
  path: z.string().max(FS_PATH_MAX_LENGTH).optional(),
  t: z.string().max(200).optional(),
});
export type FolderShareQuery = z.infer<typeof folderShareQuery>;

/** A folder share as its owner sees it. */
export interface FolderShare {
  id: string;
  slug: string;
  /** The shared folder's virtual path. */
  path: string;
  mount_id: string;
  names: string[] | null;
  has_password: boolean;
  expires_at: string | null;
  max_downloads: number;
  downloads: number;
  allow_uploads: boolean;
  revoked_at: string | null;
  created_by: string;
  created_at: string;
}

/** A folder share as a visitor sees it before browsing. */
export interface PublicFolderShare {
  slug: string;
  /** The shared folder's own name. */
  name: string;
  has_password: boolean;
  expires_at: string | null;
  max_downloads: number;
  downloads: number;
  allow_uploads: boolean;
  /** A hand-picked set rather than the whole folder. */
  picked: boolean;
}

/** What a right password buys: a ticket for the reads that follow (`?t=`). */
export interface FolderShareTicket {
  ticket: string;
  expires_at: string;
}
