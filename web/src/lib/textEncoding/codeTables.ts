/**
 * Character-to-bytes tables for the legacy encodings, built once, when first needed, by running the
 * browser's own TextDecoder over each encoding's whole multi-byte code space: exact for whatever the
 * decoder reads, and nothing to download. Decoding a byte sequence back through the table gives
 * the same text; where two sequences read as one character, the first listed is written.
 */
import type { TextEncodingId } from './encodings';

export type LegacyEncoding = Exclude<TextEncodingId, 'utf-8' | 'utf-16le' | 'utf-16be'>;

const range = (low: number, high: number) =>
  Array.from({ length: high - low + 1 }, (_, i) => low + i);
const ranges = (...bounds: [number, number][]) => bounds.flatMap(([low, high]) => range(low, high));

/** Every sequence of one byte from each list, in order. */
function* product(...lists: number[][]): Generator<number[]> {
  const [first = [], ...rest] = lists;
  for (const byte of first) {
    if (rest.length === 0) yield [byte];
    else for (const tail of product(...rest)) yield [byte, ...tail];
  }
}

const GBK_PAIRS = () => product(range(0x81, 0xfe), ranges([0x40, 0x7e], [0x80, 0xfe]));

/** The byte sequences each encoding's table is built from (ASCII is written as itself). */
const CODE_SPACES: Record<LegacyEncoding, () => Iterable<number[]>> = {
  // The euro sign also has a byte of its own in GBK, written only where no pair holds it.
  gbk: function* () {
    yield* GBK_PAIRS();
    yield [0x80];
  },
  // Four-byte sequences of the Basic Multilingual Plane; the planes above are computed.
  gb18030: function* () {
    yield* GBK_PAIRS();
    yield* product(range(0x81, 0x84), range(0x30, 0x39), range(0x81, 0xfe), range(0x30, 0x39));
  },
  // Hong Kong's additions (leads below A1) last, so a character in both is written as plain Big5.
  big5: () => product(ranges([0xa1, 0xfe], [0x81, 0xa0]), ranges([0x40, 0x7e], [0xa1, 0xfe])),
  shift_jis: function* () {
    yield* product(range(0xa1, 0xdf));
    yield* product(ranges([0x81, 0x9f], [0xe0, 0xfc]), ranges([0x40, 0x7e], [0x80, 0xfc]));
  },
  'euc-jp': function* () {
    yield* product([0x8e], range(0xa1, 0xdf));
    yield* product(range(0xa1, 0xfe), range(0xa1, 0xfe));
  },
  'euc-kr': () => product(range(0x81, 0xfe), range(0x41, 0xfe)),
  'windows-1252': () => product(range(0x80, 0xff)),
};

const NEWLINE = 0x0a;
const tables = new Map<LegacyEncoding, Map<string, Uint8Array>>();

/**
 * All sequences are decoded in one call, a newline after each: a sequence the decoder rejects
 * gives back its ASCII bytes, so the newlines keep every sequence's text in its own line.
 */
function build(encoding: LegacyEncoding): Map<string, Uint8Array> {
  const sequences = [...CODE_SPACES[encoding]()];
  const length = sequences.reduce((sum, sequence) => sum + sequence.length + 1, 0);
  const joined = new Uint8Array(length);
  let at = 0;
  for (const sequence of sequences) {
    joined.set(sequence, at);
    joined[at + sequence.length] = NEWLINE;
    at += sequence.length + 1;
  }
  const lines = new TextDecoder(encoding).decode(joined).split('\n');
  const table = new Map<string, Uint8Array>();
  sequences.forEach((sequence, index) => {
    const char = lines[index] ?? '';
    const isOneChar = char !== '' && char !== '\uFFFD' && [...char].length === 1;
    if (isOneChar && !table.has(char)) table.set(char, Uint8Array.from(sequence));
  });
  return table;
}

export function tableOf(encoding: LegacyEncoding): Map<string, Uint8Array> {
  let table = tables.get(encoding);
  if (!table) {
    table = build(encoding);
    tables.set(encoding, table);
  }
  return table;
}

/** GB18030 writes every code point above U+FFFF as four bytes counted from U+10000. */
export function gb18030Supplementary(codePoint: number): Uint8Array {
  let pointer = 189000 + codePoint - 0x10000;
  const b1 = Math.floor(pointer / 12600);
  pointer %= 12600;
  const b2 = Math.floor(pointer / 1260);
  pointer %= 1260;
  const b3 = Math.floor(pointer / 10);
  return Uint8Array.of(b1 + 0x81, b2 + 0x30, b3 + 0x81, (pointer % 10) + 0x30);
}
