/**
 * About how many bytes a text takes in an encoding, cheaply enough to show at every keystroke:
 * exact for UTF-8 and UTF-16, and for the legacy encodings by the width their characters
 * usually have (the save counts the real bytes).
 */
import { bomOf, type TextEncodingId } from './encodings';

const isHalfWidthKana = (code: number) => code >= 0xff61 && code <= 0xff9f;

export function encodedLength(text: string, encoding: TextEncodingId, withBom = false): number {
  const bom = withBom ? bomOf(encoding).length : 0;
  if (encoding === 'utf-8') return bom + new TextEncoder().encode(text).length;
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return bom + text.length * 2;
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80 || encoding === 'windows-1252') length += 1;
    else if (code > 0xffff) length += 4;
    else if (encoding === 'shift_jis' && isHalfWidthKana(code)) length += 1;
    else length += 2;
  }
  return length;
}
