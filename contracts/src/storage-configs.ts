/**
 * Storage configurations (`/api/s3-configs`, docs/API.md "Storage configurations"): the fields
 * clients send, the cross-field rules, and the views the API answers. Secrets are write-only.
 */
import { z } from 'zod';
import { LOCAL_DIRECTORY_MESSAGES, localDirectoryProblem } from './local-directory.js';

export const S3_PROVIDERS = [
  'Cloudflare R2',
  'Backblaze B2',
  'AWS S3',
  'Aliyun OSS',
  'Other S3 Compatible',
] as const;
export const LOCAL_PROVIDER = 'Local';
export const STORAGE_PROVIDERS = [...S3_PROVIDERS, LOCAL_PROVIDER] as const;
export type StorageProvider = (typeof STORAGE_PROVIDERS)[number];

export const STORAGE_TYPES = ['S3', 'LOCAL'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

export const DEFAULT_SIGNATURE_EXPIRES_IN = 3600;
/** S3 refuses presigned URLs valid for more than 7 days. */
export const MAX_SIGNATURE_EXPIRES_IN = 7 * 24 * 3600;
export const STORAGE_CONFIG_NAME_MAX_LENGTH = 100;
/** Objects the connection test writes live under this folder (inside the default folder). */
export const STORAGE_TEST_PREFIX = '.cloudpaste-test/';

export const storageTypeOf = (provider: StorageProvider): StorageType =>
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

const providerType = z.enum(STORAGE_PROVIDERS, {
  error: `provider_type must be one of: ${STORAGE_PROVIDERS.join(', ')}`,
});
const storageType = z.enum(STORAGE_TYPES, { error: 'storage_type must be S3 or LOCAL' });

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

/** The facts the cross-field rules look at, whether they come from a new config or a merged update. */
export interface StorageConfigShape {
  storage_type: StorageType;
  provider_type: StorageProvider;
  endpoint_url: string | null;
  bucket_name: string;
  hasAccessKey: boolean;
  hasSecret: boolean;
}

/** The first rule a configuration breaks, naming the field; null when it is consistent. */
export function storageConfigProblem(
  c: StorageConfigShape,
): { field: string; message: string } | null {
  if (storageTypeOf(c.provider_type) !== c.storage_type) {
    return {
      field: 'provider_type',
      message: `provider_type ${c.provider_type} does not match storage_type ${c.storage_type}`,
    };
  }
  if (c.storage_type === 'LOCAL') {
    const problem = localDirectoryProblem(c.bucket_name);
    return problem && { field: 'bucket_name', message: LOCAL_DIRECTORY_MESSAGES[problem] };
  }
  if (endpointRequired(c.provider_type) && !c.endpoint_url) {
    return { field: 'endpoint_url', message: `endpoint_url is required for ${c.provider_type}` };
  }
  if (!S3_BUCKET_PATTERN.test(c.bucket_name)) {
    return {
      field: 'bucket_name',
      message: 'bucket_name may contain only letters, digits, dot, hyphen and underscore',
    };
  }
  if (!c.hasAccessKey)
    return { field: 'access_key_id', message: 'access_key_id is required for S3 storage' };
  if (!c.hasSecret)
    return { field: 'secret_access_key', message: 'secret_access_key is required for S3 storage' };
  return null;
}

/** storage_type follows provider_type when absent; provider_type 'Local' follows storage_type LOCAL. */
function deriveTypes(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  const type =
    typeof out.storage_type === 'string' ? out.storage_type.toUpperCase() : out.storage_type;
  if (type !== undefined) out.storage_type = type;
  if (out.provider_type === undefined && type === 'LOCAL') out.provider_type = LOCAL_PROVIDER;
  if (
    type === undefined &&
    typeof out.provider_type === 'string' &&
    (STORAGE_PROVIDERS as readonly string[]).includes(out.provider_type)
  ) {
    out.storage_type = storageTypeOf(out.provider_type as StorageProvider);
  }
  return out;
}

const fields = {
  name,
  provider_type: providerType,
  storage_type: storageType,
  endpoint_url: optionalUrl('endpoint_url'),
  bucket_name: bucketName,
  region,
  access_key_id: credential('access_key_id'),
  secret_access_key: credential('secret_access_key'),
  path_style: flag('path_style'),
  default_folder: defaultFolder,
  is_public: flag('is_public'),
  total_storage_bytes: totalStorageBytes,
  custom_host: optionalUrl('custom_host'),
  signature_expires_in: signatureExpiresIn,
};

export const createStorageConfigInput = z.preprocess(
  deriveTypes,
  z
    .object({
      ...fields,
      provider_type: providerType,
      storage_type: storageType,
      endpoint_url: fields.endpoint_url.default(null),
      region: fields.region.default(null),
      access_key_id: fields.access_key_id.default(''),
      secret_access_key: fields.secret_access_key.default(''),
      path_style: fields.path_style.optional(),
      default_folder: fields.default_folder.default(''),
      is_public: fields.is_public.default(false),
      total_storage_bytes: fields.total_storage_bytes.default(null),
      custom_host: fields.custom_host.default(null),
      signature_expires_in: fields.signature_expires_in.default(DEFAULT_SIGNATURE_EXPIRES_IN),
    })
    .superRefine((v, ctx) => {
      const problem = storageConfigProblem({
        ...v,
        hasAccessKey: v.access_key_id !== '',
        hasSecret: v.secret_access_key !== '',
      });
      if (problem)
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    })
    .transform((v) => ({ ...v, path_style: v.path_style ?? pathStyleByDefault(v.provider_type) })),
);
export type CreateStorageConfigInput = z.infer<typeof createStorageConfigInput>;

/**
 * Every field optional. An absent or empty access_key_id / secret_access_key keeps the stored one;
 * the cross-field rules run on the merged result (server side).
 */
export const updateStorageConfigInput = z.preprocess(
  deriveTypes,
  z
    .object({
      name: name.optional(),
      storage_type: storageType.optional(),
      provider_type: providerType.optional(),
      endpoint_url: fields.endpoint_url.optional(),
      bucket_name: bucketName.optional(),
      region: fields.region.optional(),
      access_key_id: fields.access_key_id.optional().transform((v) => v || undefined),
      secret_access_key: fields.secret_access_key.optional().transform((v) => v || undefined),
      path_style: fields.path_style.optional(),
      default_folder: fields.default_folder.optional(),
      is_public: fields.is_public.optional(),
      total_storage_bytes: fields.total_storage_bytes.optional(),
      custom_host: fields.custom_host.optional(),
      signature_expires_in: signatureExpiresIn.optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), 'nothing to update'),
);
export type UpdateStorageConfigInput = z.infer<typeof updateStorageConfigInput>;

/** Optional body of the test call: the origin browsers upload from (CORS check). */
export const testStorageConfigInput = z.object({
  origin: z.preprocess(emptyToNull, httpUrl('origin').nullable()).optional(),
});
