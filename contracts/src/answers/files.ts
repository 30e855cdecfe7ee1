/** What the file share routes and every upload path answer as `data` (files.ts holds the interfaces). */
import { z } from 'zod';
import { FileType } from '../file-types.js';
import {
  FILE_SOURCES,
  FILE_STATUSES,
  OFFICE_PREVIEW_PROVIDERS,
  type BatchDeleteFilesAnswer,
  type FileList,
  type FileRecord,
  type OfficePreviewAnswer,
  type PublicFileInfo,
} from '../files.js';
import type { Proof, Same } from './proof.js';

/** The file kinds of file-types.ts: 0 unknown, 1 folder, 2 video, 3 audio, 4 text, 5 image ... */
export const fileTypeAnswer = z.enum(FileType);

/** A batch item that failed: its English error and, when the catalogue has it, reason and params. */
export const itemFailureFields = {
  error: z.string(),
  reason: z.string().optional(),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .readonly()
    .optional(),
};

/** previewUrl/downloadUrl carry an access ticket (`?t=`); null while a password is required. */
export const publicFileInfoAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  filename: z.string(),
  mimetype: z.string(),
  size: z.number(),
  remark: z.string().nullable(),
  created_at: z.string(),
  requires_password: z.boolean(),
  views: z.number(),
  max_views: z.number(),
  expires_at: z.string().nullable(),
  previewUrl: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  use_proxy: z.boolean(),
  encrypted: z.boolean().meta({
    description: 'the bytes are an end-to-end sealed stream: served as ciphertext, never previewed',
  }),
  type: z.number().meta({ description: 'The file kind (fileTypeAnswer)' }),
  typeName: z.string(),
});

export const fileRecordAnswer = publicFileInfoAnswer.extend({
  storage_config_id: z.string(),
  storage_config_name: z.string().nullable(),
  storage_path: z.string(),
  created_by: z.string(),
  key_name: z.string().nullable(),
  has_password: z.boolean(),
  status: z.enum(FILE_STATUSES),
  source: z.enum(FILE_SOURCES),
  updated_at: z.string(),
  is_expired: z.boolean(),
  available: z.boolean().nullable().optional(),
});

export const fileListAnswer = z.object({
  files: z.array(fileRecordAnswer),
  pagination: z.object({ total: z.number(), limit: z.number(), offset: z.number() }),
});

export const batchDeleteFilesAnswer = z.object({
  success: z.number(),
  failed: z.array(z.object({ id: z.string(), ...itemFailureFields })),
});

export const officePreviewAnswer = z.object({
  url: z.string(),
  file_url: z.string(),
  provider: z.enum(OFFICE_PREVIEW_PROVIDERS),
});

export type FileAnswerProofs = [
  Proof<Same<z.output<typeof publicFileInfoAnswer>, PublicFileInfo>>,
  Proof<Same<z.output<typeof fileRecordAnswer>, FileRecord>>,
  Proof<Same<z.output<typeof fileListAnswer>, FileList>>,
  Proof<Same<z.output<typeof batchDeleteFilesAnswer>, BatchDeleteFilesAnswer>>,
  Proof<Same<z.output<typeof officePreviewAnswer>, OfficePreviewAnswer>>,
];
