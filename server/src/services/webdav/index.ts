/** The WebDAV state services (locks, dead properties), built together from a database handle. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Clock } from '../../lib/time.js';
import { DavLockRepository } from '../../repositories/dav-lock.repository.js';
import { DavPropertyRepository } from '../../repositories/dav-property.repository.js';
import { DavLockService } from './dav-locks.service.js';
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
