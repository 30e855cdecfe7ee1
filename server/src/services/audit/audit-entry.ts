/**
 * What an audit entry may hold (docs/product/admin.md, "Audit log"): bounded text, and a detail
 * with no secret in it. A key that names a secret is dropped whatever the caller passed, so a
 * careless detail cannot put a password into the log.
 */
import type { AuditActor, AuditEntry } from '@cloudpaste/contracts';
import type { AuditLogRow } from '../../db/types.js';

export const USER_AGENT_MAX = 256;
const LABEL_MAX = 128;
const DETAIL_TEXT_MAX = 200;
const DETAIL_KEYS_MAX = 20;
const SECRET_KEY = /pass|secret|token|credential|authori[sz]ation|private|^key$|_key$|cookie/i;

export function clip(text: string | null | undefined, max: number): string | null {
  if (text === null || text === undefined || text === '') return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export const clipLabel = (label: string | null) => clip(label, LABEL_MAX);

type DetailValue = string | number | boolean | null | DetailValue[];

function safeValue(value: unknown): DetailValue | undefined {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return clip(value, DETAIL_TEXT_MAX) ?? '';
  if (Array.isArray(value)) {
    return value
      .slice(0, DETAIL_KEYS_MAX)
      .map(safeValue)
      .filter((v): v is DetailValue => v !== undefined);
  }
  return undefined;
}

/** The detail as stored: flat, short, without secret-named keys; null when nothing is left. */
export function safeDetail(detail: Record<string, unknown> | null | undefined): string | null {
  if (!detail) return null;
  const kept = Object.entries(detail)
    .filter(([key]) => !SECRET_KEY.test(key))
    .slice(0, DETAIL_KEYS_MAX)
    .map(([key, value]) => [key, safeValue(value)] as const)
    .filter(([, value]) => value !== undefined);
  return kept.length === 0 ? null : JSON.stringify(Object.fromEntries(kept));
}

export function entryOf(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    action: row.action,
    actor: {
      kind: row.actor_kind as AuditActor['kind'],
      id: row.actor_id,
      label: row.actor_label,
    },
    address: row.address,
    userAgent: row.user_agent,
    target: row.target_type ? { type: row.target_type, id: row.target_id } : null,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
  };
}
