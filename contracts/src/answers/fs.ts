/** What the file explorer routes answer as `data` (fs.ts holds the interfaces). */
import { z } from 'zod';
import type {
  FsArchiveTicket,
  FsBatchCopyResult,
  FsBatchRemoveResult,
  FsFileInfo,
  FsFileLink,
  FsItem,
  FsListing,
  FsSearchAnswer,
} from '../fs.js';
import { fileTypeAnswer, itemFailureFields } from './files.js';
import type { Proof, Same } from './proof.js';

export const fsItemAnswer = z.object({
  name: z.string(),
  path: z.string(),
  isDirectory: z.boolean(),
  isVirtual: z
    .boolean()
    .meta({ description: 'A folder that exists only because mounts lie below it' }),
  mount_id: z.string().nullable(),
  size: z.number(),
  modified: z.string().nullable(),
  etag: z.string().nullable(),
  mimetype: z.string().nullable(),
  type: fileTypeAnswer,
  typeName: z.string(),
  share: z
    .object({ slug: z.string().nullable(), owned: z.boolean() })
    .optional()
    .meta({ description: 'Listings only: the file share this object is the stored file of' }),
});

export const fsListingAnswer = z.object({
  path: z.string(),
  isRoot: z.boolean(),
  isVirtual: z.boolean(),
  mount_id: z.string().nullable(),
  items: z.array(fsItemAnswer),
});

export const fsFileInfoAnswer = fsItemAnswer.extend({
  preview_url: z.string().nullable(),
  download_url: z.string().nullable(),
});

export const fsFileLinkAnswer = z.object({
  url: z.string(),
  expires_at: z.string().nullable(),
  proxy: z.boolean(),
});

export const fsSearchAnswer = z.object({
  results: z.array(fsItemAnswer.extend({ mount_id: z.string(), mount_name: z.string() })),
  total: z.number(),
  hasMore: z.boolean(),
  indexedAt: z.string().nullable(),
  indexing: z.object({ state: z.literal('building'), indexed: z.number() }).optional(),
});

export const fsBatchRemoveAnswer = z.object({
  success: z.number(),
  failed: z.array(
    z.object({
      path: z.string(),
      ...itemFailureFields,
      members: z
        .array(
          z.object({
            path: z.string(),
            isDirectory: z.boolean(),
            error: z.string(),
            denied: z.boolean(),
          }),
        )
        .optional(),
    }),
  ),
});

export const fsBatchCopyAnswer = z.object({
  success: z.number(),
  skipped: z.number(),
  failed: z.array(z.object({ sourcePath: z.string(), ...itemFailureFields })),
  crossStorage: z.boolean(),
  requiresClientSideCopy: z.boolean(),
  crossStorageResults: z.array(
    z.object({
      sourcePath: z.string(),
      targetPath: z.string(),
      targetMountId: z.string(),
      items: z.array(
        z.object({
          sourcePath: z.string(),
          targetPath: z.string(),
          s3Path: z.string(),
          contentType: z.string(),
          fileSize: z.number(),
          downloadUrl: z.string(),
          uploadUrl: z.string(),
          uploadHeaders: z.record(z.string(), z.string()),
        }),
      ),
    }),
  ),
});

export const fsArchiveAnswer = z.object({
  url: z.string().meta({ description: 'GET it, no auth header, for the zip' }),
  expires_at: z.string(),
  fileCount: z.number(),
  totalBytes: z.number(),
  fileName: z.string(),
});

export type FsAnswerProofs = [
  Proof<Same<z.output<typeof fsItemAnswer>, FsItem>>,
  Proof<Same<z.output<typeof fsListingAnswer>, FsListing>>,
  Proof<Same<z.output<typeof fsFileInfoAnswer>, FsFileInfo>>,
  Proof<Same<z.output<typeof fsFileLinkAnswer>, FsFileLink>>,
  Proof<Same<z.output<typeof fsSearchAnswer>, FsSearchAnswer>>,
  Proof<Same<z.output<typeof fsBatchRemoveAnswer>, FsBatchRemoveResult>>,
  Proof<Same<z.output<typeof fsBatchCopyAnswer>, FsBatchCopyResult>>,
  Proof<Same<z.output<typeof fsArchiveAnswer>, FsArchiveTicket>>,
];
