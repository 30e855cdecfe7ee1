/** How a stored configuration is answered: the admin view (masked key, no secret) and the summary keys see. */
import type {
  DashboardStorageUsage,
  StorageConfig,
  StorageConfigSummary,
  StorageProvider,
  StorageType,
  StorageUsage,
} from '@cloudpaste/contracts';
import type { StorageConfigRow } from '../db/types.js';
import { maskKey } from './api-key.service.js';
import type { StorageCredentials } from './storage-config.credentials.js';

const NO_USAGE: StorageUsage = { used_bytes: 0, file_count: 0 };
const bit = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

export function toSummary(
  row: StorageConfigRow,
  usage: StorageUsage | undefined,
): StorageConfigSummary {
  return {
    id: row.id,
    name: row.name,
    storage_type: row.storage_type as StorageType,
    provider_type: row.provider_type as StorageProvider,
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

export function toAdminView(
  row: StorageConfigRow,
  usage: StorageUsage | undefined,
  credentials: StorageCredentials,
): StorageConfig {
  return {
    ...toSummary(row, usage),
    endpoint_url: row.endpoint_url,
    bucket_name: row.bucket_name,
    region: row.region,
    access_key_id: maskedAccessKey(row, credentials),
    has_secret: row.secret_access_key_enc !== null,
    path_style: bit(row.path_style),
    default_folder: row.default_folder,
    custom_host: row.custom_host,
    signature_expires_in: row.signature_expires_in,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_used: row.last_used,
  };
}

/** A key that can no longer be decrypted still shows that one is stored. */
function maskedAccessKey(row: StorageConfigRow, credentials: StorageCredentials): string | null {
  if (row.access_key_id_enc === null) return null;
  try {
    const key = credentials.open(row, 'access_key_id');
    return key === null ? null : maskKey(key);
  } catch {
    return '****';
  }
}
