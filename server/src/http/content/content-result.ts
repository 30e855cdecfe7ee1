/**
 * What a service answers when asked for a file's bytes, before it becomes an HTTP response
 * (file-content.ts). Shared by file shares, the mount explorer and WebDAV; free of Hono, so
 * services may import it.
 */
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../storage/driver.js';

export type Disposition = 'inline' | 'attachment';

export interface ContentMeta {
  filename: string;
  mimetype: string;
  disposition: Disposition;
  etag: string | null;
  lastModified: Date;
  /** The bytes are an end-to-end sealed stream, said by a header (docs/ENCRYPTION.md). */
  sealed?: boolean;
}

export type ContentResult =
  | ({ kind: 'not-modified' } & ContentMeta)
  | { kind: 'redirect'; location: string; sealed?: boolean }
  | { kind: 'unsatisfiable'; size: number }
  | ({ kind: 'head'; size: number } & ContentMeta)
  | ({ kind: 'body'; body: Readable; size: number; range: ByteRange | null } & ContentMeta);
