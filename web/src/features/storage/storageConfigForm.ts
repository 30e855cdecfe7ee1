/**
 * The storage configuration form without React: its values, the checks made before sending (the
 * server checks again), capacity units, and the request body. The driver's own settings come from
 * its description in `GET /api/admin/storage-types` (storageTypes.ts). Secrets are write-only: an
 * empty secret field on edit means "keep the stored one".
 */
import {
  DEFAULT_SIGNATURE_EXPIRES_IN,
  MAX_SIGNATURE_EXPIRES_IN,
  localDirectoryProblem,
  type LocalizedText,
  type StorageConfig,
  type StorageFormField,
  type StorageTypeDescription,
} from '@cloudpaste/contracts';
import { driverOfProvider, isRequiredFor } from './storageTypes';

export const CAPACITY_UNITS = ['MB', 'GB', 'TB'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];
const UNIT_BYTES: Record<CapacityUnit, number> = { MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** A driver setting as the form holds it: text for text-like kinds, a flag for booleans. */
export type SettingValue = string | boolean;

export interface StorageFormValues {
  name: string;
  provider: string;
  /** The driver's settings by form key. */
  settings: Record<string, SettingValue>;
  defaultFolder: string;
  isPublic: boolean;
  /** Empty or 0: unlimited. */
  capacity: string;
  capacityUnit: CapacityUnit;
  signatureExpiresIn: string;
}

type CommonField = 'name' | 'provider' | 'defaultFolder' | 'capacity' | 'signatureExpiresIn';
/** A field of the form: a common one, or a driver setting as `setting.<key>`. */
export type StorageField = CommonField | `setting.${string}`;
export const settingField = (key: string): StorageField => `setting.${key}`;

/** Body of `POST /api/s3-configs` (and, without the unchanged secrets, of PUT). */
export interface StorageConfigBody {
  name: string;
  provider_type: string;
  storage_type: string;
  default_folder: string;
  is_public: boolean;
  total_storage_bytes: number | null;
  signature_expires_in: number;
  /** Settings without an `apiField`. */
  config?: Record<string, SettingValue>;
  /** Settings with an `apiField` travel flat under it (`bucket_name`, `endpoint_url` …). */
  [apiField: string]: unknown;
}

const textual = (field: StorageFormField) => field.kind !== 'boolean';

/** A driver's settings as a new configuration starts them for a provider. */
export function defaultSettings(
  driver: StorageTypeDescription | undefined,
  provider: string,
): Record<string, SettingValue> {
  return Object.fromEntries(
    (driver?.fields ?? []).map((f) => [
      f.key,
      textual(f) ? '' : (f.defaultFor?.[provider] ?? false),
    ]),
  );
}

export function emptyStorageForm(types: readonly StorageTypeDescription[]): StorageFormValues {
  const driver = types[0];
  const provider = driver?.providers[0]?.id ?? '';
  return {
    name: '',
    provider,
    settings: defaultSettings(driver, provider),
    defaultFolder: '',
    isPublic: false,
    capacity: '',
    capacityUnit: 'GB',
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

/** A stored setting: from `config`, or from its flat field. */
export function storedSetting(config: StorageConfig, field: StorageFormField): unknown {
  const fromConfig = (config.config as Record<string, unknown> | undefined)?.[field.key];
  if (fromConfig !== undefined) return fromConfig;
  return field.apiField
    ? (config as unknown as Record<string, unknown>)[field.apiField]
    : undefined;
}

/** The form filled from a stored configuration; secrets start empty ("keep"). */
export function formFromConfig(
  config: StorageConfig,
  types: readonly StorageTypeDescription[],
): StorageFormValues {
  const driver = driverOfProvider(types, config.provider_type);
  const settings = defaultSettings(driver, config.provider_type);
  for (const field of driver?.fields ?? []) {
    const stored = storedSetting(config, field);
    if (field.kind === 'secret') continue;
    settings[field.key] = textual(field)
      ? typeof stored === 'string' || typeof stored === 'number'
        ? String(stored)
        : ''
      : stored === true || stored === 1;
  }
  return {
    name: config.name,
    provider: config.provider_type,
    settings,
    defaultFolder: config.default_folder,
    isPublic: config.is_public === 1,
    ...capacityOf(config.total_storage_bytes),
    signatureExpiresIn: String(config.signature_expires_in),
  };
}

/**
 * Choosing a provider: another provider of the same driver keeps the settings and takes its usual
 * flags (path style for self-hosted S3); another driver starts from its own defaults.
 */
export function withProvider(
  values: StorageFormValues,
  types: readonly StorageTypeDescription[],
  provider: string,
): StorageFormValues {
  const driver = driverOfProvider(types, provider);
  const fresh = defaultSettings(driver, provider);
  if (driver !== driverOfProvider(types, values.provider))
    return { ...values, provider, settings: fresh };
  const settings = { ...values.settings };
  for (const field of driver?.fields ?? [])
    if (!textual(field)) settings[field.key] = fresh[field.key] ?? false;
  return { ...values, provider, settings };
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

/** What is wrong with a field: an i18n key (storageConfig namespace) and the field's label. */
export interface FormProblem {
  key: string;
  label?: LocalizedText;
}
export type StorageFormErrors = Partial<Record<StorageField, FormProblem>>;

export interface ValidationContext {
  /** Secrets stored for this configuration's driver: an empty field keeps them. */
  secretsSet: ReadonlySet<string>;
}

function settingProblem(
  field: StorageFormField,
  value: SettingValue | undefined,
  provider: string,
  context: ValidationContext,
): FormProblem | undefined {
  if (!textual(field)) return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    const kept = field.kind === 'secret' && context.secretsSet.has(field.key);
    return isRequiredFor(field, provider) && !kept
      ? { key: 'form.errors.required', label: field.label }
      : undefined;
  }
  if (field.kind === 'url' && !isHttpUrl(text)) return { key: 'form.errors.urlInvalid' };
  if (field.kind === 'directory') {
    const problem = localDirectoryProblem(text);
    if (problem) return { key: DIRECTORY_ERRORS[problem] };
  }
  return undefined;
}

export function validateStorageForm(
  v: StorageFormValues,
  driver: StorageTypeDescription | undefined,
  context: ValidationContext,
): StorageFormErrors {
  const errors: StorageFormErrors = {};
  if (!v.name.trim()) errors.name = { key: 'form.errors.nameRequired' };
  if (!driver) errors.provider = { key: 'form.errors.providerRequired' };
  for (const field of driver?.fields ?? []) {
    const problem = settingProblem(field, v.settings[field.key], v.provider, context);
    if (problem) errors[settingField(field.key)] = problem;
  }
  const capacity = v.capacity.trim();
  if (capacity !== '' && !(Number(capacity) >= 0))
    errors.capacity = { key: 'form.errors.capacityInvalid' };
  const expires = Number(v.signatureExpiresIn);
  if (!Number.isInteger(expires) || expires < 60 || expires > MAX_SIGNATURE_EXPIRES_IN)
    errors.signatureExpiresIn = { key: 'form.errors.expiresInvalid' };
  return errors;
}

/**
 * The body to send: settings with an `apiField` flat under it, the others in `config`. Empty
 * secret fields are left out, so an edit keeps the stored ones.
 */
export function toBody(v: StorageFormValues, driver: StorageTypeDescription): StorageConfigBody {
  const capacity = Number(v.capacity.trim() || 0);
  const body: StorageConfigBody = {
    name: v.name.trim(),
    provider_type: v.provider,
    storage_type: driver.type,
    default_folder: v.defaultFolder.trim(),
    is_public: v.isPublic,
    total_storage_bytes: capacity > 0 ? Math.round(capacity * UNIT_BYTES[v.capacityUnit]) : null,
    signature_expires_in: Number(v.signatureExpiresIn),
  };
  const config: Record<string, SettingValue> = {};
  for (const field of driver.fields) {
    const raw = v.settings[field.key] ?? (textual(field) ? '' : false);
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (field.kind === 'secret' && value === '') continue;
    if (field.apiField) body[field.apiField] = value;
    else config[field.key] = value;
  }
  if (Object.keys(config).length > 0) body.config = config;
  return body;
}

/** The request fields of the common settings, as server messages name them. */
const SERVER_FIELDS: Record<string, StorageField> = {
  name: 'name',
  provider_type: 'provider',
  storage_type: 'provider',
  default_folder: 'defaultFolder',
  total_storage_bytes: 'capacity',
  signature_expires_in: 'signatureExpiresIn',
};

/** Server messages start with the field they are about ("endpoint_url is required …", "url must …"). */
export function fieldOfServerMessage(
  message: string,
  driver: StorageTypeDescription | undefined,
): StorageField | undefined {
  const first = /^[a-z_]+/.exec(message)?.[0];
  if (!first) return undefined;
  const setting = driver?.fields.find((f) => f.apiField === first || f.key === first);
  return setting ? settingField(setting.key) : SERVER_FIELDS[first];
}
