/**
 * Text to bytes in the encoding a file was read in, for the editor's save. UTF-8 and UTF-16 are
 * written directly; the legacy encodings through codeTables. A character the encoding cannot hold
 * is never dropped or replaced: the result names it instead, and the caller decides.
 */
import { gb18030Supplementary, tableOf, type LegacyEncoding } from './codeTables';
import { bomOf, type TextEncodingId } from './encodings';

export type EncodeResult =
  | { ok: true; bytes: Uint8Array }
  | {
      ok: false;
      /** The distinct characters that cannot be written, in order of appearance (at most 10). */
      unencodable: string[];
      /** How many distinct characters cannot be written. */
      count: number;
    };

const MAX_LISTED = 10;

export function encodeText(text: string, encoding: TextEncodingId, withBom = false): EncodeResult {
  const bom = withBom ? bomOf(encoding) : [];
  if (encoding === 'utf-8') return joined(bom, new TextEncoder().encode(text));
  if (encoding === 'utf-16le' || encoding === 'utf-16be')
    return joined(bom, utf16(text, encoding === 'utf-16le'));
  return legacy(text, encoding);
}

function joined(bom: readonly number[], body: Uint8Array): EncodeResult {
  if (bom.length === 0) return { ok: true, bytes: body };
  const bytes = new Uint8Array(bom.length + body.length);
  bytes.set(bom);
  bytes.set(body, bom.length);
  return { ok: true, bytes };
}

function utf16(text: string, isLittleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), isLittleEndian);
  return bytes;
}

function legacy(text: string, encoding: LegacyEncoding): EncodeResult {
  const table = tableOf(encoding);
  const out = new Uint8Array(text.length * 4);
  const missing = new Set<string>();
  let at = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint < 0x80) {
      out[at++] = codePoint;
      continue;
    }
    const bytes =
      table.get(char) ??
      (encoding === 'gb18030' && codePoint > 0xffff ? gb18030Supplementary(codePoint) : null);
    if (bytes) {
      out.set(bytes, at);
      at += bytes.length;
    } else missing.add(char);
  }
  if (missing.size > 0)
    return { ok: false, unencodable: [...missing].slice(0, MAX_LISTED), count: missing.size };
  return { ok: true, bytes: out.slice(0, at) };
}
