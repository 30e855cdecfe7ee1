/** Version, dashboard statistics and the in-memory caches. */
import { APP_NAME, APP_VERSION, type CacheStats, type DashboardStats, type VersionInfo } from '@cloudpaste/contracts';
import type { CacheRegistry } from '../lib/cache-registry.js';
import type { ApiKeyService } from './api-key.service.js';
import type { PasteService } from './paste.service.js';

export interface SystemServiceOptions {
  apiKeys: ApiKeyService;
  pastes: PasteService;
  caches: CacheRegistry;
  environment: string;
  database: string;
  storage: string;
  /** Dashboard counts of file shares (ready ones; `expired` includes used-up ones). */
  fileCounts?: () => Promise<{ total: number; expired: number; bytes: number }>;
}

export class SystemService {
  constructor(private readonly o: SystemServiceOptions) {}

  version(): VersionInfo {
    return {
      version: APP_VERSION,
      name: APP_NAME,
      environment: this.o.environment,
      storage: this.o.storage,
      database: this.o.database,
    };
  }

  async dashboardStats(): Promise<DashboardStats> {
    const [apiKeys, pastes, files] = await Promise.all([this.o.apiKeys.counts(), this.o.pastes.counts(), this.o.fileCounts?.()]);
    return {
      apiKeys,
      pastes: { total: pastes.total, active: pastes.total - pastes.expired, expired: pastes.expired },
      ...(files && { files: { total: files.total, active: files.total - files.expired, expired: files.expired, totalSize: files.bytes } }),
    };
  }

  cacheStats(): CacheStats {
    return this.o.caches.stats();
  }

  clearCaches(): { cleared: number } {
    return { cleared: this.o.caches.clearAll() };
  }
}
