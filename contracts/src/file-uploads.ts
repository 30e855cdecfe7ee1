/**
 * Uploading a file share (docs/API.md, "File uploads"): the form of
 * `POST /api/upload`, presign + commit, and resumable multipart uploads, with their answers.
 */
import { z } from 'zod';
import {
  aliases,
  blankToUndefined,
  boolLike,
  expiresInField,
  fileName,
  idField,
  maxViewsField,
  MULTIPART_MAX_PARTS,
  numberLike,
  optional,
  passwordField,
  remarkField,
  sizeField,
  storageSubpath,
} from './file-fields.js';
import { MULTIPART_PART_SIZE } from './limits.js';
import { customSlug } from './slugs.js';

/** The share options every upload path takes (form fields, presign and multipart init bodies). */
export const shareOptionsShape = {
  s3_config_id: optional(idField('s3_config_id')),
  slug: optional(customSlug),
  path: optional(storageSubpath),
  remark: optional(remarkField),
  password: optional(passwordField),
  expires_in: optional(expiresInField),
  max_views: optional(maxViewsField),
  /** Serve through this server (true) or redirect to storage links (false); absent: the default_use_proxy setting. */
  use_proxy: optional(boolLike('use_proxy')),
  /**
   * The bytes are a sealed stream made by the client (docs/ENCRYPTION.md, "File shares"): the
   * share is served as ciphertext, never previewed. Fixed once the share is made.
   */
  encrypted: optional(boolLike('encrypted')),
};

/**
 * `POST /api/upload` form fields besides `file`, in any order. When one of those that choose where
 * the file goes (UPLOAD_FIELDS_BEFORE_FILE) comes before the file part, the file streams straight to
 * storage; when none does, the server spools it until the form is read.
 */
export const uploadFormFields = z.object({
  ...shareOptionsShape,
  mimetype: optional(z.string().max(255, 'mimetype is too long')),
});
export type UploadFormFields = z.infer<typeof uploadFormFields>;
/**
 * The optional form field of `POST /api/upload` and `POST /api/fs/upload` that declares the file's
 * length in bytes. Sent before the file, it lets the server check the limits before storing a byte
 * and store the file in one request; the file must then be exactly that long. After the file it
 * declares nothing (the bytes are counted).
 */
export const DECLARED_SIZE_FIELD = 'size';
export const declaredSize = z.preprocess(blankToUndefined, sizeField.optional());

/**
 * The form fields that place a `POST /api/upload` file. Any of them before the file part lets it
 * stream to storage (one after it then moves it, at twice the transfer); with none before it, the
 * file is spooled until the form is read.
 */
export const UPLOAD_FIELDS_BEFORE_FILE: readonly string[] = [
  's3_config_id',
  'path',
  'slug',
  'mimetype',
];

/** `POST /api/s3/presign` and `POST /api/s3/multipart/init`. `fileName`/`fileSize`/`contentType` are accepted aliases. */
export const presignInput = z.preprocess(
  (raw) => aliases(raw, { fileName: 'filename', fileSize: 'size', contentType: 'mimetype' }),
  z.object({
    ...shareOptionsShape,
    filename: fileName,
    size: z
      .preprocess(blankToUndefined, sizeField.optional())
      .refine((v) => v !== undefined, 'size is required')
      .transform((v) => v as number),
    mimetype: optional(z.string().max(255, 'mimetype is too long')),
  }),
);
export type PresignInput = z.infer<typeof presignInput>;
export const multipartInitInput = presignInput;
export type MultipartInitInput = PresignInput;

/**
 * `POST /api/s3/commit`. The pending share holds what presign was given; clients also resend
 * s3_config_id, storage_path, s3_url, filename, mimetype and slug, which are ignored. The options
 * below, when present, replace those given at presign.
 */
export const commitInput = z.object({
  file_id: idField('file_id'),
  etag: optional(z.string().max(200, 'etag is too long')),
  size: optional(sizeField),
  remark: optional(remarkField),
  password: optional(passwordField),
  expires_in: optional(expiresInField),
  max_views: optional(maxViewsField),
  use_proxy: optional(boolLike('use_proxy')),
});
export type CommitInput = z.infer<typeof commitInput>;

