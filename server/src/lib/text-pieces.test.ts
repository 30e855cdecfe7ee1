import { describe, expect, it } from 'vitest';
import { ENTRIES_PER_PIECE, entryPieces, utf8Joined, utf8Pieces } from './text-pieces.js';

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

describe('utf8Joined', () => {
  const texts = ['<a>', 'naïve ', '日本語', ' 🎉 ', '', '&amp;'];

  it('writes the texts of a range one after another, as UTF-8', () => {
    const joined = utf8Joined(1, texts.length, (index) => texts[index]!);
    expect(joined.equals(Buffer.from(texts.slice(1).join(''), 'utf8'))).toBe(true);
    expect(utf8Joined(2, 2, (index) => texts[index]!).length).toBe(0);
  });

  it('grows past its first room, keeping what it wrote', () => {
    // Three-byte characters, so each text needs its worst-case room.
    const big = (index: number) => `${index}${'語'.repeat(30_000)}`;
    const joined = utf8Joined(0, 4, big);
    const expected = Buffer.from([0, 1, 2, 3].map(big).join(''), 'utf8');
    expect(joined.length).toBe(expected.length);
    expect(joined.equals(expected)).toBe(true);
  });
});

describe('utf8Pieces', () => {
  it('writes entries a piece at a time, the pieces together being every entry in order', () => {
    const count = 2 * ENTRIES_PER_PIECE + 3;
    const textAt = (index: number) => `<e${index}/>`;
    const pieces = [...utf8Pieces(count, textAt)];
    expect(pieces).toHaveLength(3);
    const whole = Array.from({ length: count }, (_, index) => textAt(index)).join('');
    expect(Buffer.concat(pieces).toString('utf8')).toBe(whole);
    expect([...utf8Pieces(0, textAt)]).toEqual([]);
  });
});
