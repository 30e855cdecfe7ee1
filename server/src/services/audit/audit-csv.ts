/**
 * The audit log as CSV (RFC 4180, CRLF lines): a cell with a comma, quote or line break is
 * quoted, and one a spreadsheet would run as a formula (starting = + - @, tab or CR) gets a
 * leading apostrophe first (docs/product/admin.md, "Audit log").
 */
import type { AuditEntry, AuditFilter } from '@cloudpaste/contracts';

export const AUDIT_CSV_HEADER = [
  'at',
  'action',
  'actor_kind',
  'actor_id',
  'actor_label',
  'address',
  'user_agent',
  'target_type',
  'target_id',
  'detail',
] as const;

export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: readonly (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const csvHeader = () => line(AUDIT_CSV_HEADER);

export function csvLine(entry: AuditEntry): string {
  return line([
    entry.at,
    entry.action,
    entry.actor.kind,
    entry.actor.id,
    entry.actor.label,
    entry.address,
    entry.userAgent,
    entry.target?.type ?? null,
    entry.target?.id ?? null,
    entry.detail ? JSON.stringify(entry.detail) : null,
  ]);
}

/** The filters as a canonical query string (set ones only, in a fixed order): a CSV link's scope. */
export function filterQuery(filter: AuditFilter): string {
  const set = Object.entries(filter)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return new URLSearchParams(set).toString();
}
