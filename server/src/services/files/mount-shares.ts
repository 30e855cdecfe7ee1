/**
 * File shares of mount files: a ready share row that points at the file where it is
 * (`source = 'mount'`), so the bytes are never copied, and expiring or deleting the share never
 * deletes the file (removeShare honours the source). The explorer finds the file (services/fs,
 * fs-share.service.ts); the share row and its answer are this area's.
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import type { FileRepository } from '../../repositories/file.repository.js';
import type { GoneShareRepository } from '../../repositories/gone-share.repository.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { SettingsService } from '../settings.service.js';
import { previewSettingsOf } from './file-deps.js';
import { contentUrls, toPublicInfo } from './file-views.js';
import { newShareColumns, reserveShare, type ShareOptions } from './share-rows.js';
import { quotaFileInsert, type QuotaService } from '../quotas/index.js';

export interface MountShareDeps {
  files: FileRepository;
  /** A new share under an ended share's slug drops that share's tombstone. */
  gone: Pick<GoneShareRepository, 'forget'>;
  settings: SettingsService;
  clock: Clock;
  /** The sharer's quota counts the share (docs/ACCOUNTS.md "Quotas"). */
  quotas?: QuotaService | undefined;
}

/** The mount file a share is made of, as the explorer found it. */
export interface MountFile {
  mountId: string;
  filename: string;
  storageConfigId: string;
  key: string;
  object: ObjectInfo;
  /** The share's creator (policies/access.ts, creatorOf). */
  createdBy: string;
}

/**
 * Shares `file` under the custom slug (409 when taken) or a generated one; null when the row went
 * before it was ready.
 */
export async function createMountShare(
  deps: MountShareDeps,
  file: MountFile,
  options: ShareOptions & { slug?: string | undefined },
): Promise<PublicFileInfo | null> {
  const now = deps.clock.now();
  const pending = await reserveShare(
    deps.files,
    {
      id: newId(),
      pending_until: null,
      source: 'mount',
      mount_id: file.mountId,
      filename: file.filename,
      storage_config_id: file.storageConfigId,
      storage_path: file.key,
      mimetype: file.object.contentType,
      size: file.object.size,
      ...(await newShareColumns(options, deps.settings, now)),
      created_by: file.createdBy,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    },
    options.slug,
    undefined,
    quotaFileInsert(deps.quotas, deps.files),
  );
  const ready = await deps.files.markReady(pending.id, {
    etag: file.object.etag,
    updated_at: now.toISOString(),
  });
  if (!ready) return null;
  await deps.gone.forget('file', ready.slug);
  const urls = ready.password_hash === null ? contentUrls(ready.slug) : null;
  return toPublicInfo(ready, await previewSettingsOf(deps.settings), urls);
}
