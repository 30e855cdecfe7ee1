/**
 * Storage configurations (`/api/s3-configs`, docs/API.md "Storage configurations"): the fields
 * clients send, the cross-field rules, and the views the API answers. Secrets are write-only.
 */
import { z } from 'zod';

export const S3_PROVIDERS = [
  'Cloudflare R2',
  'Backblaze B2',
  'AWS S3',
  'Aliyun OSS',
  'Other S3 Compatible',
] as const;
export const LOCAL_PROVIDER = 'Local';
/** The providers of the S3 and local drivers; every registered driver's are in `GET /api/admin/storage-types`. */
export const STORAGE_PROVIDERS = [...S3_PROVIDERS, LOCAL_PROVIDER] as const;
/** A provider of the S3 or local driver; configurations answer any registered driver's as a string. */
export type StorageProvider = (typeof STORAGE_PROVIDERS)[number];
/** A registered driver's type ('S3', 'LOCAL', 'WEBDAV' ...), upper case. */
export type StorageType = string;

export const DEFAULT_SIGNATURE_EXPIRES_IN = 3600;
/** S3 refuses presigned URLs valid for more than 7 days. */
export const MAX_SIGNATURE_EXPIRES_IN = 7 * 24 * 3600;
export const STORAGE_CONFIG_NAME_MAX_LENGTH = 100;
/** Objects the connection test writes live under this folder (inside the default folder). */
export const STORAGE_TEST_PREFIX = '.cloudpaste-test/';

/** The S3 and local drivers' type of one of their providers. */
export const storageTypeOf = (provider: StorageProvider): 'S3' | 'LOCAL' =>
  provider === LOCAL_PROVIDER ? 'LOCAL' : 'S3';

/** Every S3 provider but AWS needs its endpoint; AWS falls back to its regional default. */
export const endpointRequired = (provider: StorageProvider): boolean =>
  provider !== 'AWS S3' && provider !== LOCAL_PROVIDER;

/** Self-hosted S3 servers (MinIO, Ceph) usually need path-style URLs; hosted services do not. */
export const pathStyleByDefault = (provider: StorageProvider): boolean =>
  provider === 'Other S3 Compatible';

