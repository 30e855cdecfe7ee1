/**
 * Uploads into mounts straight to storage (docs/API.md, "Filesystem"): one presigned PUT, a commit,
 * or a resumable multipart upload in 5 MiB parts whose session the server keeps, so a reloaded page
 * can find its unfinished uploads (`list-uploads`) and send only the missing parts.
 */
import { z } from 'zod';
import { fileName, idField, sizeField } from './file-fields.js';
import { completedPartsField, partNumbersField, type PresignedPartUrl } from './file-uploads.js';
import { FS_PATH_MAX_LENGTH } from './fs.js';

const folderPath = z
  .string({ error: 'path is required' })
  .min(1, 'path is required')
  .max(FS_PATH_MAX_LENGTH, 'path is too long');
const fileSize = sizeField;

/** `POST /api/fs/presign`: `path` is the folder the file goes into. */
export const fsPresignInput = z.object({
  path: folderPath,
  fileName,
  fileSize,
  contentType: z.string().max(255, 'contentType is too long').optional(),
});
export type FsPresignInput = z.infer<typeof fsPresignInput>;

export interface FsPresignAnswer {
  presignedUrl: string;
  headers: Record<string, string>;
  /** Identifies the upload in the commit: the file's virtual path. */
  fileId: string;
  s3Path: string;
  s3Url: string;
  mountId: string;
  s3ConfigId: string;
  targetPath: string;
  contentType: string;
  expiresAt: string;
}

/** `POST /api/fs/presign/commit`: the file PUT to the presigned URL, checked in storage. */
export const fsPresignCommitInput = z.object({
  targetPath: folderPath,
  fileSize: fileSize.optional(),
  etag: z.string().max(200).optional(),
});
export type FsPresignCommitInput = z.infer<typeof fsPresignCommitInput>;

/** `POST /api/fs/multipart/init`; `partSize`/`partCount` are accepted and ignored (parts are 5 MiB). */
export const fsMultipartInitInput = z.object({
  path: folderPath,
  fileName,
  fileSize,
  contentType: z.string().max(255, 'contentType is too long').optional(),
});
export type FsMultipartInitInput = z.infer<typeof fsMultipartInitInput>;

export interface FsMultipartInitAnswer {
  uploadId: string;
  key: string;
  partSize: number;
  partCount: number;
  expiresAt: string;
  presignedUrls: PresignedPartUrl[];
}

/** The folder and upload id that name an upload session (abort, list-parts). */
export const fsMultipartRefInput = z.object({
  path: folderPath,
  uploadId: idField('uploadId'),
  fileName: fileName.optional(),
});
export type FsMultipartRefInput = z.infer<typeof fsMultipartRefInput>;

export const fsMultipartCompleteInput = fsMultipartRefInput.extend({
  parts: completedPartsField,
  fileSize: fileSize.optional(),
});
export type FsMultipartCompleteInput = z.infer<typeof fsMultipartCompleteInput>;

export const fsRefreshUrlsInput = fsMultipartRefInput.extend({ partNumbers: partNumbersField });
export type FsRefreshUrlsInput = z.infer<typeof fsRefreshUrlsInput>;

/** `POST /api/fs/multipart/refresh-urls`: new URLs for the parts asked. */
export interface FsRefreshUrlsAnswer {
  presignedUrls: PresignedPartUrl[];
}

/** `POST /api/fs/multipart/abort`. */
export interface FsMultipartAbortAnswer {
  uploadId: string;
  aborted: true;
}

/** `POST /api/fs/multipart/list-uploads`. */
export const fsListUploadsInput = z.object({ path: folderPath });

/** An unfinished upload of the caller into a folder, to resume. */
export interface FsOpenUpload {
  uploadId: string;
  fileName: string;
  fileSize: number;
  key: string;
  initiated: string;
  expiresAt: string;
}

export interface FsListUploadsAnswer {
  uploads: FsOpenUpload[];
}
