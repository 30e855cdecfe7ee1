import { FileType } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { file, folder } from './testing/fsItems';
import { nextSort, sortFromString, sortItems, sortToString } from './sortItems';

const items = [
  file('/m/file10.txt', FileType.TEXT, 300, '2030-01-03T00:00:00Z'),
  folder('/m/zeta'),
  file('/m/file9.txt', FileType.TEXT, 100, '2030-01-01T00:00:00Z'),
  file('/m/Alpha.png', FileType.IMAGE, 200, null),
  folder('/m/beta'),
];
const names = (order: Parameters<typeof sortItems>[1]) =>
  sortItems(items, order).map((i) => i.name);

describe('sortItems', () => {
  it('keeps folders first and orders names naturally, ignoring case', () => {
    expect(names({ key: 'name', direction: 'asc' })).toEqual([
      'beta',
      'zeta',
      'Alpha.png',
      'file9.txt',
      'file10.txt',
    ]);
    expect(names({ key: 'name', direction: 'desc' })).toEqual([
      'zeta',
      'beta',
      'file10.txt',
      'file9.txt',
      'Alpha.png',
    ]);
  });

  it('orders by size and by modification time, folders still first', () => {
    expect(names({ key: 'size', direction: 'desc' })).toEqual([
      'beta',
      'zeta',
      'file10.txt',
      'Alpha.png',
      'file9.txt',
    ]);
    // Unknown times count as the oldest.
    expect(names({ key: 'modified', direction: 'asc' })).toEqual([
      'beta',
      'zeta',
      'Alpha.png',
      'file9.txt',
      'file10.txt',
    ]);
  });

  it('stores the order as a string and flips or resets it on a column click', () => {
    expect(sortFromString(sortToString({ key: 'size', direction: 'desc' }))).toEqual({
      key: 'size',
      direction: 'desc',
    });
    expect(sortFromString('bogus')).toEqual({ key: 'name', direction: 'asc' });
    expect(sortFromString(null)).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'modified')).toEqual({
      key: 'modified',
      direction: 'desc',
    });
  });
});
