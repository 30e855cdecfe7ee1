/** Bytes to text in a chosen encoding, with the browser's own decoders. */
import { startsWithBom, type TextEncodingId } from './encodings';

export interface DecodedText {
  text: string;
  encoding: TextEncodingId;
  /** The bytes began with the encoding's byte order mark (left out of `text`, kept on save). */
  hasBom: boolean;
}

/**
 * Never fails: a byte sequence that is not valid in `encoding` becomes U+FFFD. When only the start
 * of the file was read, a character cut off at its end is left out rather than replaced.
 */
export function decodeText(
  bytes: Uint8Array,
  encoding: TextEncodingId,
  isTruncated = false,
): DecodedText {
  const text = new TextDecoder(encoding).decode(bytes, { stream: isTruncated });
  return { text, encoding, hasBom: startsWithBom(bytes, encoding) };
}
