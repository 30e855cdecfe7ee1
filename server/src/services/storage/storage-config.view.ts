/** How a stored configuration is answered: the admin view (masked key, no secret) and the summary keys see. */
import type {
  DashboardStorageUsage,
  StorageConfig,
  StorageConfigSummary,
  StorageUsage,
} from '@cloudpaste/contracts';
import type { StorageConfigRow } from '../../db/types.js';
import { maskKey } from '../accounts/index.js';
import { findDriverDefinition } from '../../storage/registry.js';
import { visibleSettings, type StorageSecrets } from './storage-settings.js';

const NO_USAGE: StorageUsage = { used_bytes: 0, file_count: 0 };
const bit = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

export function toSummary(
  row: StorageConfigRow,
  usage: StorageUsage | undefined,
): StorageConfigSummary {
  return {
    id: row.id,
    name: row.name,
    storage_type: row.storage_type,
    provider_type: row.provider_type,
    is_default: bit(row.is_default),
    is_public: bit(row.is_public),
    total_storage_bytes: row.total_storage_bytes === null ? null : Number(row.total_storage_bytes),
    usage: usage ?? NO_USAGE,
  };
}

/** The summary with its usage flattened in: a row of the dashboard's storage list. */
export function toUsageView(
  row: StorageConfigRow,
  usage: StorageUsage | undefined,
): DashboardStorageUsage {
  const { usage: used, ...summary } = toSummary(row, usage);
  return { ...summary, ...used };
}

/**
 * The admin's view: every setting but the secrets in `config`, and the flat fields of
 * `/api/s3-configs` read through the driver form's `apiField` (null, '' or 0 when it has none).
 */
export function toAdminView(
  row: StorageConfigRow,
  usage: StorageUsage | undefined,
  secrets: StorageSecrets,
): StorageConfig {
  const form = findDriverDefinition(row.storage_type)?.form ?? [];
  const { config, secretsSet } = visibleSettings(row);
  const flat = (apiField: string): unknown => {
    const field = form.find((f) => f.apiField === apiField);
    return field ? config[field.key] : undefined;
  };
  const text = (apiField: string) => {
    const value = flat(apiField);
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const accessKey = form.find((f) => f.apiField === 'access_key_id')?.key;
  return {
    ...toSummary(row, usage),
    config,
    secrets_set: secretsSet,
    endpoint_url: text('endpoint_url'),
    bucket_name: text('bucket_name') ?? '',
    region: text('region'),
    access_key_id:
      accessKey && secretsSet.includes(accessKey) ? maskedSecret(row, accessKey, secrets) : null,
    has_secret: secretsSet.length > 0,
    path_style: flat('path_style') === true ? 1 : 0,
    default_folder: row.default_folder,
    custom_host: text('custom_host'),
    signature_expires_in: row.signature_expires_in,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_used: row.last_used,
  };
}

/** A key that can no longer be decrypted still shows that one is stored. */
function maskedSecret(row: StorageConfigRow, key: string, secrets: StorageSecrets): string {
  try {
    return maskKey(secrets.open(row, key) ?? '');
  } catch {
    return '****';
  }
}
