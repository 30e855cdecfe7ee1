/**
 * The audit log (docs/product/admin.md, "Audit log"): the actions it records, who an entry names
 * and the filters of `GET /api/admin/audit`. Action names are stable dotted names; the web
 * translates them, the CSV export and the API carry them as they are.
 */
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'auth.login.success',
  'auth.login.failure',
  'auth.api_key.failure',
  'auth.logout',
  'auth.password_change',
  'auth.oidc_login.success',
  'auth.oidc_login.failure',
  'settings.oidc_update',
  'account.oidc_link',
  'account.oidc_unlink',
  'api_key.create',
  'api_key.update',
  'api_key.delete',
  'settings.update',
  'storage.create',
  'storage.update',
  'storage.delete',
  'storage.set_default',
  'mount.create',
  'mount.update',
  'mount.delete',
  'paste.create',
  'paste.delete',
  'file.create',
  'file.delete',
  'webdav.login.failure',
  'webdav.write',
  'backup.restore',
  'user.create',
  'user.update',
  'user.delete',
  'user.password_reset',
  'user.invitation_accept',
  'user.register',
  'account.update',
  'account.app_password_create',
  'account.app_password_revoke',
  'account.session_end',
  'account.sessions_end_others',
  'account.two_factor_enable',
  'account.two_factor_disable',
  'account.two_factor_recovery_used',
  'account.two_factor_recovery_regenerate',
  'user.session_end',
  'user.two_factor_disable',
  'file_request.create',
  'file_request.update',
  'file_request.delete',
  'file_request.upload',
  'file_request.webhook_secret_reveal',
  'file_request.webhook_secret_rotate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted. Kinds of accounts added later (users, app passwords) become new kinds here. */
export const AUDIT_ACTOR_KINDS = ['admin', 'api_key', 'user', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export interface AuditActor {
  kind: AuditActorKind;
  /** The admin's or key's id; null for an anonymous caller. */
  id: string | null;
  /** A name to read: the admin's username, the key's name, the username a failed sign-in tried. */
  label: string | null;
}

/** An entry as the API answers it. */
export interface AuditEntry {
  id: string;
  at: string;
  action: string;
  actor: AuditActor;
  address: string | null;
  userAgent: string | null;
  target: { type: string; id: string | null } | null;
  detail: Record<string, unknown> | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  limit: number;
  offset: number;
}

export const AUDIT_PAGE_MAX = 200;

const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));
const optionalTime = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), 'must be a date and time')
  .transform((v) => (v === undefined ? undefined : new Date(v).toISOString()));

/** The filters of the audit list and its CSV export; every one optional. */
export const auditFilterInput = z.object({
  /** An action or the start of one: `auth.login` matches success and failure. */
  action: optionalText('action', 64),
  /** An actor kind (`api_key`), or kind:id (`api_key:0190...`), or text found in the label. */
  actor: optionalText('actor', 128),
  since: optionalTime,
  until: optionalTime,
  address: optionalText('address', 64),
});
export type AuditFilter = z.infer<typeof auditFilterInput>;

export const auditListInput = auditFilterInput.extend({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(AUDIT_PAGE_MAX, `limit is at most ${AUDIT_PAGE_MAX}`)
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0),
});
export type AuditListInput = z.infer<typeof auditListInput>;

/** The retention setting's default, in days; 0 keeps entries forever. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 90;
export const MAX_AUDIT_RETENTION_DAYS = 3650;
