/** What the storage configuration routes answer as `data` (storage-config-views.ts holds the interfaces). */
import { z } from 'zod';
import {
  STORAGE_TEST_CHECKS,
  type StorageConfig,
  type StorageConfigReferences,
  type StorageConfigSummary,
  type StorageTestReport,
} from '../storage-config-views.js';
import type { Proof, Same } from './proof.js';

const bit = z.literal([0, 1]);

const summaryFields = {
  id: z.string(),
  name: z.string(),
  storage_type: z.string(),
  provider_type: z.string(),
  is_default: bit,
  is_public: bit,
  total_storage_bytes: z.number().nullable().meta({ description: 'null: unlimited' }),
};

/** A configuration's row on the dashboard: its summary with the usage inline. */
export const storageUsageFields = {
  ...summaryFields,
  used_bytes: z.number(),
  file_count: z.number(),
};

/** What an API key may read of a public configuration. */
export const storageConfigSummaryAnswer = z.object({
  ...summaryFields,
  usage: z.object({ used_bytes: z.number(), file_count: z.number() }),
});

/** The admin's view; secrets never leave the server (`secrets_set` names those that are set). */
export const storageConfigAnswer = storageConfigSummaryAnswer.extend({
  config: z.record(z.string(), z.unknown()),
  secrets_set: z.array(z.string()),
  endpoint_url: z.string().nullable(),
  bucket_name: z.string(),
  region: z.string().nullable(),
  access_key_id: z.string().nullable(),
  has_secret: z.boolean(),
  path_style: bit,
  default_folder: z.string(),
  custom_host: z.string().nullable(),
  signature_expires_in: z.number(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  last_used: z.string().nullable(),
});

/** The admin gets whole configurations, an API key summaries of the public ones. */
export const storageConfigsAnswer = z.union([
  z.array(storageConfigAnswer),
  z.array(storageConfigSummaryAnswer),
]);

export const storageConfigReferencesAnswer = z.object({
  mounts: z.array(z.object({ id: z.string(), name: z.string(), mount_path: z.string() })),
  file_count: z.number(),
});

export const storageTestAnswer = z.object({
  ok: z.boolean(),
  checks: z.array(
    z.object({
      name: z.enum(STORAGE_TEST_CHECKS),
      ok: z.boolean(),
      message: z.string(),
      durationMs: z.number(),
    }),
  ),
});

export type StorageAnswerProofs = [
  Proof<Same<z.output<typeof storageConfigSummaryAnswer>, StorageConfigSummary>>,
  Proof<Same<z.output<typeof storageConfigAnswer>, StorageConfig>>,
  Proof<Same<z.output<typeof storageConfigReferencesAnswer>, StorageConfigReferences>>,
  Proof<Same<z.output<typeof storageTestAnswer>, StorageTestReport>>,
];
