/**
 * The audit page's filters (docs/product/admin.md, "Audit log"): the form's values as the query of
 * GET /api/admin/audit and its CSV export. Days are the viewer's own: "until" a day includes it.
 */
import type { AuditEntry } from '@cloudpaste/contracts';

export interface AuditFilterValues {
  /** An action or a group of them ('auth.login'); '' for every action. */
  action: string;
  actor: string;
  address: string;
  /** yyyy-mm-dd from a date input, or ''. */
  since: string;
  until: string;
}

export const NO_FILTERS: AuditFilterValues = {
  action: '',
  actor: '',
  address: '',
  since: '',
  until: '',
};

/** The action groups offered in the filter, each matching every action under it. */
export const ACTION_GROUPS = [
  'auth',
  'api_key',
  'user',
  'account',
  'settings',
  'storage',
  'mount',
  'paste',
  'file',
  'webdav',
  'backup',
] as const;

/** The start of a local calendar day as an instant; null for an empty or invalid date. */
function dayStart(day: string, addDays = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function auditQuery(values: AuditFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['action', 'actor', 'address'] as const) {
    const value = values[key].trim();
    if (value) query[key] = value;
  }
  const since = dayStart(values.since);
  const until = dayStart(values.until, 1);
  if (since) query.since = since;
  if (until) query.until = until;
  return query;
}

/** The translation key of an action's readable name (dots are i18next's key separator). */
export const actionKey = (action: string) => `actions.${action.replace(/\./g, '_')}`;

/** A batch's ids: the first two, and how many more. */
function idsText(ids: string[]): string {
  const more = ids.length > 2 ? ` +${ids.length - 2}` : '';
  return ids.slice(0, 2).join(', ') + more;
}

/** What an entry acted on: the detail's naming fields (settings: the keys written) and an id. */
export function targetText(entry: AuditEntry): { name: string; id: string } {
  const detail = entry.detail ?? {};
  const fields =
    entry.action === 'settings.update'
      ? Object.keys(detail).filter((key) => key !== 'group')
      : ['name', 'username', 'filename', 'slug', 'mount_path', 'method']
          .map((key) => detail[key])
          .filter((value) => typeof value === 'string' || typeof value === 'number');
  const ids = Array.isArray(detail.ids) ? detail.ids.filter((id) => typeof id === 'string') : [];
  return { name: fields.join(', '), id: entry.target?.id ?? idsText(ids) };
}
