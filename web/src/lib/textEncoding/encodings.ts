/** The text encodings previews can read and the editor can write, and their byte order marks. */

/** Ids are WHATWG encoding labels, so each is also what TextDecoder takes. */
export const TEXT_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'gb18030',
  'gbk',
  'big5',
  'shift_jis',
  'euc-jp',
  'euc-kr',
  'windows-1252',
] as const;

export type TextEncodingId = (typeof TEXT_ENCODINGS)[number];

/** How the encoding is usually written; the same in every language. */
export const ENCODING_NAMES: Record<TextEncodingId, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  gb18030: 'GB18030',
  gbk: 'GBK',
  big5: 'Big5',
  shift_jis: 'Shift_JIS',
  'euc-jp': 'EUC-JP',
  'euc-kr': 'EUC-KR',
  'windows-1252': 'Windows-1252',
};

const BOMS: Partial<Record<TextEncodingId, readonly number[]>> = {
  'utf-8': [0xef, 0xbb, 0xbf],
  'utf-16le': [0xff, 0xfe],
  'utf-16be': [0xfe, 0xff],
};

/** The encoding's byte order mark, or an empty array for encodings that have none. */
export const bomOf = (encoding: TextEncodingId): readonly number[] => BOMS[encoding] ?? [];

export function startsWithBom(bytes: Uint8Array, encoding: TextEncodingId): boolean {
  const bom = bomOf(encoding);
  return bom.length > 0 && bom.every((byte, index) => bytes[index] === byte);
}

export const isTextEncoding = (value: string): value is TextEncodingId =>
  (TEXT_ENCODINGS as readonly string[]).includes(value);

/** A charset label as a Content-Type gives it ('GB2312', 'x-sjis'...) as one of ours, or null. */
export function encodingOfLabel(label: string | null | undefined): TextEncodingId | null {
  if (!label) return null;
  try {
    const name = new TextDecoder(label.trim()).encoding;
    return isTextEncoding(name) ? name : null;
  } catch {
    return null;
  }
}
