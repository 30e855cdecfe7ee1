/** File requests' answers (docs/FILE-REQUESTS.md), for the OpenAPI document. */
import { z } from 'zod';
import {
  FILE_REQUEST_TARGETS,
  type FileRequest,
  type FileRequestFile,
  type FileRequestReceipt,
  type FileRequestTicket,
  type FileRequestWebhookSecret,
  type PublicFileRequest,
} from '../file-requests.js';
import type { Proof, Same } from './proof.js';

const limits = {
  max_file_bytes: z.number().meta({ description: '0: no limit' }),
  max_total_bytes: z.number().meta({ description: '0: no limit' }),
  max_files: z.number().meta({ description: '0: no limit' }),
  allowed_types: z.array(z.string()).meta({ description: 'Empty: any type' }),
};

export const fileRequestAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  note: z.string(),
  note_markdown: z.boolean(),
  target: z.enum(FILE_REQUEST_TARGETS),
  mount_id: z.string().nullable(),
  path: z.string().nullable().meta({ description: 'The target folder’s virtual path' }),
  has_password: z.boolean(),
  expires_at: z.string().nullable(),
  enabled: z.boolean(),
  webhook_url: z.string().nullable(),
  received_files: z.number(),
  received_bytes: z.number(),
  unseen: z.number().meta({ description: 'Files arrived since the owner last looked' }),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  ...limits,
});

export const fileRequestFileAnswer = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  size: z.number(),
  content_type: z.string(),
  uploader_name: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
});

export const publicFileRequestAnswer = z.object({
  slug: z.string(),
  title: z.string(),
  note: z.string(),
  note_markdown: z.boolean(),
  has_password: z.boolean(),
  expires_at: z.string().nullable(),
  files_left: z.number().nullable(),
  bytes_left: z.number().nullable(),
  ...limits,
});

export const fileRequestReceiptAnswer = z.object({ name: z.string(), size: z.number() });

export const fileRequestTicketAnswer = z.object({
  ticket: z.string().meta({ description: 'Sent as `?t=` with uploads' }),
  expires_at: z.string(),
});

export const fileRequestWebhookSecretAnswer = z.object({
  secret: z.string().meta({ description: 'The HMAC-SHA256 key of X-CloudPaste-Signature' }),
});

export type FileRequestAnswerProofs = [
  Proof<Same<z.output<typeof fileRequestWebhookSecretAnswer>, FileRequestWebhookSecret>>,
  Proof<Same<z.output<typeof fileRequestAnswer>, FileRequest>>,
  Proof<Same<z.output<typeof fileRequestFileAnswer>, FileRequestFile>>,
  Proof<Same<z.output<typeof publicFileRequestAnswer>, PublicFileRequest>>,
  Proof<Same<z.output<typeof fileRequestReceiptAnswer>, FileRequestReceipt>>,
  Proof<Same<z.output<typeof fileRequestTicketAnswer>, FileRequestTicket>>,
];
