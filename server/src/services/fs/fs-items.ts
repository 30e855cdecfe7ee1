/** How folders and objects appear in fs answers (api-compat.md "Filesystem"). */
import {
  FILE_TYPE_NAMES,
  FileType,
  fileTypeOf,
  type FsItem,
  type PreviewSettings,
} from '@cloudpaste/contracts';
import type { ObjectInfo } from '../../storage/driver.js';
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

export function fileItem(path: string, object: ObjectInfo, settings: PreviewSettings): FsItem {
  const name = nameOf(path);
  const type = fileTypeOf(name, object.contentType, settings);
  return {
    name,
    path,
    isDirectory: false,
    isVirtual: false,
    mount_id: null,
    size: object.size,
    modified: object.lastModified.toISOString(),
    etag: object.etag || null,
    mimetype: object.contentType,
    type,
    typeName: FILE_TYPE_NAMES[type],
  };
}
