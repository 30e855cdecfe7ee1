/** What an audit entry may hold and how it reads as CSV, without a database. */
import { describe, expect, it } from 'vitest';
import { csvCell } from './audit-csv.js';
import { clip, safeDetail } from './audit-entry.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+cmd', "'+cmd"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("x"),1', `"'=HYPERLINK(""x""),1"`],
    ['a=b', 'a=b'],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves an absent value empty', () => {
    expect(csvCell(null)).toBe('');
  });
});

describe('safeDetail', () => {
  it('drops secret-named keys and nested objects, clips long text', () => {
    const detail = safeDetail({
      name: 'ci',
      password: 'hunter2',
      newPassword: 'x',
      token: 't',
      key: 'cp_secret',
      secret_access_key: 's',
      config: { endpoint: 'e' },
      ids: ['a', 'b'],
      long: 'x'.repeat(500),
    });
    expect(JSON.parse(detail!)).toEqual({
      name: 'ci',
      ids: ['a', 'b'],
      long: clip('x'.repeat(500), 200),
    });
    expect(detail).not.toMatch(/hunter2|cp_secret|"s"|"t"/);
  });

  it('is null when nothing is left', () => {
    expect(safeDetail({ password: 'x' })).toBeNull();
    expect(safeDetail(null)).toBeNull();
  });
});
