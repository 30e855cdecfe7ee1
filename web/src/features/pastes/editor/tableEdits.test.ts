/** Table edits at the caret: rows, columns and alignment, and no change outside a table. */
import { describe, expect, it } from 'vitest';
import { editTable, tableAt } from './tableEdits';
import type { TextState } from './textEdits';

const TABLE = 'before\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\nafter';
const at = (needle: string, value = TABLE): TextState => {
  const i = value.indexOf(needle);
  return { value, selectionStart: i, selectionEnd: i };
};

describe('tableAt', () => {
  it('finds the table, the row and the column of the caret', () => {
    const table = tableAt(at('2 |'));
    expect(table?.row).toBe(2);
    expect(table?.column).toBe(1);
    expect(table?.rows).toEqual([
      ['A', 'B'],
      ['---', '---'],
      ['1', '2'],
    ]);
  });

  it('finds none outside a table or without a delimiter row', () => {
    expect(tableAt(at('before'))).toBeNull();
    expect(tableAt(at('x', '| x |\n| y |'))).toBeNull();
  });
});

describe('editTable', () => {
  it('adds a row below the caret and removes a body row, never the header', () => {
    expect(editTable(at('1 |'), 'addRow')?.value).toBe(
      'before\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n|  |  |\n\nafter',
    );
    expect(editTable(at('1 |'), 'removeRow')?.value).toBe(
      'before\n\n| A | B |\n| --- | --- |\n\nafter',
    );
    expect(editTable(at('A |'), 'removeRow')).toBeNull();
  });

  it('adds a column after the caret and removes the caret column', () => {
    expect(editTable(at('A |'), 'addColumn')?.value).toBe(
      'before\n\n| A |  | B |\n| --- | --- | --- |\n| 1 |  | 2 |\n\nafter',
    );
    expect(editTable(at('B |'), 'removeColumn')?.value).toBe(
      'before\n\n| A |\n| --- |\n| 1 |\n\nafter',
    );
  });

  it('cycles the caret column through left, centre, right and none', () => {
    let state = at('B |');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      state = editTable(state, 'align')!;
      seen.push(state.value.split('\n')[3]!);
    }
    expect(seen).toEqual(['| --- | :--- |', '| --- | :---: |', '| --- | ---: |', '| --- | --- |']);
  });

  it('does nothing outside a table', () => {
    expect(editTable(at('after'), 'addRow')).toBeNull();
  });
});
