/**
 * Human output: dates and aligned columns for the lists (sizes and counts are in the run's
 * language: i18n/texts.ts).
 */

/** `2026-11-29 14:05` in UTC, the same in every language, or `never` in the run's words. */
export function formatTime(iso: string | null, never: string): string {
  if (!iso) return never;
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** East Asian wide characters (CJK, Hangul, full-width forms, most emoji) take two columns. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;

/** The columns a text takes in a terminal. */
export function widthOf(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** Rows as columns separated by two spaces, the first row the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => widthOf(row[column] ?? ''))),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell + ' '.repeat(widths[column]! - widthOf(cell)),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
