/** Rows to answers: the public info of a share and the management record. */
import type {
  FileRecord,
  FileSource,
  FileStatus,
  PreviewSettings,
  PublicFileInfo,
} from '@cloudpaste/contracts';
import type { FileRow } from '../../db/types.js';
import type { FileListRow } from '../../repositories/file.repository.js';
import { isExpired, isUsedUp, typeOf } from './file-deps.js';

export interface ContentUrls {
  previewUrl: string;
  downloadUrl: string;
}

/** The app URLs that serve a share's bytes; `ticket` makes them work without counting another view. */
export function contentUrls(slug: string, ticket?: string): ContentUrls {
  const query = ticket ? `?t=${encodeURIComponent(ticket)}` : '';
  const name = encodeURIComponent(slug);
  return {
    previewUrl: `/api/file-view/${name}${query}`,
    downloadUrl: `/api/file-download/${name}${query}`,
  };
}

/** Public info; `urls` null hides the links (a password is still required). */
export function toPublicInfo(
  row: FileRow,
  preview: PreviewSettings,
  urls: ContentUrls | null,
): PublicFileInfo {
  return {
    id: row.id,
    slug: row.slug,
    filename: row.filename,
    mimetype: row.mimetype,
    size: Number(row.size),
    remark: row.remark,
    created_at: row.created_at,
    requires_password: urls === null && row.password_hash !== null,
    views: row.views,
    max_views: row.max_views,
    expires_at: row.expires_at,
    previewUrl: urls?.previewUrl ?? null,
    downloadUrl: urls?.downloadUrl ?? null,
    use_proxy: row.use_proxy === 1,
    encrypted: row.encrypted === 1,
    ...typeOf(row, preview),
  };
}

/** The management view: every field but the password, with ticketless links. */
export function toFileRecord(
  row: FileListRow,
  preview: PreviewSettings,
  nowIso: string,
): FileRecord {
  return {
    ...toPublicInfo(row, preview, contentUrls(row.slug)),
    requires_password: row.password_hash !== null,
    storage_config_id: row.storage_config_id,
    storage_config_name: row.storage_config_name,
    storage_path: row.storage_path,
    created_by: row.created_by,
    key_name: row.key_name,
    has_password: row.password_hash !== null,
    status: row.status as FileStatus,
    // A detached share (one that lost its object to another upload of the same key) is still an upload.
    source: (row.source === 'mount' ? 'mount' : 'upload') satisfies FileSource,
    updated_at: row.updated_at,
    is_expired: isExpired(row, nowIso) || isUsedUp(row),
  };
}
