import { describe, expect, it } from 'vitest';
import { ENTRIES_PER_PIECE, entryPieces } from './text-pieces.js';

const list = (count: number) => [
  ...entryPieces(
    '[',
    count,
    (start, end) => Array.from({ length: end - start }, (_, k) => String(start + k)).join(','),
    ',',
    ']',
  ),
];

describe('entryPieces', () => {
  it.each([0, 1, ENTRIES_PER_PIECE, ENTRIES_PER_PIECE + 1, 3 * ENTRIES_PER_PIECE + 7])(
    'makes %i entries into whole pieces whose text is the whole',
    (count) => {
      const pieces = list(count);
      expect(pieces).toHaveLength(Math.max(1, Math.ceil(count / ENTRIES_PER_PIECE)));
      expect(JSON.parse(pieces.join(''))).toEqual(Array.from({ length: count }, (_, i) => i));
    },
  );

  it('makes each piece only when asked for', () => {
    const asked: number[] = [];
    const pieces = entryPieces(
      '',
      3 * ENTRIES_PER_PIECE,
      (start) => (asked.push(start), 'x'),
      '',
      '',
    );
    pieces.next();
    expect(asked).toEqual([0]);
    pieces.next();
    expect(asked).toEqual([0, ENTRIES_PER_PIECE]);
  });
});
