/** Human output: sizes, dates and aligned columns for the lists. */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** `2026-11-29 14:05` in UTC, or `never`. */
export function formatTime(iso: string | null): string {
  if (!iso) return 'never';
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Rows as columns separated by two spaces, the first row the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1
            ? cell
            : cell.padEnd(widths[column]! + cell.length - [...cell].length),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
