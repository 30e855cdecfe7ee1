/** Shares created per day, for the dashboard's activity chart: one grouped query per table. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Stored times are toISOString() text (UTC, fixed width) on every dialect, so the first ten
 * characters are the UTC day, and substr() means the same on SQLite and PostgreSQL.
 */
const utcDay = sql<string>`substr(created_at, 1, 10)`;

/** Day (`YYYY-MM-DD`) -> how many rows; days without rows are absent. */
export type DailyCounts = Map<string, number>;

export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Text shares created at or after `sinceIso`, per UTC day. */
  pastesPerDay(sinceIso: string): Promise<DailyCounts> {
    return perDay(this.db.selectFrom('pastes').where('created_at', '>=', sinceIso));
  }

  /** File shares (ready ones: a pending upload is not a share yet) created at or after `sinceIso`, per UTC day. */
  filesPerDay(sinceIso: string): Promise<DailyCounts> {
    return perDay(
      this.db.selectFrom('files').where('status', '=', 'ready').where('created_at', '>=', sinceIso),
    );
  }
}

async function perDay<TB extends 'pastes' | 'files', O>(
  query: SelectQueryBuilder<Database, TB, O>,
): Promise<DailyCounts> {
  const rows = await query
    .select([utcDay.as('day'), sql<number | string>`count(*)`.as('n')])
    .groupBy(utcDay)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}
