/** What `/api/s3-configs` answers: the admin view, the summary API keys see, usage, and the test report. */
import type { StorageType } from './storage-configs.js';

/** What an API key may see of a public configuration: enough to choose one for an upload. */
export interface StorageConfigSummary {
  id: string;
  name: string;
  storage_type: StorageType;
  /** One of its driver's providers ('AWS S3', 'Local', 'WebDAV' ...). */
  provider_type: string;
  is_default: 0 | 1;
  is_public: 0 | 1;
  /** Capacity in bytes; null = unlimited. */
  total_storage_bytes: number | null;
  usage: StorageUsage;
}

export interface StorageUsage {
  /** Sum of the sizes of committed file shares in this storage. */
  used_bytes: number;
  file_count: number;
}

/** What still uses a configuration and so keeps it from being deleted (`GET /s3-configs/{id}/references`). */
export interface StorageConfigReferences {
  /** Mounts over this storage, by name and path. */
  mounts: { id: string; name: string; mount_path: string }[];
  /** File shares (any status) whose object lives in this storage. */
  file_count: number;
}

/**
 * A configuration as the admin sees it. Never carries a secret. The flat S3 fields are answered
 * for every driver (null, '' or 0 when its form has no such field); `config` holds every setting.
 */
export interface StorageConfig extends StorageConfigSummary {
  /** The driver's settings by form key, secrets left out. */
  config: Record<string, unknown>;
  /** Keys of the secrets stored (never their values). */
  secrets_set: string[];
  endpoint_url: string | null;
  /** The S3 bucket, or a local storage's directory (its `root`). */
  bucket_name: string;
  region: string | null;
  /** Masked, e.g. `AKIA****WXYZ`; null when none is stored. */
  access_key_id: string | null;
  has_secret: boolean;
  path_style: 0 | 1;
  default_folder: string;
  custom_host: string | null;
  signature_expires_in: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  last_used: string | null;
}

export const STORAGE_TEST_CHECKS = ['read', 'write', 'presign', 'delete', 'cors'] as const;
export type StorageTestCheckName = (typeof STORAGE_TEST_CHECKS)[number];

export interface StorageTestCheck {
  name: StorageTestCheckName;
  ok: boolean;
  message: string;
  durationMs: number;
}

/** `POST /api/s3-configs/{id}/test`: every check runs and is reported; `ok` when all passed. */
export interface StorageTestReport {
  ok: boolean;
  checks: StorageTestCheck[];
}
