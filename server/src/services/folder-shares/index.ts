/** Folder shares (docs/FOLDER-SHARES.md): the owner's side and the visitor's, built together. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import type { Clock } from '../../lib/time.js';
import { AdminRepository } from '../../repositories/admin.repository.js';
import { ApiKeyRepository } from '../../repositories/api-key.repository.js';
import { FolderShareRepository } from '../../repositories/folder-share.repository.js';
import type { FsServices } from '../fs/index.js';
import { FolderShareAccess } from './folder-share-access.js';
import { FolderShareOwner } from './folder-share-owner.js';

export { FolderShareAccess } from './folder-share-access.js';
export { FolderShareOwner } from './folder-share-owner.js';
// File requests judge their owners alike (docs/FILE-REQUESTS.md).
export { ownerStillReaches, type OwnerRecords } from './share-owner-reach.js';

export interface FolderShareServices {
  owner: FolderShareOwner;
  access: FolderShareAccess;
}

export function createFolderShareServices(o: {
  db: Kysely<Database>;
  fs: FsServices;
  attempts: AttemptLimiter;
  clock: Clock;
  secret: string;
}): FolderShareServices {
  const shares = new FolderShareRepository(o.db);
  const { resolver, reads, writes } = o.fs;
  return {
    owner: new FolderShareOwner({ shares, resolver, clock: o.clock }),
    access: new FolderShareAccess({
      shares,
      resolver,
      reads,
      writes,
      attempts: o.attempts,
      admins: new AdminRepository(o.db),
      apiKeys: new ApiKeyRepository(o.db),
      clock: o.clock,
      secret: o.secret,
    }),
  };
}
