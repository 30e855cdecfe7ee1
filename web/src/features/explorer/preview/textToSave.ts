/**
 * What saving the editor's text sends: plain text for UTF-8, the encoded bytes for any other
 * encoding, or, when the encoding cannot hold some characters, those characters instead.
 */
import {
  encodeText,
  type DecodedText,
  type EncodeResult,
  type TextEncodingId,
} from '../../../lib/textEncoding';
import { encodedLength } from '../../../lib/textEncoding/encodedLength';
import type { SavedText } from '../actions/api';

export type Unencodable = Extract<EncodeResult, { ok: false }>;

/**
 * A byte order mark is kept when the file is saved in the encoding it had; UTF-16 always gets one,
 * as other programs cannot tell its byte order without it.
 */
export const keepsBom = (read: DecodedText, target: TextEncodingId) =>
  target === 'utf-16le' || target === 'utf-16be' || (target === read.encoding && read.hasBom);

export function textToSave(
  path: string,
  text: string,
  encoding: TextEncodingId,
  withBom: boolean,
): { body: SavedText; size: number } | Unencodable {
  if (encoding === 'utf-8' && !withBom)
    return { body: { path, content: text }, size: encodedLength(text, 'utf-8') };
  const encoded = encodeText(text, encoding, withBom);
  if (!encoded.ok) return encoded;
  return { body: { path, bytes: encoded.bytes, encoding }, size: encoded.bytes.length };
}
