/** The admin API's backup service, wired from the database and what this instance keeps in memory. */
import type { Kysely } from 'kysely';
import { migrations } from '../../db/migrations/index.js';
import type { Database } from '../../db/types.js';
import type { CacheRegistry } from '../../lib/cache-registry.js';
import type { Clock } from '../../lib/time.js';
import { TableRowsRepository } from '../../repositories/table-rows.repository.js';
import type { StorageResolver } from '../storage/index.js';
import { BackupService } from './backup.service.js';

export { BackupService, REPLACE_CONFIRMATION } from './backup.service.js';

export function createBackupService(o: {
  db: Kysely<Database>;
  secret: string;
  clock: Clock;
  caches: CacheRegistry;
  storage: StorageResolver;
}): BackupService {
  return new BackupService({
    rows: new TableRowsRepository(o.db),
    secret: o.secret,
    clock: o.clock,
    knownSchemas: Object.keys(migrations),
    forgetMemory: async () => {
      o.caches.clearAll();
      // Every opened storage, here and (through the storage stamp) on every other instance.
      await o.storage.forget();
    },
  });
}
