/**
 * File shares once uploaded (docs/product/shares.md, "File shares"): public access, office
 * previews and management, with their answers. Uploading lives in file-uploads.ts.
 */
import { z } from 'zod';
import type { ItemFailureReason } from './envelope.js';
import {
  blankToUndefined,
  boolLike,
  maxViewsField,
  optional,
  passwordField,
  remarkField,
} from './file-fields.js';
import { FILE_PAGE_SIZE } from './limits.js';
import { customSlug } from './slugs.js';

export {
  FILE_EXPIRY_MAX_HOURS,
  FILENAME_MAX_LENGTH,
  MULTIPART_MAX_PARTS,
  STORAGE_SUBPATH_MAX_LENGTH,
  fileName,
  storageSubpath,
} from './file-fields.js';

export const DELETE_MODES = ['both', 'record_only'] as const;
export type DeleteMode = (typeof DELETE_MODES)[number];
export const FILE_STATUSES = ['pending', 'ready'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];
export const FILE_SOURCES = ['upload', 'mount'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

export const verifyFilePasswordInput = z.object({
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(256, 'password is too long'),
});

/** `?password=` on file-view, file-download and office-preview (links opened by the browser). */
export const fileAccessQuery = z.object({
  password: optional(passwordField),
  /** The access ticket from an info, verify or office-preview answer (see PublicFileInfo). */
  t: optional(z.string().max(200)),
});

export const OFFICE_PREVIEW_PROVIDERS = ['microsoft', 'google'] as const;
export type OfficePreviewProvider = (typeof OFFICE_PREVIEW_PROVIDERS)[number];
export const officePreviewQuery = fileAccessQuery.extend({
  provider: z.preprocess(
    blankToUndefined,
    z
      .enum(OFFICE_PREVIEW_PROVIDERS, { error: 'unsupported preview provider' })
      .default('microsoft'),
  ),
});

export const listFilesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(200, 'limit is at most 200')
    .default(FILE_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int()
    .min(0, 'offset cannot be negative')
    .default(0),
  search: optional(z.string().trim().max(200)),
  created_by: optional(z.string().trim().max(100)),
  s3_config_id: optional(z.string().trim().max(100)),
});
export type ListFilesQuery = z.infer<typeof listFilesQuery>;

/** ISO time (future), or null/"" for never. */
const expiresAt = z
  .union([z.iso.datetime({ offset: true, error: 'expires_at must be an ISO date' }), z.null()])
  .or(z.literal('').transform(() => null))
  .refine((v) => v === null || Date.parse(v) > Date.now(), 'expires_at must be in the future');

/** `PUT /api/files/{id}`: `password: ""` clears the password; absent fields stay as they are. */
export const updateFileInput = z
  .object({
    remark: remarkField.nullable().optional(),
    slug: customSlug.optional(),
    expires_at: expiresAt.optional(),
    use_proxy: boolLike('use_proxy').optional(),
    max_views: maxViewsField.optional(),
    password: passwordField.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'nothing to update');
export type UpdateFileInput = z.infer<typeof updateFileInput>;

export const batchDeleteFilesInput = z.object({
  ids: z
    .array(z.string().min(1).max(100), { error: 'ids must be an array of ids' })
    .min(1, 'ids must not be empty')
    .max(1000, 'at most 1000 ids at once'),
  delete_mode: z
    .enum(DELETE_MODES, { error: 'delete_mode must be both or record_only' })
    .default('both'),
});
export type BatchDeleteFilesInput = z.infer<typeof batchDeleteFilesInput>;

/**
 * `GET /api/public/files/{slug}`, `POST .../verify`, and the answer of every upload path.
 * `previewUrl`/`downloadUrl` are app URLs carrying an access ticket (`?t=`); they are null while a
 * password is required.
 */
export interface PublicFileInfo {
  id: string;
  slug: string;
  filename: string;
  mimetype: string;
  size: number;
  remark: string | null;
  created_at: string;
  requires_password: boolean;
  views: number;
  max_views: number;
  expires_at: string | null;
  previewUrl: string | null;
  downloadUrl: string | null;
  use_proxy: boolean;
  /** The bytes are an end-to-end sealed stream (docs/ENCRYPTION.md): open them with the link's #key. */
  encrypted: boolean;
  type: number;
  typeName: string;
}

/** A share in management lists and `GET/PUT /api/files/{id}`. URLs here carry no ticket. */
export interface FileRecord extends PublicFileInfo {
  storage_config_id: string;
  storage_config_name: string | null;
  storage_path: string;
  created_by: string;
  /** The creating key's name, when a key created it and still exists. */
  key_name: string | null;
  has_password: boolean;
  status: FileStatus;
  source: FileSource;
  updated_at: string;
  is_expired: boolean;
  /**
   * Lists only: whether the stored file is still there (false once deleted or replaced by another
   * client), null when the storage could not be asked (docs/SHARE-OBJECTS.md).
   */
  available?: boolean | null;
}

export interface FileList {
  files: FileRecord[];
  pagination: { total: number; limit: number; offset: number };
}

export interface BatchDeleteFilesAnswer {
  success: number;
  failed: ({ id: string; error: string } & ItemFailureReason)[];
}

/** `GET /api/office-preview/{slug}`: `url` opens the provider's viewer on `file_url` (absolute, ticketed). */
export interface OfficePreviewAnswer {
  url: string;
  file_url: string;
  provider: OfficePreviewProvider;
}