const partNumber = numberLike('partNumber').pipe(
  z
    .number()
    .int('partNumber must be a whole number')
    .min(1, 'partNumber must be at least 1')
    .max(MULTIPART_MAX_PARTS, `partNumber is at most ${MULTIPART_MAX_PARTS}`),
);

export const multipartRefInput = z.object({
  file_id: idField('file_id'),
  upload_id: idField('upload_id'),
});
export type MultipartRefInput = z.infer<typeof multipartRefInput>;

/** Part numbers to re-sign. */
export const partNumbersField = z
  .array(partNumber, { error: 'partNumbers must be an array' })
  .min(1, 'partNumbers must not be empty')
  .max(MULTIPART_MAX_PARTS);

export const refreshUrlsInput = z.object({
  file_id: idField('file_id'),
  upload_id: idField('upload_id'),
  partNumbers: partNumbersField,
});
export type RefreshUrlsInput = z.infer<typeof refreshUrlsInput>;

/** A part without an ETag fails the upload; the message keeps the established Chinese text. */
export const missingEtagMessage = (partNumber: number) =>
  `未获取到ETag: missing ETag for part ${partNumber}`;

/** One completed part; `PartNumber`/`ETag` (S3 spelling) are accepted too. */
const completedPart = z.preprocess(
  (raw) => aliases(raw, { PartNumber: 'partNumber', ETag: 'etag' }),
  z.object({
    partNumber,
    etag: z.preprocess(blankToUndefined, z.string().max(200, 'etag is too long').optional()),
  }),
);

/** The parts a client completes an upload with: each with its ETag, each number once. */
export const completedPartsField = z
  .array(completedPart, { error: 'parts must be an array' })
  .min(1, 'parts must not be empty')
  .max(MULTIPART_MAX_PARTS)
  .superRefine((parts, ctx) => {
    const missing = parts.find((p) => !p.etag);
    if (missing) ctx.addIssue({ code: 'custom', message: missingEtagMessage(missing.partNumber) });
    const numbers = parts.map((p) => p.partNumber);
    if (new Set(numbers).size !== numbers.length)
      ctx.addIssue({ code: 'custom', message: 'each partNumber may appear only once' });
  })
  .transform((parts) => parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag as string })));

export const completeMultipartInput = z.object({
  file_id: idField('file_id'),
  upload_id: idField('upload_id'),
  parts: completedPartsField,
});
export type CompleteMultipartInput = z.infer<typeof completeMultipartInput>;

export interface PresignedPartUrl {
  partNumber: number;
  url: string;
}

/** `POST /api/s3/presign`: PUT the bytes to `upload_url` with `upload_headers`, then commit. */
export interface PresignAnswer {
  file_id: string;
  upload_url: string;
  upload_headers: Record<string, string>;
  storage_path: string;
  s3_url: string;
  slug: string;
  provider_type: string;
  contentType: string;
  /** When the upload URL and the pending share expire. */
  expires_at: string;
}

/** `POST /api/s3/multipart/init`. */
export interface MultipartInitAnswer {
  file_id: string;
  upload_id: string;
  part_size: number;
  part_count: number;
  storage_path: string;
  slug: string;
  /** When the session (and unrefreshed part URLs) expire. */
  expires_at: string;
  presigned_urls: PresignedPartUrl[];
}

export interface ListPartsAnswer {
  parts: { partNumber: number; etag: string; size: number }[];
}

export interface RefreshUrlsAnswer {
  presigned_urls: PresignedPartUrl[];
}

export interface AbortAnswer {
  file_id: string;
  upload_id: string;
  aborted: true;
}

/** Part count of a multipart upload of `size` bytes in MULTIPART_PART_SIZE parts (at least one). */
export function partCountOf(size: number, partSize = MULTIPART_PART_SIZE): number {
  return Math.max(1, Math.ceil(size / partSize));
}

/** Bytes of part `partNumber` (from 1): `partSize` for all but the last, which holds the rest. */
export function partBytesOf(
  size: number,
  partNumber: number,
  partSize = MULTIPART_PART_SIZE,
): number {
  const count = partCountOf(size, partSize);
  return partNumber < count ? partSize : size - partSize * (count - 1);
}
