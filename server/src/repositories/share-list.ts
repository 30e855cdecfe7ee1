/**
 * The one list query of the share management pages (text and file shares): a creator's shares,
 * a case-insensitive search across some columns, the total, and one page, newest first.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { likePattern } from './like-pattern.js';

export interface ShareListFilter {
  limit: number;
  offset: number;
  search?: string | undefined;
  /** Account ids or `apikey:<id>`: only the shares these creators made (policies/access.ts). */
  createdBy?: readonly string[] | undefined;
}

/** A column the search looks in, or one it skips in rows whose 0/1 flag `unless` is set. */
export type SearchedColumn = string | { name: string; unless: string };

/**
 * Counts the shares of `from` that pass `filter` (the search looks in `searched`, columns of
 * `table`), then reads their page through `select`, which adds the columns and joins it needs.
 */
export async function shareListPage<DB, TB extends keyof DB, R>(
  from: SelectQueryBuilder<DB, TB, object>,
  table: 'pastes' | 'files',
  searched: readonly SearchedColumn[],
  filter: ShareListFilter,
  select: (page: SelectQueryBuilder<DB, TB, object>) => { execute(): Promise<R[]> },
): Promise<{ rows: R[]; total: number }> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  let query = from;
  if (filter.createdBy)
    query = query.where(
      sql<boolean>`${column('created_by')} in (${sql.join(filter.createdBy.map((c) => sql`${c}`))})`,
    );
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = searched.map((searchedColumn) => {
      const { name, unless } =
        typeof searchedColumn === 'string'
          ? { name: searchedColumn, unless: null }
          : searchedColumn;
      const match = sql`lower(${column(name)}) like ${pattern} escape '\\'`;
      return unless === null ? match : sql`(${column(unless)} = 0 and ${match})`;
    });
    query = query.where(sql<boolean>`(${sql.join(matches, sql` or `)})`);
  }
  // Kysely cannot see the alias through the generic tables; count(*) is a number or, on
  // PostgreSQL, a bigint string.
  const counted = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const total = (counted as { total: number | string }).total;
  const page = query
    .orderBy(column('created_at'), 'desc')
    .orderBy(column('id'))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows: await select(page).execute(), total: Number(total) };
}
