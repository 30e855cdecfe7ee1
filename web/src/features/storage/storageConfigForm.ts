/**
 * The storage configuration form without React: its values, the checks made before sending (the
 * server checks again), capacity units, and the request body. Secrets are write-only: an empty
 * secret field on edit means "keep the stored one".
 */
import {
  DEFAULT_SIGNATURE_EXPIRES_IN,
  LOCAL_PROVIDER,
  MAX_SIGNATURE_EXPIRES_IN,
  endpointRequired,
  localDirectoryProblem,
  pathStyleByDefault,
  storageTypeOf,
  type StorageConfig,
  type StorageProvider,
} from '@cloudpaste/contracts';

export const CAPACITY_UNITS = ['MB', 'GB', 'TB'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];
const UNIT_BYTES: Record<CapacityUnit, number> = { MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

export interface StorageFormValues {
  name: string;
  provider: StorageProvider;
  endpointUrl: string;
  bucketName: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
  defaultFolder: string;
  isPublic: boolean;
  /** Empty or 0: unlimited. */
  capacity: string;
  capacityUnit: CapacityUnit;
  customHost: string;
  signatureExpiresIn: string;
}

export type StorageField = keyof StorageFormValues;

/** Body of `POST /api/s3-configs` (and, without the unchanged secrets, of PUT). */
export interface StorageConfigBody {
  name: string;
  provider_type: StorageProvider;
  storage_type: 'S3' | 'LOCAL';
  bucket_name: string;
  default_folder: string;
  is_public: boolean;
  total_storage_bytes: number | null;
  signature_expires_in: number;
  endpoint_url?: string | null;
  region?: string | null;
  access_key_id?: string;
  secret_access_key?: string;
  path_style?: boolean;
  custom_host?: string | null;
}

export const isLocal = (provider: StorageProvider) => provider === LOCAL_PROVIDER;

export function emptyStorageForm(provider: StorageProvider = 'Cloudflare R2'): StorageFormValues {
  return {
    name: '',
    provider,
    endpointUrl: '',
    bucketName: '',
    region: '',
    accessKeyId: '',
    secretAccessKey: '',
    pathStyle: pathStyleByDefault(provider),
    defaultFolder: '',
    isPublic: false,
    capacity: '',
    capacityUnit: 'GB',
    customHost: '',
    signatureExpiresIn: String(DEFAULT_SIGNATURE_EXPIRES_IN),
  };
}

/** Capacity in the largest unit that shows it as a whole number (GB when none does). */
export function capacityOf(bytes: number | null): { capacity: string; capacityUnit: CapacityUnit } {
  if (!bytes) return { capacity: '', capacityUnit: 'GB' };
  const whole = [...CAPACITY_UNITS].reverse().find((unit) => bytes % UNIT_BYTES[unit] === 0);
  const unit = whole ?? 'GB';
  return {
    capacity: String(whole ? bytes / UNIT_BYTES[unit] : Number((bytes / UNIT_BYTES.GB).toFixed(3))),
    capacityUnit: unit,
  };
}

/** The form filled from a stored configuration; secrets start empty ("keep"). */
export function formFromConfig(config: StorageConfig): StorageFormValues {
  return {
    name: config.name,
    provider: config.provider_type,
    endpointUrl: config.endpoint_url ?? '',
    bucketName: config.bucket_name,
    region: config.region ?? '',
    accessKeyId: '',
    secretAccessKey: '',
    pathStyle: config.path_style === 1,
    defaultFolder: config.default_folder,
    isPublic: config.is_public === 1,
    ...capacityOf(config.total_storage_bytes),
    customHost: config.custom_host ?? '',
    signatureExpiresIn: String(config.signature_expires_in),
  };
}

/** Choosing a provider also picks its usual path-style setting. */
export function withProvider(
  values: StorageFormValues,
  provider: StorageProvider,
): StorageFormValues {
  return { ...values, provider, pathStyle: pathStyleByDefault(provider) };
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const DIRECTORY_ERRORS = {
  parent: 'form.errors.directoryParent',
  notNormalised: 'form.errors.directoryNotNormalised',
} as const;

/** i18n keys (storageConfig namespace) of what is wrong, per field. */
export type StorageFormErrors = Partial<Record<StorageField, string>>;

export interface ValidationContext {
  /** Editing a configuration that already holds credentials: empty fields keep them. */
  hasStoredCredentials: boolean;
}

export function validateStorageForm(
  v: StorageFormValues,
  context: ValidationContext,
): StorageFormErrors {
  const errors: StorageFormErrors = {};
  if (!v.name.trim()) errors.name = 'form.errors.nameRequired';
  const bucketName = v.bucketName.trim();
  if (!bucketName)
    errors.bucketName = isLocal(v.provider)
      ? 'form.errors.directoryRequired'
      : 'form.errors.bucketRequired';
  else if (isLocal(v.provider)) {
    const problem = localDirectoryProblem(bucketName);
    if (problem) errors.bucketName = DIRECTORY_ERRORS[problem];
  }
  const capacity = v.capacity.trim();
  if (capacity !== '' && !(Number(capacity) >= 0)) errors.capacity = 'form.errors.capacityInvalid';
  const expires = Number(v.signatureExpiresIn);
  if (!Number.isInteger(expires) || expires < 60 || expires > MAX_SIGNATURE_EXPIRES_IN)
    errors.signatureExpiresIn = 'form.errors.expiresInvalid';
  if (isLocal(v.provider)) return errors;

  const endpoint = v.endpointUrl.trim();
  if (endpoint === '' && endpointRequired(v.provider))
    errors.endpointUrl = 'form.errors.endpointRequired';
  else if (endpoint !== '' && !isHttpUrl(endpoint)) errors.endpointUrl = 'form.errors.urlInvalid';
  if (v.customHost.trim() !== '' && !isHttpUrl(v.customHost.trim()))
    errors.customHost = 'form.errors.urlInvalid';
  if (!context.hasStoredCredentials) {
    if (!v.accessKeyId.trim()) errors.accessKeyId = 'form.errors.accessKeyRequired';
    if (!v.secretAccessKey.trim()) errors.secretAccessKey = 'form.errors.secretRequired';
  }
  return errors;
}

/** The body to send. Empty secret fields are left out, so an edit keeps the stored ones. */
export function toBody(v: StorageFormValues): StorageConfigBody {
  const capacity = Number(v.capacity.trim() || 0);
  const body: StorageConfigBody = {
    name: v.name.trim(),
    provider_type: v.provider,
    storage_type: storageTypeOf(v.provider),
    bucket_name: v.bucketName.trim(),
    default_folder: v.defaultFolder.trim(),
    is_public: v.isPublic,
    total_storage_bytes: capacity > 0 ? Math.round(capacity * UNIT_BYTES[v.capacityUnit]) : null,
    signature_expires_in: Number(v.signatureExpiresIn),
  };
  if (isLocal(v.provider)) return body;
  body.endpoint_url = v.endpointUrl.trim() || null;
  body.region = v.region.trim() || null;
  body.path_style = v.pathStyle;
  body.custom_host = v.customHost.trim() || null;
  if (v.accessKeyId.trim()) body.access_key_id = v.accessKeyId.trim();
  if (v.secretAccessKey.trim()) body.secret_access_key = v.secretAccessKey.trim();
  return body;
}

/** Server messages start with the field they are about ("endpoint_url is required …"). */
const SERVER_FIELDS: Record<string, StorageField> = {
  name: 'name',
  provider_type: 'provider',
  storage_type: 'provider',
  endpoint_url: 'endpointUrl',
  bucket_name: 'bucketName',
  region: 'region',
  access_key_id: 'accessKeyId',
  secret_access_key: 'secretAccessKey',
  default_folder: 'defaultFolder',
  total_storage_bytes: 'capacity',
  custom_host: 'customHost',
  signature_expires_in: 'signatureExpiresIn',
};

export function fieldOfServerMessage(message: string): StorageField | undefined {
  const first = /^[a-z_]+/.exec(message)?.[0];
  return first ? SERVER_FIELDS[first] : undefined;
}
