/** What the system routes answer as `data` (system.ts holds the interfaces). */
import { z } from 'zod';
import type {
  CacheStats,
  DashboardStats,
  HealthInfo,
  MaxUploadSize,
  VersionInfo,
} from '../system.js';
import { storageUsageFields } from './storage.js';
import type { Proof, Same } from './proof.js';

export const healthAnswer = z.object({ status: z.literal('ok'), timestamp: z.string() });

export const versionAnswer = z.object({
  version: z.string(),
  name: z.string(),
  environment: z.string(),
  storage: z.string(),
  database: z.string(),
});

export const maxUploadSizeAnswer = z.object({
  max_upload_size: z.number().meta({ description: 'In `unit` (MB)' }),
  max_upload_size_bytes: z.number(),
  unit: z.string(),
});

const expiring = z.object({ total: z.number(), active: z.number(), expired: z.number() });

export const dashboardStatsAnswer = z.object({
  apiKeys: expiring,
  pastes: expiring,
  files: expiring.extend({ totalSize: z.number() }),
  mounts: z.object({ total: z.number(), active: z.number() }),
  storageConfigs: z.object({ total: z.number(), public: z.number() }),
  storage: z.array(z.object(storageUsageFields)),
  activity: z.array(z.object({ date: z.string(), pastes: z.number(), files: z.number() })),
  signIns: z.object({
    hours: z.number(),
    failedAttempts: z.number(),
    addresses: z.number(),
    lastFailureAt: z.string().nullable(),
  }),
});

export const cacheStatsAnswer = z.object({
  caches: z.array(
    z.object({ name: z.string(), entries: z.number(), hits: z.number(), misses: z.number() }),
  ),
  totalEntries: z.number(),
});

export const cacheClearedAnswer = z.object({ cleared: z.number() });

export type SystemAnswerProofs = [
  Proof<Same<z.output<typeof healthAnswer>, HealthInfo>>,
  Proof<Same<z.output<typeof versionAnswer>, VersionInfo>>,
  Proof<Same<z.output<typeof maxUploadSizeAnswer>, MaxUploadSize>>,
  Proof<Same<z.output<typeof dashboardStatsAnswer>, DashboardStats>>,
  Proof<Same<z.output<typeof cacheStatsAnswer>, CacheStats>>,
];
