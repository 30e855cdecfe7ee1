/** What the audit log routes answer as `data` (audit.ts holds the interfaces). */
import { z } from 'zod';
import { AUDIT_ACTOR_KINDS, type AuditPage } from '../audit.js';
import type { Proof, Same } from './proof.js';

export const auditPageAnswer = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      action: z.string().meta({ description: 'One of AUDIT_ACTIONS (contracts/src/audit.ts)' }),
      actor: z.object({
        kind: z.enum(AUDIT_ACTOR_KINDS),
        id: z.string().nullable(),
        label: z.string().nullable(),
      }),
      address: z.string().nullable(),
      userAgent: z.string().nullable(),
      target: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export type AuditAnswerProofs = [Proof<Same<z.output<typeof auditPageAnswer>, AuditPage>>];
