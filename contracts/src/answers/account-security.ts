/** What the sessions and two-factor routes answer as `data` (account-security.ts holds the interfaces). */
import { z } from 'zod';
import type {
  RecoveryCodes,
  SessionInfo,
  TwoFactorChallenge,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '../account-security.js';
import type { Proof, Same } from './proof.js';

export const twoFactorChallengeAnswer = z.object({
  username: z.string(),
  twoFactorRequired: z.literal(true),
  challenge: z.string().meta({ description: 'Send back to /api/admin/login/two-factor' }),
  expiresAt: z.string(),
});

export const sessionAnswer = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  expires_at: z.string(),
  current: z.boolean(),
});

export const twoFactorStatusAnswer = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number(),
});

export const twoFactorEnrolmentAnswer = z.object({
  secret: z.string().meta({ description: 'Base32; shown only while enrolling' }),
  uri: z.string(),
});

export const recoveryCodesAnswer = z.object({ codes: z.array(z.string()) });

export type AccountSecurityAnswerProofs = [
  Proof<Same<z.output<typeof twoFactorChallengeAnswer>, TwoFactorChallenge>>,
  Proof<Same<z.output<typeof sessionAnswer>, SessionInfo>>,
  Proof<Same<z.output<typeof twoFactorStatusAnswer>, TwoFactorStatus>>,
  Proof<Same<z.output<typeof twoFactorEnrolmentAnswer>, TwoFactorEnrolment>>,
  Proof<Same<z.output<typeof recoveryCodesAnswer>, RecoveryCodes>>,
];
