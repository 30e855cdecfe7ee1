/** What the mount routes answer as `data` (mounts.ts holds the interface). */
import { z } from 'zod';
import { WEBDAV_POLICIES, type Mount } from '../mounts.js';
import type { Proof, Same } from './proof.js';

export const mountAnswer = z.object({
  id: z.string(),
  name: z.string(),
  storage_type: z.string(),
  storage_config_id: z.string(),
  storage_config_name: z.string().nullable(),
  mount_path: z.string(),
  remark: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number(),
  cache_ttl: z.number(),
  web_proxy: z.boolean(),
  webdav_policy: z.enum(WEBDAV_POLICIES),
  enable_sign: z.boolean(),
  sign_expires: z.number(),
  created_by: z.string().meta({ description: '`system`, the admin id, or `apikey:{id}`' }),
  created_at: z.string(),
  updated_at: z.string(),
  last_used: z.string().nullable(),
  index: z
    .object({
      state: z.enum(['none', 'building', 'ready']),
      indexed: z.number(),
      entries: z.number(),
      indexedAt: z.string().nullable(),
    })
    .optional()
    .meta({ description: "The mount's search index, in the admin's answers" }),
});

export const mountListAnswer = z.array(mountAnswer);

export type MountAnswerProofs = [Proof<Same<z.output<typeof mountAnswer>, Mount>>];
