/** Health, version, dashboard and cache shapes. */
import type { StorageConfigSummary, StorageUsage } from './storage-config-views.js';

export interface HealthInfo {
  status: 'ok';
  timestamp: string;
}

export interface VersionInfo {
  version: string;
  name: string;
  environment: string;
  storage: string;
  database: string;
}

export interface MaxUploadSize {
  /** In MB, as existing clients read it. */
  max_upload_size: number;
  max_upload_size_bytes: number;
  unit: string;
}

/** Counts of records that can expire: `active` + `expired` = `total`. */
export interface ExpiringCounts {
  total: number;
  active: number;
  expired: number;
}

/**
 * One storage configuration's usage: `used_bytes` and `file_count` are its committed file shares,
 * the same figure uploads are checked against its capacity (`total_storage_bytes`, null = unlimited).
 */
export type DashboardStorageUsage = Omit<StorageConfigSummary, 'usage'> & StorageUsage;

/** Shares created on one UTC day. */
export interface DailyActivity {
  /** The UTC day, `YYYY-MM-DD`. */
  date: string;
  pastes: number;
  files: number;
}

/** How many days `DashboardStats.activity` covers, today included. */
export const DASHBOARD_ACTIVITY_DAYS = 7;

export interface DashboardStats {
  apiKeys: ExpiringCounts;
  pastes: ExpiringCounts;
  /** Ready file shares; `expired` includes used-up ones; `totalSize` in bytes. */
  files: ExpiringCounts & { totalSize: number };
  mounts: { total: number; active: number };
  storageConfigs: { total: number; public: number };
  /** Every storage configuration, default first. */
  storage: DashboardStorageUsage[];
  /** The last DASHBOARD_ACTIVITY_DAYS UTC days, oldest first, today last; days without shares are 0. */
  activity: DailyActivity[];
  /** Wrong or refused sign-ins lately, counted in this server's memory since it started. */
  signIns: SignInAlerts;
}

/**
 * Admin passwords, session tokens and API keys that were wrong, or refused while their address
 * or account was made to wait, over the last `hours`.
 */
export interface SignInAlerts {
  hours: number;
  failedAttempts: number;
  /** Distinct client addresses they came from (an IPv6 client counted by its /64). */
  addresses: number;
  lastFailureAt: string | null;
}

export interface CacheStatsEntry {
  name: string;
  entries: number;
  hits: number;
  misses: number;
}

export interface CacheStats {
  caches: CacheStatsEntry[];
  totalEntries: number;
}
