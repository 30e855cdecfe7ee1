/**
 * File requests (docs/FILE-REQUESTS.md): upload-only links into a folder of a mount. What the
 * owner sends to make and change one, what a visitor sends, and what each sees.
 */
import { z } from 'zod';
import { boolLike, expiresInField, numberLike, optional, passwordField } from './file-fields.js';
import { FS_PATH_MAX_LENGTH } from './fs.js';
import { customSlug } from './slugs.js';

export const FILE_REQUEST_TITLE_MAX = 200;
export const FILE_REQUEST_NOTE_MAX = 5000;
export const FILE_REQUEST_MAX_TYPES = 50;
/** An uploader's optional name and message. */
export const FILE_REQUEST_UPLOADER_MAX = 100;
export const FILE_REQUEST_MESSAGE_MAX = 1000;

const limitField = (field: string) =>
  numberLike(field).pipe(
    z
      .number()
      .int(`${field} must be a whole number`)
      .min(0, `${field} cannot be negative`)
      .max(Number.MAX_SAFE_INTEGER, `${field} is too large`),
  );

/** `.pdf` (an extension) or `image/*`, `application/pdf` (a MIME pattern). */
export const allowedTypeField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(\.[a-z0-9][a-z0-9_+-]{0,31}|[a-z0-9][a-z0-9.+-]{0,63}\/(\*|[a-z0-9][a-z0-9.+-]{0,63}))$/,
    'a type is an extension like .pdf or a MIME pattern like image/*',
  );

const settings = {
  title: z.string().trim().min(1, 'title is required').max(FILE_REQUEST_TITLE_MAX),
  note: z.string().max(FILE_REQUEST_NOTE_MAX, 'the note is too long'),
  note_markdown: boolLike('note_markdown'),
  expires_in: expiresInField,
  max_file_bytes: limitField('max_file_bytes'),
  max_total_bytes: limitField('max_total_bytes'),
  max_files: limitField('max_files'),
  allowed_types: z.array(allowedTypeField).max(FILE_REQUEST_MAX_TYPES),
  enabled: boolLike('enabled'),
  webhook_url: z.string().trim().max(2048, 'the webhook address is too long'),
};

export const FILE_REQUEST_TARGETS = ['folder', 'shares'] as const;
export type FileRequestTarget = (typeof FILE_REQUEST_TARGETS)[number];

/**
 * `POST /api/file-requests`: a folder the caller may upload into (`target` 'folder', the default)
 * or the caller's own file shares ('shares', no path), and the request's settings.
 */
export const createFileRequestInput = z.object({
  target: z.enum(FILE_REQUEST_TARGETS).default('folder'),
  path: z.string().max(FS_PATH_MAX_LENGTH).optional(),
  slug: optional(customSlug),
  password: optional(passwordField),
  title: settings.title,
  note: optional(settings.note),
  note_markdown: optional(settings.note_markdown),
  expires_in: optional(settings.expires_in),
  max_file_bytes: optional(settings.max_file_bytes),
  max_total_bytes: optional(settings.max_total_bytes),
  max_files: optional(settings.max_files),
  allowed_types: optional(settings.allowed_types),
  enabled: optional(settings.enabled),
  webhook_url: optional(settings.webhook_url),
});
export type CreateFileRequestInput = z.infer<typeof createFileRequestInput>;

/**
 * `PUT /api/file-requests/{id}`: only what is sent changes. `password` '' removes it;
 * `expires_in` counts from now (0: never); `webhook_url` '' removes it.
 */
export const updateFileRequestInput = z.object({
  title: settings.title.optional(),
  note: settings.note.optional(),
  note_markdown: settings.note_markdown.optional(),
  password: passwordField.optional(),
  expires_in: settings.expires_in.optional(),
  max_file_bytes: settings.max_file_bytes.optional(),
  max_total_bytes: settings.max_total_bytes.optional(),
  max_files: settings.max_files.optional(),
  allowed_types: settings.allowed_types.optional(),
  enabled: settings.enabled.optional(),
  webhook_url: settings.webhook_url.optional(),
});
export type UpdateFileRequestInput = z.infer<typeof updateFileRequestInput>;

/** `POST /api/public/requests/{slug}/verify`. */
export const verifyFileRequestInput = z.object({
  password: z.string({ error: 'password is required' }).max(256, 'password is too long'),
});

/**
 * The query of a visitor's upload (`PUT /api/public/requests/{slug}/files`): the file's name,
 * the ticket the password bought, and the uploader's optional name and message.
 */
export const fileRequestUploadQuery = z.object({
  name: z.string({ error: 'name is required' }).min(1, 'name is required').max(255),
  t: z.string().max(200).optional(),
  uploader: z.string().trim().max(FILE_REQUEST_UPLOADER_MAX).optional(),
  message: z.string().trim().max(FILE_REQUEST_MESSAGE_MAX).optional(),
});

/** The limits a request keeps (0: none). */
export interface FileRequestLimits {
  max_file_bytes: number;
  max_total_bytes: number;
  max_files: number;
  allowed_types: string[];
}

/** A file request as its owner sees it. */
export interface FileRequest extends FileRequestLimits {
  id: string;
  slug: string;
  title: string;
  note: string;
  note_markdown: boolean;
  target: FileRequestTarget;
  /** The target folder and its mount; null for file shares. */
  mount_id: string | null;
  path: string | null;
  has_password: boolean;
  expires_at: string | null;
  enabled: boolean;
  webhook_url: string | null;
  /** Files received so far, their bytes, and how many arrived since the owner last looked. */
  received_files: number;
  received_bytes: number;
  unseen: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A file that arrived through a request. */
/** A request's webhook signing secret, answered only to its owner (docs/FILE-REQUESTS.md). */
export interface FileRequestWebhookSecret {
  secret: string;
}

export interface FileRequestFile {
  id: string;
  name: string;
  /** Where it was stored: a virtual path (the explorer's), or `/file/{slug}` for a file share. */
  path: string;
  size: number;
  content_type: string;
  uploader_name: string | null;
  message: string | null;
  created_at: string;
}

/** A request as a visitor sees it: no path, nothing of what others sent. */
export interface PublicFileRequest extends FileRequestLimits {
  slug: string;
  title: string;
  note: string;
  note_markdown: boolean;
  has_password: boolean;
  expires_at: string | null;
  /** Files and bytes still accepted; null: no such limit. */
  files_left: number | null;
  bytes_left: number | null;
}

/** A visitor's answer for one upload: only its own file. */
export interface FileRequestReceipt {
  name: string;
  size: number;
}

/** The ticket a right password buys. */
export interface FileRequestTicket {
  ticket: string;
  expires_at: string;
}

/**
 * Whether a file's name or type is one of `allowed` (empty: any): `.pdf` matches the name's
 * extension, `image/*` the type's first half, `application/pdf` the whole type. The server and
 * the visitor's page judge alike (docs/FILE-REQUESTS.md).
 */
export function fileRequestAccepts(allowed: readonly string[], name: string, mime: string) {
  if (allowed.length === 0) return true;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : '';
  const type = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  return allowed.some((pattern) => {
    if (pattern.startsWith('.')) return pattern === ext;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return pattern === type;
  });
}
