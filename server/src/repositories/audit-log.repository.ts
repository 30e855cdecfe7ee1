/**
 * The audit log's rows (migration 0019): one insert per entry, filtered pages newest first, a
 * keyset walk for the CSV export and the retention sweep.
 */
import type { AuditFilter } from '@cloudpaste/contracts';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AuditLogRow, Database } from '../db/types.js';
import { likePattern } from './like-pattern.js';

type AuditQuery<O> = SelectQueryBuilder<Database, 'audit_log', O>;

/** The API's filters, and exactly one actor (an account's own entries) when `self` is given. */
export type AuditRowFilter = AuditFilter & { self?: { kind: string; id: string | null } };

/** The actor filter: a kind, kind:id, or text in the label. */
function actorFilter(actor: string) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>) => {
    const [kind = '', ...rest] = actor.split(':');
    const id = rest.join(':');
    const byLabel = sql<boolean>`lower(actor_label) like ${likePattern(actor)} escape '\\'`;
    if (id) return eb.or([eb.and([eb('actor_kind', '=', kind), eb('actor_id', '=', id)]), byLabel]);
    return eb.or([eb('actor_kind', '=', kind), byLabel]);
  };
}

function filtered<O>(query: AuditQuery<O>, filter: AuditRowFilter): AuditQuery<O> {
  let q = query;
  if (filter.action) {
    const prefix = filter.action.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    q = q.where((eb) =>
      eb.or([
        eb('action', '=', filter.action!),
        sql<boolean>`action like ${`${prefix}.%`} escape '\\'`,
      ]),
    );
  }
  if (filter.actor) q = q.where(actorFilter(filter.actor));
  if (filter.self) {
    q = q.where('actor_kind', '=', filter.self.kind).where('actor_id', '=', filter.self.id ?? '');
  }
  if (filter.since) q = q.where('at', '>=', filter.since);
  if (filter.until) q = q.where('at', '<', filter.until);
  if (filter.address) q = q.where('address', '=', filter.address);
  return q;
}

export class AuditLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: AuditLogRow): Promise<void> {
    await this.db.insertInto('audit_log').values(row).execute();
  }

  async page(filter: AuditRowFilter, limit: number, offset: number): Promise<AuditLogRow[]> {
    return filtered(this.db.selectFrom('audit_log').selectAll(), filter)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(filter: AuditRowFilter): Promise<number> {
    const row = await filtered(this.db.selectFrom('audit_log'), filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The rows after `after` (newest first), `limit` of them: one page of a walk over the log. */
  async pageAfter(
    filter: AuditRowFilter,
    after: { at: string; id: string } | null,
    limit: number,
  ): Promise<AuditLogRow[]> {
    let q = filtered(this.db.selectFrom('audit_log').selectAll(), filter);
    if (after) {
      q = q.where((eb) =>
        eb.or([
          eb('at', '<', after.at),
          eb.and([eb('at', '=', after.at), eb('id', '<', after.id)]),
        ]),
      );
    }
    return q.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** Removes the entries older than `before`; how many went. */
  async removeBefore(before: string): Promise<number> {
    const result = await this.db
      .deleteFrom('audit_log')
      .where('at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
