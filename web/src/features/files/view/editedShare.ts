/**
 * The open share as its owner just edited it, without opening it again (that would count a view):
 * the new facts from the saved record, and content links that follow a new link suffix. Their
 * tickets name the share and its password, not its suffix, so they keep working after a rename;
 * a changed or cleared password revokes them, and the page must open the share again.
 */
import type { FileRecord, PublicFileInfo } from '@cloudpaste/contracts';
import type { UpdateFileBody } from '../api';

export interface EditedShare {
  file: PublicFileInfo;
  /** The password changed: the links this page holds no longer work. */
  isRevoked: boolean;
}

/** `/api/file-view/old?t=x` becomes `/api/file-view/new?t=x`. */
export function withSlug(url: string | null, slug: string): string | null {
  if (url === null) return null;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const rest = query < 0 ? '' : url.slice(query);
  return `${path.slice(0, path.lastIndexOf('/') + 1)}${encodeURIComponent(slug)}${rest}`;
}

export function editedShare(
  shown: PublicFileInfo,
  record: FileRecord,
  body: UpdateFileBody,
): EditedShare {
  const isRevoked = body.password !== undefined;
  const link = (url: string | null) => (isRevoked ? null : withSlug(url, record.slug));
  return {
    file: {
      ...shown,
      slug: record.slug,
      remark: record.remark,
      expires_at: record.expires_at,
      max_views: record.max_views,
      views: record.views,
      use_proxy: record.use_proxy,
      previewUrl: link(shown.previewUrl),
      downloadUrl: link(shown.downloadUrl),
    },
    isRevoked,
  };
}
