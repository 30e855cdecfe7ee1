/** What presigned and multipart uploads answer as `data` (file-uploads.ts, fs-uploads.ts hold the interfaces). */
import { z } from 'zod';
import type {
  AbortAnswer,
  ListPartsAnswer,
  MultipartInitAnswer,
  PresignAnswer,
  RefreshUrlsAnswer,
} from '../file-uploads.js';
import type {
  FsListUploadsAnswer,
  FsMultipartAbortAnswer,
  FsMultipartInitAnswer,
  FsPresignAnswer,
  FsRefreshUrlsAnswer,
} from '../fs-uploads.js';
import type { Proof, Same } from './proof.js';

const headers = z.record(z.string(), z.string());
const partUrls = z.array(z.object({ partNumber: z.number(), url: z.string() }));

export const presignAnswer = z.object({
  file_id: z.string(),
  upload_url: z
    .string()
    .meta({ description: 'PUT the bytes here with upload_headers, then commit' }),
  upload_headers: headers,
  storage_path: z.string(),
  s3_url: z.string(),
  slug: z.string(),
  provider_type: z.string(),
  contentType: z.string(),
  expires_at: z.string(),
});

export const multipartInitAnswer = z.object({
  file_id: z.string(),
  upload_id: z.string(),
  part_size: z.number(),
  part_count: z.number(),
  storage_path: z.string(),
  slug: z.string(),
  expires_at: z.string(),
  presigned_urls: partUrls,
});

export const listPartsAnswer = z.object({
  parts: z.array(z.object({ partNumber: z.number(), etag: z.string(), size: z.number() })),
});

export const refreshUrlsAnswer = z.object({ presigned_urls: partUrls });

export const abortAnswer = z.object({
  file_id: z.string(),
  upload_id: z.string(),
  aborted: z.literal(true),
});

export const fsPresignAnswer = z.object({
  presignedUrl: z.string(),
  headers,
  fileId: z.string(),
  s3Path: z.string(),
  s3Url: z.string(),
  mountId: z.string(),
  s3ConfigId: z.string(),
  targetPath: z.string(),
  contentType: z.string(),
  expiresAt: z.string(),
});

export const fsMultipartInitAnswer = z.object({
  uploadId: z.string(),
  key: z.string(),
  partSize: z.number(),
  partCount: z.number(),
  expiresAt: z.string(),
  presignedUrls: partUrls,
});

export const fsRefreshUrlsAnswer = z.object({ presignedUrls: partUrls });

export const fsMultipartAbortAnswer = z.object({ uploadId: z.string(), aborted: z.literal(true) });

export const fsListUploadsAnswer = z.object({
  uploads: z.array(
    z.object({
      uploadId: z.string(),
      fileName: z.string(),
      fileSize: z.number(),
      key: z.string(),
      initiated: z.string(),
      expiresAt: z.string(),
    }),
  ),
});

export type UploadAnswerProofs = [
  Proof<Same<z.output<typeof presignAnswer>, PresignAnswer>>,
  Proof<Same<z.output<typeof multipartInitAnswer>, MultipartInitAnswer>>,
  Proof<Same<z.output<typeof listPartsAnswer>, ListPartsAnswer>>,
  Proof<Same<z.output<typeof refreshUrlsAnswer>, RefreshUrlsAnswer>>,
  Proof<Same<z.output<typeof abortAnswer>, AbortAnswer>>,
  Proof<Same<z.output<typeof fsPresignAnswer>, FsPresignAnswer>>,
  Proof<Same<z.output<typeof fsMultipartInitAnswer>, FsMultipartInitAnswer>>,
  Proof<Same<z.output<typeof fsRefreshUrlsAnswer>, FsRefreshUrlsAnswer>>,
  Proof<Same<z.output<typeof fsMultipartAbortAnswer>, FsMultipartAbortAnswer>>,
  Proof<Same<z.output<typeof fsListUploadsAnswer>, FsListUploadsAnswer>>,
];
