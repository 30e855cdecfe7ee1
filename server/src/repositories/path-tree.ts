/** The one SQL condition for "this virtual path and everything below it", on a `path` column. */
import { sql, type RawBuilder } from 'kysely';

/** `/a/b` -> `/a/b/`; the root stays `/` (so everything lies below it). */
export const prefixOf = (path: string): string => (path === '/' ? '/' : `${path}/`);

/** Rows whose `path` is `path` or lies below it. A prefix compare, so `%` and `_` stay literal. */
export function inTree(path: string): RawBuilder<boolean> {
  const prefix = prefixOf(path);
  return sql<boolean>`(path = ${path} or substr(path, 1, ${prefix.length}) = ${prefix})`;
}
