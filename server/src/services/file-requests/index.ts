/** File requests (docs/FILE-REQUESTS.md): the owner's side and the visitor's, built together. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { SafeFetcher, type AddressPolicy } from '../../lib/safe-fetch/index.js';
import type { Clock } from '../../lib/time.js';
import { AdminRepository } from '../../repositories/admin.repository.js';
import { ApiKeyRepository } from '../../repositories/api-key.repository.js';
import { FileRequestRepository } from '../../repositories/file-request.repository.js';
import type { FsServices } from '../fs/index.js';
import { FileRequestOwner } from './file-request-owner.js';
import { FileRequestVisits } from './file-request-visits.js';
import { FileRequestWebhooks } from './file-request-webhooks.js';

export { FileRequestOwner } from './file-request-owner.js';
export { FileRequestVisits } from './file-request-visits.js';

export interface FileRequestServices {
  owner: FileRequestOwner;
  visits: FileRequestVisits;
  webhooks: FileRequestWebhooks;
}

export function createFileRequestServices(o: {
  db: Kysely<Database>;
  fs: FsServices;
  attempts: AttemptLimiter;
  clock: Clock;
  secret: string;
  /** The URL uploads' address policy, for webhooks too (docs/ARCHITECTURE.md "The SSRF guard"). */
  addressPolicy: AddressPolicy;
  userAgent: string;
}): FileRequestServices {
  const requests = new FileRequestRepository(o.db);
  const { resolver, writes } = o.fs;
  const fetcher = new SafeFetcher({ userAgent: o.userAgent, maxRedirects: 0 }, o.addressPolicy);
  const webhooks = new FileRequestWebhooks({ requests, fetcher });
  return {
    owner: new FileRequestOwner({
      requests,
      resolver,
      clock: o.clock,
      webhookPolicy: o.addressPolicy,
    }),
    visits: new FileRequestVisits({
      requests,
      resolver,
      writes,
      attempts: o.attempts,
      webhooks,
      admins: new AdminRepository(o.db),
      apiKeys: new ApiKeyRepository(o.db),
      clock: o.clock,
      secret: o.secret,
    }),
    webhooks,
  };
}
