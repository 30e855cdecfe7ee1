/**
 * The WebDAV state services (locks, dead properties), built together from a database handle, and
 * what the filesystem API must do with that state (`pathStateOf`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Clock } from '../../lib/time.js';
import { DavLockRepository } from '../../repositories/dav-lock.repository.js';
import { DavPropertyRepository } from '../../repositories/dav-property.repository.js';
import type { Principal } from '../../policies/access.js';
import { DavLockService, type WriteReach } from './dav-locks.service.js';
import { DavPropertyService } from './dav-properties.service.js';

export interface DavServices {
  locks: DavLockService;
  properties: DavPropertyService;
}

export function createDavServices(o: { db: Kysely<Database>; clock: Clock }): DavServices {
  return {
    locks: new DavLockService({ locks: new DavLockRepository(o.db), clock: o.clock }),
    properties: new DavPropertyService({ properties: new DavPropertyRepository(o.db) }),
  };
}

/**
 * WebDAV's state as the filesystem API (`/api/fs`) sees it. A write there must not go through a
 * WebDAV lock (a file open in a desktop editor): the web app holds no lock tokens, so any lock in
 * the way answers 423. Renames and deletions carry or drop the dead properties and locks.
 */
export interface PathState {
  assertWritable(principal: Principal, path: string, reach?: WriteReach): Promise<void>;
  moved(from: string, to: string): Promise<void>;
  removed(path: string): Promise<void>;
}

export function pathStateOf(dav: DavServices): PathState {
  return {
    assertWritable: (principal, path, reach) =>
      dav.locks.assertWritable(principal, path, [], reach),
    moved: (from, to) => dav.properties.moved(from, to),
    removed: async (path) => {
      await dav.properties.removed(path);
      await dav.locks.forget(path);
    },
  };
}
