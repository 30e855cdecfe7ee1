/** What the settings routes answer as `data` (settings.ts holds the interfaces). */
import { z } from 'zod';
import type { SettingGroupInfo, SettingItem } from '../settings.js';
import type { Proof, Same } from './proof.js';

const value = z.union([z.string(), z.number(), z.boolean()]);

export const settingItemAnswer = z.object({
  key: z.string(),
  value,
  type: z.enum(['number', 'bool', 'select', 'text', 'textarea']),
  group_id: z.number(),
  options: z.array(z.string()).readonly().nullable(),
  sort_order: z.number(),
  flags: z.number(),
  description: z.string(),
  default_value: value,
});

/** The settings with their definitions, or with `metadata=false` a key -> value map. */
export const settingsAnswer = z.union([z.array(settingItemAnswer), z.record(z.string(), value)]);

export const settingGroupsAnswer = z.array(
  z.object({ id: z.number(), name: z.string(), settingCount: z.number() }),
);

export type SettingAnswerProofs = [
  Proof<Same<z.output<typeof settingItemAnswer>, SettingItem>>,
  Proof<Same<z.output<typeof settingGroupsAnswer>, SettingGroupInfo[]>>,
];
