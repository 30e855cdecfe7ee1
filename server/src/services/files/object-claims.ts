/**
 * Which object at a share's key is the share's own. The key may also be reached through a mount (or
 * another configuration over the same bucket), and a presigned S3 URL cannot be revoked, so the
 * object there may be another writer's: a share commits, serves and deletes only the object its
 * upload wrote, told by the upload's mark or by the ETag it recorded.
 */
import type { FileRow } from '../../db/types.js';
import type { ObjectInfo } from '../../storage/driver.js';

/** What a share answers when the object at its key is no longer the one it committed. */
export const OBJECT_CHANGED = 'file.changedInStorage';

export const sameEtag = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && unquote(a) === unquote(b);

export const unquote = (etag: string) => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');

/**
 * Whether `object` is the one this share's upload wrote. A committed share owns only the object it
 * committed (same ETag). A pending one owns what its presigned PUT wrote (the mark S3 keeps with the
 * object, or the ETag the local storage's signed URL recorded on the row) or, given `written`, the
 * object the server itself just stored.
 */
export function isOwnObject(
  row: Pick<FileRow, 'id' | 'status' | 'etag' | 'source'>,
  object: ObjectInfo,
  written?: string,
): boolean {
  if (row.source === 'mount') return false;
  if (row.status === 'ready') return sameEtag(row.etag, object.etag);
  return (
    object.uploadMark === row.id ||
    sameEtag(row.etag, object.etag) ||
    (written !== undefined && sameEtag(written, object.etag))
  );
}