/** Clients send 1 or 0; booleans and "1"/"0" are accepted too. */
const flag = (field: string) =>
  z
    .union(
      [
        z.boolean(),
        z.literal(0),
        z.literal(1),
        z.literal('0'),
        z.literal('1'),
        z.literal('true'),
        z.literal('false'),
      ],
      {
        error: `${field} must be true or false`,
      },
    )
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** An http(s) URL without credentials, query or fragment; stored without a trailing slash. */
const httpUrl = (field: string) =>
  z
    .string({ error: `${field} must be a URL` })
    .trim()
    .max(2048, `${field} is too long`)
    .transform((v, ctx) => {
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be a URL such as https://s3.example.com`,
        });
        return z.NEVER;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: `${field} must start with http:// or https://` });
        return z.NEVER;
      }
      if (url.username || url.password || url.search || url.hash) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must not contain credentials, a query or a fragment`,
        });
        return z.NEVER;
      }
      return url.href.replace(/\/+$/, '');
    });

const optionalUrl = (field: string) => z.preprocess(emptyToNull, httpUrl(field).nullable());

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(
    STORAGE_CONFIG_NAME_MAX_LENGTH,
    `name must be at most ${STORAGE_CONFIG_NAME_MAX_LENGTH} characters`,
  );

/** Checked against the registered drivers on the server. */
const providerType = z
  .string({ error: 'provider_type must be text' })
  .trim()
  .min(1, 'provider_type is required')
  .max(100, 'provider_type is too long');
/** A registered driver's type, in any case. */
export const storageTypeField = z
  .string({ error: 'storage_type must be text' })
  .trim()
  .min(1, 'storage_type is required')
  .max(32, 'storage_type is too long')
  .transform((v) => v.toUpperCase());
const storageType = storageTypeField;

/** The bucket (S3) or the directory (LOCAL); the shape of each is checked with the provider. */
const bucketName = z
  .string({ error: 'bucket_name is required' })
  .trim()
  .min(1, 'bucket_name is required')
  .max(1024, 'bucket_name is too long')
  .refine((v) => !v.includes('\0'), 'bucket_name contains a NUL character');

export const S3_BUCKET_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/;

const region = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'region must be text' })
    .trim()
    .max(64, 'region is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'region may contain only letters, digits, hyphen and underscore')
    .nullable(),
);

const credential = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(1024, `${field} is too long`);

/** '' (bucket root) or `a/b/`: no leading slash, one trailing slash, no `.` or `..` segments. */
const defaultFolder = z
  .string({ error: 'default_folder must be text' })
  .trim()
  .max(512, 'default_folder is too long')
  .transform((v, ctx) => {
    if (v.includes('\\') || v.includes('\0')) {
      ctx.addIssue({ code: 'custom', message: 'default_folder must use / as separator' });
      return z.NEVER;
    }
    const segments = v.split('/').filter((s) => s !== '');
    if (segments.some((s) => s === '.' || s === '..')) {
      ctx.addIssue({ code: 'custom', message: 'default_folder must not contain . or .. segments' });
      return z.NEVER;
    }
    return segments.length === 0 ? '' : `${segments.join('/')}/`;
  });

/** Bytes; null, 0 or '' mean unlimited. */
const totalStorageBytes = z.preprocess(
  (v) =>
    v === '' || v === 0 || v === '0'
      ? null
      : typeof v === 'string' && /^\d+$/.test(v.trim())
        ? Number(v)
        : v,
  z
    .number({ error: 'total_storage_bytes must be a number of bytes' })
    .int('total_storage_bytes must be a whole number of bytes')
    .min(0, 'total_storage_bytes cannot be negative')
    .max(Number.MAX_SAFE_INTEGER, 'total_storage_bytes is too large')
    .nullable(),
);

const signatureExpiresIn = z.coerce
  .number({ error: 'signature_expires_in must be a number of seconds' })
  .int('signature_expires_in must be a whole number of seconds')
  .min(60, 'signature_expires_in must be at least 60 seconds')
  .max(
    MAX_SIGNATURE_EXPIRES_IN,
    `signature_expires_in must be at most ${MAX_SIGNATURE_EXPIRES_IN} seconds (7 days)`,
  );

/** Field schemas the server's driver definitions build their configuration schemas from. */
export const storageFieldSchemas = { flag, optionalUrl, bucketName, region, credential };

/**
 * A driver's settings keyed by its form's `key` (`GET /api/admin/storage-types`); the server checks
 * them against the driver's schema. Fields with an `apiField` may travel flat instead.
 */
const driverSettings = z.record(z.string(), z.unknown(), { error: 'config must be an object' });

const fields = {
  default_folder: defaultFolder,
  is_public: flag('is_public'),
  total_storage_bytes: totalStorageBytes,
  signature_expires_in: signatureExpiresIn,
};

/**
 * The flat settings of today's S3 and local configurations (`StorageFormField.apiField`), passed
 * through as sent: the server reads those its driver's form names and validates them there.
 */
const FLAT_SETTINGS = [
  'endpoint_url',
  'bucket_name',
  'region',
  'access_key_id',
  'secret_access_key',
  'path_style',
  'custom_host',
] as const;
const flatSettings = Object.fromEntries(
  FLAT_SETTINGS.map((key) => [key, z.unknown().optional()]),
) as Record<(typeof FLAT_SETTINGS)[number], z.ZodOptional<z.ZodUnknown>>;

export const createStorageConfigInput = z.object({
  ...flatSettings,
  name,
  provider_type: providerType.optional(),
  storage_type: storageType.optional(),
  config: driverSettings.default({}),
  default_folder: fields.default_folder.default(''),
  is_public: fields.is_public.default(false),
  total_storage_bytes: fields.total_storage_bytes.default(null),
  signature_expires_in: fields.signature_expires_in.default(DEFAULT_SIGNATURE_EXPIRES_IN),
});
export type CreateStorageConfigInput = z.infer<typeof createStorageConfigInput>;

/**
 * Every field optional. Settings merge into the stored ones of the same driver; an absent or empty
 * secret keeps the stored one (server side, docs/API.md).
 */
export const updateStorageConfigInput = z
  .object({
    ...flatSettings,
    name: name.optional(),
    storage_type: storageType.optional(),
    provider_type: providerType.optional(),
    config: driverSettings.optional(),
    default_folder: fields.default_folder.optional(),
    is_public: fields.is_public.optional(),
    total_storage_bytes: fields.total_storage_bytes.optional(),
    signature_expires_in: signatureExpiresIn.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'nothing to update');
export type UpdateStorageConfigInput = z.infer<typeof updateStorageConfigInput>;

/** Optional body of the test call: the origin browsers upload from (CORS check). */
export const testStorageConfigInput = z.object({
  origin: z.preprocess(emptyToNull, httpUrl('origin').nullable()).optional(),
});
