/** What the text share routes answer as `data` (pastes.ts holds the interfaces they prove). */
import { z } from 'zod';
import { PASTE_FORMATS } from '../paste-options.js';
import type { CreatedPaste, PasteList, PasteRecord, PasteView } from '../pastes.js';
import type { Proof, Same } from './proof.js';

const format = z.enum(PASTE_FORMATS);
const time = z.string().meta({ description: 'ISO time' });

export const createdPasteAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  remark: z.string().nullable(),
  expiresAt: time.nullable(),
  maxViews: z.number(),
  hasPassword: z.boolean(),
  format,
  encrypted: z.boolean().meta({ description: 'the content is end-to-end encrypted ciphertext' }),
  createdAt: time,
  createdBy: z.string(),
});

/** Without the password: `requiresPassword` and no content, title or remark. */
export const pasteViewAnswer = z.object({
  slug: z.string(),
  format,
  createdAt: time,
  expiresAt: time.nullable(),
  maxViews: z.number(),
  hasPassword: z.boolean(),
  requiresPassword: z.boolean(),
  encrypted: z.boolean().meta({
    description: 'content is ciphertext: the base64 of a sealed stream (docs/ENCRYPTION.md)',
  }),
  content: z.string().optional(),
  title: z.string().nullable().optional(),
  remark: z.string().nullable().optional(),
  views: z.number().optional(),
  isLastView: z.boolean().optional(),
  id: z.string().optional(),
  canEdit: z.boolean().optional(),
});

export const pasteRecordAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  remark: z.string().nullable(),
  format,
  hasPassword: z.boolean(),
  encrypted: z.boolean().meta({ description: 'ciphertext only: the preview is empty' }),
  expiresAt: time.nullable(),
  maxViews: z.number(),
  views: z.number(),
  createdBy: z.string(),
  keyName: z.string().nullable(),
  createdAt: time,
  updatedAt: time,
  isExpired: z.boolean(),
  size: z.number(),
  preview: z.string().optional(),
  content: z.string().optional(),
});

export const pasteListAnswer = z.object({
  results: z.array(pasteRecordAnswer),
  pagination: z.object({
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    offset: z.number(),
  }),
});

export type PasteAnswerProofs = [
  Proof<Same<z.output<typeof createdPasteAnswer>, CreatedPaste>>,
  Proof<Same<z.output<typeof pasteViewAnswer>, PasteView>>,
  Proof<Same<z.output<typeof pasteRecordAnswer>, PasteRecord>>,
  Proof<Same<z.output<typeof pasteListAnswer>, PasteList>>,
];
