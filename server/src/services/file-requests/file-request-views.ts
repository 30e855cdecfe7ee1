/** How a file request's rows are answered to its owner and to a visitor (docs/FILE-REQUESTS.md). */
import type {
  FileRequest,
  FileRequestFile,
  FileRequestLimits,
  PublicFileRequest,
} from '@cloudpaste/contracts';
import type { FileRequestFileRow, FileRequestRow } from '../../db/types.js';
import type {
  FileRequestWithCounts,
  HeldFiles,
} from '../../repositories/file-request.repository.js';

export function limitsOf(row: FileRequestRow): FileRequestLimits {
  return {
    max_file_bytes: Number(row.max_file_bytes),
    max_total_bytes: Number(row.max_total_bytes),
    max_files: Number(row.max_files),
    allowed_types: row.allowed_types === null ? [] : (JSON.parse(row.allowed_types) as string[]),
  };
}

export function ownerView(row: FileRequestWithCounts): FileRequest {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    note: row.note,
    note_markdown: Number(row.note_markdown) === 1,
    target: row.target,
    mount_id: row.mount_id,
    path: row.path,
    has_password: row.password_hash !== null,
    expires_at: row.expires_at,
    enabled: Number(row.enabled) === 1,
    webhook_url: row.webhook_url,
    received_files: row.received_files,
    received_bytes: row.received_bytes,
    unseen: row.unseen,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...limitsOf(row),
  };
}

export function fileView(row: FileRequestFileRow): FileRequestFile {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    size: Number(row.size),
    content_type: row.content_type,
    uploader_name: row.uploader_name,
    message: row.message,
    created_at: row.created_at,
  };
}

/** The visitor's card: the limits and the room left, never the folder or what others sent. */
export function publicView(row: FileRequestRow, held: HeldFiles): PublicFileRequest {
  const limits = limitsOf(row);
  return {
    slug: row.slug,
    title: row.title,
    note: row.note,
    note_markdown: Number(row.note_markdown) === 1,
    has_password: row.password_hash !== null,
    expires_at: row.expires_at,
    files_left: limits.max_files > 0 ? Math.max(0, limits.max_files - held.files) : null,
    bytes_left:
      limits.max_total_bytes > 0 ? Math.max(0, limits.max_total_bytes - held.bytes) : null,
    ...limits,
  };
}
