/**
 * File shares of mount files (`POST /api/fs/create-share`): a ready share row that points at the
 * file where it is (`source = 'mount'`), so the bytes are never copied, and expiring or deleting the
 * share never deletes the file (removeShare honours the source).
 */
import type { FsCreateShareInput, PublicFileInfo } from '@cloudpaste/contracts';
import { badRequest, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import { creatorOf, type Principal } from '../../policies/access.js';
import type { FileRepository } from '../../repositories/file.repository.js';
import type { GoneShareRepository } from '../../repositories/gone-share.repository.js';
import { previewSettingsOf } from '../files/file-deps.js';
import { contentUrls, toPublicInfo } from '../files/file-views.js';
import { newShareColumns, reserveShare } from '../files/share-rows.js';
import type { SettingsService } from '../settings.service.js';
import { folderExists } from './fs-listings.js';
import { FS_NOT_FOUND, type FsResolver } from './fs-resolver.js';
import { nameOf } from './mount-tree.js';

export interface FsShareDeps {
  resolver: FsResolver;
  files: FileRepository;
  /** A new share under an ended share's slug drops that share's tombstone. */
  gone: Pick<GoneShareRepository, 'forget'>;
  settings: SettingsService;
  clock: Clock;
}

export class FsShareService {
  constructor(private readonly o: FsShareDeps) {}

  async create(principal: Principal, input: FsCreateShareInput): Promise<PublicFileInfo> {
    const target = await this.o.resolver.entry(principal, input.path);
    const object = await target.storage.driver.head(target.key);
    if (!object) {
      if (await folderExists(target.storage.driver, target.key))
        throw badRequest('fs.folderNotShareable');
      throw notFound(FS_NOT_FOUND);
    }
    const now = this.o.clock.now();
    const pending = await reserveShare(
      this.o.files,
      {
        id: newId(),
        pending_until: null,
        source: 'mount',
        mount_id: target.mount.id,
        filename: nameOf(target.path),
        storage_config_id: target.storage.id,
        storage_path: target.key,
        mimetype: object.contentType,
        size: object.size,
        ...(await newShareColumns(input, this.o.settings, now)),
        created_by: creatorOf(principal),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
      input.slug,
    );
    const ready = await this.o.files.markReady(pending.id, {
      etag: object.etag,
      updated_at: now.toISOString(),
    });
    if (!ready) throw notFound(FS_NOT_FOUND);
    await this.o.gone.forget('file', ready.slug);
    const urls = ready.password_hash === null ? contentUrls(ready.slug) : null;
    return toPublicInfo(ready, await previewSettingsOf(this.o.settings), urls);
  }
}
