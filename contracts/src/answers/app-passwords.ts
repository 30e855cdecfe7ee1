/** What the app password routes answer as `data` (app-passwords.ts holds the interfaces). */
import { z } from 'zod';
import {
  APP_PASSWORD_SCOPES,
  type AppPasswordCreated,
  type AppPasswordInfo,
} from '../app-passwords.js';
import type { Proof, Same } from './proof.js';

export const appPasswordAnswer = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(APP_PASSWORD_SCOPES),
  basic_path: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export const appPasswordCreatedAnswer = appPasswordAnswer.extend({
  password: z.string().meta({ description: 'Shown this once; only a keyed hash is kept' }),
});

export type AppPasswordAnswerProofs = [
  Proof<Same<z.output<typeof appPasswordAnswer>, AppPasswordInfo>>,
  Proof<Same<z.output<typeof appPasswordCreatedAnswer>, AppPasswordCreated>>,
];
