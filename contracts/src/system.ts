/** Health, version, dashboard and cache shapes. */
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

export interface DashboardStats {
  apiKeys: { total: number; active: number; expired: number };
  pastes: { total: number; active: number; expired: number };
  /** Counts of areas built by later features appear here as they land. */
  [area: string]: Record<string, number>;
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
