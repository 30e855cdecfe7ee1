/**
 * Field rules shared by the file-share schemas (files.ts, file-uploads.ts). Numbers and flags are
 * accepted as JSON values or as strings, because the same fields arrive as multipart form fields on
 * `POST /api/upload`. Internal to contracts: the public names are re-exported by files.ts.
 */
import { z } from 'zod';

/** Most parts one multipart upload may have (the S3 limit). */
export const MULTIPART_MAX_PARTS = 10_000;
/** Longest `expires_in`, in hours (ten years). */
export const FILE_EXPIRY_MAX_HOURS = 10 * 365 * 24;
export const FILENAME_MAX_LENGTH = 255;
export const STORAGE_SUBPATH_MAX_LENGTH = 512;

/** '' and null mean "not given": form fields are always strings, and clients send empty ones. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional());

export const numberLike = (field: string) =>
  z.union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, `${field} must be a number`)
        .transform(Number),
    ],
    {
      error: `${field} must be a number`,
    },
  );

export const boolLike = (field: string) =>
  z.union(
    [
      z.boolean(),
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
      z.literal(1).transform(() => true),
      z.literal(0).transform(() => false),
    ],
    {
      error: `${field} must be true or false`,
    },
  );

export const maxViewsField = numberLike('max_views').pipe(
  z
    .number()
    .int('max_views must be a whole number')
    .min(0, 'max_views cannot be negative')
    .max(1_000_000_000, 'max_views is too large'),
);

/** Hours until the share expires; 0 or absent means never. */
export const expiresInField = numberLike('expires_in').pipe(
  z
    .number()
    .min(0, 'expires_in cannot be negative')
    .max(FILE_EXPIRY_MAX_HOURS, `expires_in is at most ${FILE_EXPIRY_MAX_HOURS} hours`),
);

export const sizeField = numberLike('size').pipe(
  z
    .number()
    .int('size must be a whole number of bytes')
    .min(0, 'size cannot be negative')
    .max(Number.MAX_SAFE_INTEGER),
);

export const remarkField = z.string().max(500, 'remark must be at most 500 characters');
export const passwordField = z.string().max(256, 'password is too long');
export const idField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} is too long`);

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * A file name as given by the client, reduced to its last path segment; never a path. Control
 * characters are refused rather than stripped so the stored name is what the user sees.
 */
export const fileName = z
  .string({ error: 'filename is required' })
  .transform((v) => v.slice(Math.max(v.lastIndexOf('/'), v.lastIndexOf('\\')) + 1).trim())
  .pipe(
    z
      .string()
      .min(1, 'filename is required')
      .max(FILENAME_MAX_LENGTH, `filename must be at most ${FILENAME_MAX_LENGTH} characters`)
      .refine((v) => v !== '.' && v !== '..', 'filename is not a valid name')
      .refine((v) => !CONTROL_CHARS.test(v), 'filename may not contain control characters'),
  );

/**
 * A folder inside the storage's default folder: `/`-separated names, normalised without leading or
 * trailing slashes. `.`/`..` segments, backslashes and control characters are refused.
 */
export const storageSubpath = z
  .string()
  .max(STORAGE_SUBPATH_MAX_LENGTH, `path must be at most ${STORAGE_SUBPATH_MAX_LENGTH} characters`)
  .refine(
    (v) => !CONTROL_CHARS.test(v) && !v.includes('\\'),
    'path may not contain backslashes or control characters',
  )
  .transform((v) =>
    v
      .split('/')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  )
  .refine(
    (segments) => segments.every((s) => s !== '.' && s !== '..'),
    'path may not contain . or .. segments',
  )
  .transform((segments) => segments.join('/'));

/** Existing clients spell some fields differently; the first spelling given wins. */
export function aliases(raw: unknown, pairs: Record<string, string>): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [from, to] of Object.entries(pairs)) {
    if (out[to] === undefined && out[from] !== undefined) out[to] = out[from];
    delete out[from];
  }
  return out;
}
