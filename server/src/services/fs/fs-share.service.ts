/**
 * File shares of mount files (`POST /api/fs/create-share`): the explorer finds the file, and the
 * file-share area makes the share that points at it where it is (services/files, mount-shares.ts).
 */
import type { FsCreateShareInput, PublicFileInfo } from '@cloudpaste/contracts';
import { badRequest, notFound } from '../../errors.js';
import { creatorOf, type Principal } from '../../policies/access.js';
import { createMountShare, type MountShareDeps } from '../files/index.js';
import { folderExists } from './fs-listings.js';
import { FS_NOT_FOUND, type FsResolver } from './fs-resolver.js';
import { nameOf } from './mount-tree.js';

export interface FsShareDeps extends MountShareDeps {
  resolver: FsResolver;
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
    const { path: _path, ...options } = input;
    const share = await createMountShare(
      this.o,
      {
        mountId: target.mount.id,
        filename: nameOf(target.path),
        storageConfigId: target.storage.id,
        key: target.key,
        object,
        createdBy: creatorOf(principal),
      },
      options,
    );
    if (!share) throw notFound(FS_NOT_FOUND);
    return share;
  }
}
