/**
 * Editing the Markdown table the caret is in: add or remove a row or a column, cycle a column's
 * alignment. The table is rewritten as a whole (cells trimmed, one space inside each pipe); the
 * text around it is left as it was.
 */
import type { TextState } from './textEdits';

export type TableEdit = 'addRow' | 'removeRow' | 'addColumn' | 'removeColumn' | 'align';

interface TableAt {
  /** Offsets of the table's first character and of the end of its last line. */
  from: number;
  to: number;
  rows: string[][];
  /** The caret's row (0 header, 1 delimiter, 2… body) and column. */
  row: number;
  column: number;
}

/** A line of a Markdown table (the toolbar's table buttons wait for the caret on one). */
export const isTableLine = (line: string) => line.trimStart().startsWith('|');

function cellsOf(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** The table around the caret, when the caret is in one with a delimiter row. */
export function tableAt(state: TextState): TableAt | null {
  const lines = state.value.split('\n');
  let offset = 0;
  let caretLine = -1;
  const starts: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    starts.push(offset);
    const end = offset + lines[i]!.length;
    if (caretLine === -1 && state.selectionStart <= end) caretLine = i;
    offset = end + 1;
  }
  if (caretLine === -1 || !isTableLine(lines[caretLine]!)) return null;
  let first = caretLine;
  while (first > 0 && isTableLine(lines[first - 1]!)) first--;
  let last = caretLine;
  while (last < lines.length - 1 && isTableLine(lines[last + 1]!)) last++;
  const rows = lines.slice(first, last + 1).map(cellsOf);
  if (rows.length < 2 || !rows[1]!.every((cell) => /^:?-+:?$/.test(cell))) return null;
  const caretText = lines[caretLine]!.slice(0, state.selectionStart - starts[caretLine]!);
  const column = Math.max(0, (caretText.match(/(?<!\\)\|/g)?.length ?? 1) - 1);
  return {
    from: starts[first]!,
    to: starts[last]! + lines[last]!.length,
    rows,
    row: caretLine - first,
    column: Math.min(column, rows[0]!.length - 1),
  };
}

const ALIGN_NEXT: Record<string, string> = { '---': ':---', ':---': ':---:', ':---:': '---:' };

function edited(table: TableAt, edit: TableEdit): string[][] | null {
  const { rows, row, column } = table;
  const width = rows[0]!.length;
  switch (edit) {
    case 'addRow': {
      const at = Math.max(row, 1) + 1;
      return [...rows.slice(0, at), Array<string>(width).fill(''), ...rows.slice(at)];
    }
    case 'removeRow':
      // The header and the delimiter row make the table; only body rows go.
      return row < 2 ? null : rows.filter((_, i) => i !== row);
    case 'addColumn':
      return rows.map((cells, i) => [
        ...cells.slice(0, column + 1),
        i === 1 ? '---' : '',
        ...cells.slice(column + 1),
      ]);
    case 'removeColumn':
      return width < 2 ? null : rows.map((cells) => cells.filter((_, i) => i !== column));
    case 'align':
      return rows.map((cells, i) =>
        i === 1
          ? cells.map((c, j) => (j === column ? (ALIGN_NEXT[c.replace(/-+/, '---')] ?? '---') : c))
          : cells,
      );
  }
}

/** Applies a table edit at the caret; null when the caret is in no table or the edit cannot apply. */
export function editTable(state: TextState, edit: TableEdit): TextState | null {
  const table = tableAt(state);
  if (!table) return null;
  const rows = edited(table, edit);
  if (!rows) return null;
  const lines = rows.map((cells) => `| ${cells.join(' | ')} |`);
  const text = lines.join('\n');
  // The caret goes to the start of its cell (the last row's, when its own row went).
  const caretRow = Math.min(
    edit === 'addRow' ? Math.max(table.row, 1) + 1 : table.row,
    lines.length - 1,
  );
  const cells = rows[caretRow]!;
  const column = Math.min(table.column, cells.length - 1);
  const inRow = 2 + cells.slice(0, column).reduce((n, cell) => n + cell.length + 3, 0);
  const caret = table.from + lines.slice(0, caretRow).reduce((n, l) => n + l.length + 1, 0) + inRow;
  return {
    value: state.value.slice(0, table.from) + text + state.value.slice(table.to),
    selectionStart: caret,
    selectionEnd: caret,
  };
}
