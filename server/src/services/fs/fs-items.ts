/** How folders and objects appear in fs answers (docs/API.md, "Filesystem"). */
import { FILE_TYPE_NAMES, FileType, fileTypeClassifier, type FsItem } from '@cloudpaste/contracts';
import { isoOfMs } from '../../lib/listing-dates.js';
import type { ObjectInfo } from '../../storage/driver.js';
import { previewSettingsOf } from '../files/index.js';
import type { SettingsService } from '../settings.service.js';
import { nameOf } from './mount-tree.js';

export function folderItem(path: string, isVirtual: boolean, mountId: string | null): FsItem {
  return {
    name: path === '/' ? '' : nameOf(path),
    path,
    isDirectory: true,
    isVirtual,
    mount_id: mountId,
    size: 0,
    modified: null,
    etag: null,
    mimetype: null,
    type: FileType.FOLDER,
    typeName: FILE_TYPE_NAMES[FileType.FOLDER],
  };
}

/** Classifies files by the admin's preview settings, read once for a whole listing. */
export type Classify = ReturnType<typeof fileTypeClassifier>;

export async function classifierOf(settings: SettingsService): Promise<Classify> {
  return fileTypeClassifier(await previewSettingsOf(settings));
}

export function fileItem(path: string, object: ObjectInfo, classify: Classify): FsItem {
  const name = nameOf(path);
  const type = classify(name, object.contentType);
  return {
    name,
    path,
    isDirectory: false,
    isVirtual: false,
    mount_id: null,
    size: object.size,
    modified: isoOfMs(object.lastModified.getTime()),
    etag: object.etag || null,
    mimetype: object.contentType,
    type,
    typeName: FILE_TYPE_NAMES[type],
  };
}
