/** The one SQL condition for "this virtual path and everything below it", on a `path` column. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types.js';

/** `/a/b` -> `/a/b/`; the root stays `/` (so everything lies below it). */
export const prefixOf = (path: string): string => (path === '/' ? '/' : `${path}/`);

/** Rows whose `path` is `path` or lies below it. A prefix compare, so `%` and `_` stay literal. */
export function inTree(path: string): RawBuilder<boolean> {
  const prefix = prefixOf(path);
  return sql<boolean>`(path = ${path} or substr(path, 1, ${prefix.length}) = ${prefix})`;
}

/** Paths deleted per statement when some are kept: well under every dialect's parameter limit. */
const DELETE_CHUNK = 500;

/**
 * Deletes the rows of a tree, except those at the paths in `keep` (what a partial removal left
 * behind). With none kept, one statement; else the tree's paths are read and the rest deleted in
 * chunks, so a long list of kept paths never becomes one oversized statement.
 */
export async function deleteTreeExcept(
  db: Kysely<Database>,
  table: 'dav_properties' | 'dav_locks',
  path: string,
  keep: ReadonlySet<string>,
): Promise<void> {
  if (keep.size === 0) {
    await db.deleteFrom(table).where(inTree(path)).execute();
    return;
  }
  const rows = await db.selectFrom(table).select('path').distinct().where(inTree(path)).execute();
  const doomed = rows.map((row) => row.path).filter((p) => !keep.has(p));
  for (let i = 0; i < doomed.length; i += DELETE_CHUNK)
    await db
      .deleteFrom(table)
      .where('path', 'in', doomed.slice(i, i + DELETE_CHUNK))
      .execute();
}
