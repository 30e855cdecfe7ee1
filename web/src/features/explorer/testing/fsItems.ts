/** Test data: FsItem and FsListing builders with the server's shapes. */
import { FileType, type FsItem, type FsListing } from '@cloudpaste/contracts';

const TYPE_NAMES = ['unknown', 'folder', 'video', 'audio', 'text', 'image', 'office', 'document'];

export function folder(path: string, overrides: Partial<FsItem> = {}): FsItem {
  return {
    name: path.slice(path.lastIndexOf('/') + 1),
    path,
    isDirectory: true,
    isVirtual: false,
    mount_id: null,
    size: 0,
    modified: null,
    etag: null,
    mimetype: null,
    type: FileType.FOLDER,
    typeName: 'folder',
    ...overrides,
  };
}

export function file(
  path: string,
  type: FileType,
  size: number,
  modified: string | null = '2030-01-01T10:00:00.000Z',
  mimetype: string | null = null,
): FsItem {
  return {
    ...folder(path),
    isDirectory: false,
    size,
    modified,
    etag: 'etag',
    mimetype,
    type,
    typeName: TYPE_NAMES[type] ?? 'unknown',
  };
}

export function listing(
  path: string,
  items: FsItem[],
  mountId: string | null = 'm1',
  isVirtual = false,
): FsListing {
  return { path, isRoot: path === '/', isVirtual, mount_id: isVirtual ? null : mountId, items };
}
