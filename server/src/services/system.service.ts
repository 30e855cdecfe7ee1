/** Version, dashboard statistics and the in-memory caches. */
import { APP_NAME, APP_VERSION, type CacheStats, type DashboardStats, type VersionInfo } from '@cloudpaste/contracts';
import type { CacheRegistry } from '../lib/cache-registry.js';
import type { ApiKeyService } from './api-key.service.js';

export interface SystemServiceOptions {
  apiKeys: ApiKeyService;
  caches: CacheRegistry;
  environment: string;
  database: string;
  storage: string;
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
    return { apiKeys: await this.o.apiKeys.counts() };
  }

  cacheStats(): CacheStats {
    return this.o.caches.stats();
  }

  clearCaches(): { cleared: number } {
    return { cleared: this.o.caches.clearAll() };
  }
}
