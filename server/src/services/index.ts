/** Builds every service from a database handle: used by main.ts and by the test helpers alike. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { CacheRegistry } from '../lib/cache-registry.js';
import type { Clock } from '../lib/time.js';
import { AdminRepository } from '../repositories/admin.repository.js';
import { ApiKeyRepository } from '../repositories/api-key.repository.js';
import { PasteRepository } from '../repositories/paste.repository.js';
import { SettingRepository } from '../repositories/setting.repository.js';
import { ApiKeyService } from './api-key.service.js';
import { AuthService } from './auth.service.js';
import { PasteService } from './paste.service.js';
import { SettingsService } from './settings.service.js';
import { SystemService } from './system.service.js';

export interface ServiceOptions {
  db: Kysely<Database>;
  secret: string;
  clock: Clock;
  sessionTtlMs: number;
  environment: string;
  databaseName: string;
  maxPasteBytes: number;
}

export interface Services {
  auth: AuthService;
  apiKeys: ApiKeyService;
  settings: SettingsService;
  pastes: PasteService;
  system: SystemService;
  caches: CacheRegistry;
}

export function createServices(o: ServiceOptions): Services {
  const caches = new CacheRegistry();
  const auth = new AuthService({
    admins: new AdminRepository(o.db),
    secret: o.secret,
    clock: o.clock,
    sessionTtlMs: o.sessionTtlMs,
  });
  const apiKeys = new ApiKeyService({ keys: new ApiKeyRepository(o.db), secret: o.secret, clock: o.clock });
  const settings = new SettingsService({
    settings: new SettingRepository(o.db),
    clock: o.clock,
    cache: caches.create('settings', 60_000),
  });
  const pastes = new PasteService({ pastes: new PasteRepository(o.db), clock: o.clock, maxContentBytes: o.maxPasteBytes });
  const system = new SystemService({
    apiKeys,
    pastes,
    caches,
    environment: o.environment,
    database: o.databaseName,
    storage: 'local',
  });
  return { auth, apiKeys, settings, pastes, system, caches };
}
