/** Version, dashboard statistics and the in-memory caches. */
import {
  APP_NAME,
  APP_VERSION,
  DASHBOARD_ACTIVITY_DAYS,
  type CacheStats,
  type DailyActivity,
  type DashboardStats,
  type SignInAlerts,
  type VersionInfo,
} from '@cloudpaste/contracts';
import type { CacheRegistry } from '../../lib/cache-registry.js';
import { lastUtcDays, type Clock } from '../../lib/time.js';
import type { ActivityRepository } from '../../repositories/activity.repository.js';
import type { ApiKeyService } from '../accounts/index.js';
import type { FileManagementService } from '../files/index.js';
import type { MountService } from '../fs/index.js';
import type { PasteService } from '../pastes/index.js';
import type { StorageConfigService } from '../storage/index.js';

export interface SystemServiceOptions {
  apiKeys: ApiKeyService;
  pastes: PasteService;
  files: Pick<FileManagementService, 'counts'>;
  mounts: Pick<MountService, 'list'>;
  storageConfigs: Pick<StorageConfigService, 'usageOverview'>;
  activity: ActivityRepository;
  caches: CacheRegistry;
  clock: Clock;
  /** Wrong and refused sign-ins lately (AuthService.signInAlerts). */
  signIns: () => Promise<SignInAlerts>;
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
    const [apiKeys, pastes, files, mounts, storage, activity] = await Promise.all([
      this.o.apiKeys.counts(),
      this.o.pastes.counts(),
      this.o.files.counts(),
      this.o.mounts.list(),
      this.o.storageConfigs.usageOverview(),
      this.activity(),
    ]);
    return {
      apiKeys,
      pastes: {
        total: pastes.total,
        active: pastes.total - pastes.expired,
        expired: pastes.expired,
      },
      files: {
        total: files.total,
        active: files.total - files.expired,
        expired: files.expired,
        totalSize: files.bytes,
      },
      mounts: { total: mounts.length, active: mounts.filter((m) => m.is_active).length },
      storageConfigs: {
        total: storage.length,
        public: storage.filter((s) => s.is_public === 1).length,
      },
      storage,
      activity,
      signIns: await this.o.signIns(),
    };
  }

  /** Shares created per UTC day over the last DASHBOARD_ACTIVITY_DAYS days, zero-filled. */
  private async activity(): Promise<DailyActivity[]> {
    const days = lastUtcDays(this.o.clock.now(), DASHBOARD_ACTIVITY_DAYS);
    const since = `${days[0]}T00:00:00.000Z`;
    const [pastes, files] = await Promise.all([
      this.o.activity.pastesPerDay(since),
      this.o.activity.filesPerDay(since),
    ]);
    return days.map((date) => ({
      date,
      pastes: pastes.get(date) ?? 0,
      files: files.get(date) ?? 0,
    }));
  }

  cacheStats(): CacheStats {
    return this.o.caches.stats();
  }

  clearCaches(): { cleared: number } {
    return { cleared: this.o.caches.clearAll() };
  }
}
