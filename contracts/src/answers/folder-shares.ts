/** Folder shares' answers (docs/FOLDER-SHARES.md), for the OpenAPI document. */
import { z } from 'zod';

export const folderShareAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string().meta({ description: 'The shared folder’s virtual path' }),
  mount_id: z.string(),
  names: z
    .array(z.string())
    .nullable()
    .meta({ description: 'The entries of a hand-picked set; null for the whole folder' }),
  has_password: z.boolean(),
  expires_at: z.string().nullable(),
  max_downloads: z.number(),
  downloads: z.number(),
  allow_uploads: z.boolean(),
  revoked_at: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
});

export const folderShareListAnswer = z.array(folderShareAnswer);

export const publicFolderShareAnswer = z.object({
  slug: z.string(),
  name: z.string(),
  has_password: z.boolean(),
  expires_at: z.string().nullable(),
  max_downloads: z.number(),
  downloads: z.number(),
  allow_uploads: z.boolean(),
  picked: z.boolean(),
});

export const folderShareTicketAnswer = z.object({
  ticket: z.string().meta({ description: 'Sent as `?t=` with the share’s reads' }),
  expires_at: z.string(),
});
