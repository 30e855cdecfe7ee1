/** Case-insensitive "contains" searches: the one LIKE pattern every repository uses. */

/** `%` and `_` in a search are literal text, not wildcards; match with `escape '\'`. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
