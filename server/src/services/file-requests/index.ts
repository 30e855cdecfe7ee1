/** File requests (docs/FILE-REQUESTS.md): the owner's side and the visitor's, built together. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AttemptLimiter } from '../../lib/attempt-limiter.js';
import { SecretBox } from '../../lib/secret-box.js';
import { SafeFetcher, type AddressPolicy } from '../../lib/safe-fetch/index.js';
import type { Clock } from '../../lib/time.js';
import { AdminRepository } from '../../repositories/admin.repository.js';
import { ApiKeyRepository } from '../../repositories/api-key.repository.js';
import { FileRequestRepository } from '../../repositories/file-request.repository.js';
import type { FileUploadService } from '../files/index.js';
import type { FsServices } from '../fs/index.js';
import { FolderDestination, SharesDestination } from './file-request-destinations.js';
import { FileRequestOwner } from './file-request-owner.js';
import { FileRequestWebhookSecrets } from './file-request-webhook-secrets.js';
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
  /** The file shares' upload path, for requests whose files become the owner's shares. */
  uploads: FileUploadService;
  attempts: AttemptLimiter;
  clock: Clock;
  secret: string;
  /** The URL uploads' address policy, for webhooks too (docs/ARCHITECTURE.md "The SSRF guard"). */
  addressPolicy: AddressPolicy;
  userAgent: string;
}): FileRequestServices {
  const requests = new FileRequestRepository(o.db);
  const admins = new AdminRepository(o.db);
  const apiKeys = new ApiKeyRepository(o.db);
  const { resolver, writes } = o.fs;
  const fetcher = new SafeFetcher({ userAgent: o.userAgent, maxRedirects: 0 }, o.addressPolicy);
  const secrets = new FileRequestWebhookSecrets({ requests, box: new SecretBox(o.secret) });
  const webhooks = new FileRequestWebhooks({ requests, secrets, fetcher });
  return {
    owner: new FileRequestOwner({
      requests,
      resolver,
      secrets,
      clock: o.clock,
      webhookPolicy: o.addressPolicy,
    }),
    visits: new FileRequestVisits({
      requests,
      folders: new FolderDestination({ admins, apiKeys, resolver, writes }),
      shares: new SharesDestination({ admins, uploads: o.uploads }),
      attempts: o.attempts,
      webhooks,
      clock: o.clock,
      secret: o.secret,
    }),
    webhooks,
  };
}
