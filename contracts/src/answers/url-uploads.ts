/** What URL uploads answer as `data` (url-upload.ts holds the interfaces). */
import { z } from 'zod';
import type { UrlCancelAnswer, UrlFetchStatus, UrlInfo } from '../url-upload.js';
import { publicFileInfoAnswer } from './files.js';
import type { Proof, Same } from './proof.js';

export const urlInfoAnswer = z.object({
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().nullable(),
  lastModified: z.string().nullable(),
  corsSupported: z
    .boolean()
    .meta({ description: 'Else the browser reads it through /api/url/proxy' }),
});

/** A failed fetch answers its error instead (413, 502, 504 ...). */
export const urlFetchStatusAnswer = z.object({
  file_id: z.string(),
  slug: z.string(),
  filename: z.string(),
  status: z.enum(['running', 'done']),
  received: z.number(),
  total: z.number().nullable(),
  share: publicFileInfoAnswer.nullable(),
});

export const urlCancelAnswer = z.object({ file_id: z.string(), cancelled: z.literal(true) });

export type UrlUploadAnswerProofs = [
  Proof<Same<z.output<typeof urlInfoAnswer>, UrlInfo>>,
  Proof<Same<z.output<typeof urlFetchStatusAnswer>, UrlFetchStatus>>,
  Proof<Same<z.output<typeof urlCancelAnswer>, UrlCancelAnswer>>,
];
