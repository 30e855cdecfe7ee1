/**
 * Table types of file requests (migration 0027, docs/FILE-REQUESTS.md). types.ts gathers them
 * with the other tables into the Database.
 */
import type { Generated } from 'kysely';

export interface FileRequestsTable {
  id: string;
  slug: string;
  title: string;
  note: Generated<string>;
  /** 1: the note is Markdown (rendered sanitised); 0: plain text. */
  note_markdown: Generated<number>;
  /** 'folder': files go into `path` of `mount_id`; 'shares': each becomes a file share of the owner. */
  target: Generated<'folder' | 'shares'>;
  mount_id: string | null;
  /** The target folder's virtual path. */
  path: string | null;
  password_hash: string | null;
  expires_at: string | null;
  /** 0: no limit. */
  max_file_bytes: Generated<number>;
  max_total_bytes: Generated<number>;
  max_files: Generated<number>;
  /** JSON list of extensions (`.pdf`) and MIME patterns (`image/*`); null: any type. */
  allowed_types: string | null;
  enabled: Generated<number>;
  webhook_url: string | null;
  /** The webhook's signing secret, sealed under the server secret (migration 0029); null: none yet. */
  webhook_secret: Generated<string | null>;
  /** When the owner last looked at what arrived. */
  seen_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface FileRequestFilesTable {
  id: string;
  request_id: string;
  mount_id: string;
  /**
   * The stored file's virtual path: unique per mount, so a name is claimed once. For a file share
   * (mount_id ''), `share:{id}` while it arrives, then `/file/{slug}`.
   */
  path: string;
  name: string;
  /** The declared size while pending, the stored size once received. */
  size: number;
  content_type: string;
  status: 'pending' | 'received';
  uploader_name: string | null;
  message: string | null;
  created_at: string;
}
