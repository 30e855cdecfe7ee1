/**
 * Which encoding a text file's bytes are in: a byte order mark first, then UTF-16 without one (its
 * zero bytes give it away), then the charset the server named when the bytes agree, then UTF-8 when
 * they are valid UTF-8, and otherwise the likeliest of GB18030/GBK, Big5 and Shift_JIS, scored by how
 * many of their characters fall in each encoding's block of everyday characters. Windows-1252 when
 * none fits. docs/TEXT-ENCODINGS.md tells why it works this way.
 */
import { encodingOfLabel, startsWithBom, type TextEncodingId } from './encodings';

/** Enough text to judge by; the whole file is still checked for validity. */
const SAMPLE_BYTES = 64 * 1024;
/** Below this share of everyday characters, the bytes are no East Asian text. */
const MIN_SCORE = 0.5;

export interface DetectOptions {
  /** Only the start of the file was read: a character cut off at the end is no error. */
  isTruncated?: boolean;
  /** The charset the server's Content-Type named, if any. */
  charset?: string | null;
}

/** Decodes without replacing anything: false when some byte sequence is not valid `encoding`. */
export function isValidIn(bytes: Uint8Array, encoding: TextEncodingId, isTruncated = false) {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: isTruncated });
    return true;
  } catch {
    return false;
  }
}

export function detectEncoding(bytes: Uint8Array, options: DetectOptions = {}): TextEncodingId {
  const { isTruncated = false } = options;
  for (const bom of ['utf-8', 'utf-16le', 'utf-16be'] as const)
    if (startsWithBom(bytes, bom)) return bom;
  const utf16 = utf16ByZeros(bytes);
  if (utf16) return utf16;
  const named = encodingOfLabel(options.charset);
  // A single-byte charset fits any bytes, so naming one proves nothing.
  if (named && named !== 'windows-1252' && isValidIn(bytes, named, isTruncated)) return named;
  if (isValidIn(bytes, 'utf-8', isTruncated)) return 'utf-8';
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const gb = scoreGb(sample);
  const candidates: [TextEncodingId, number][] = [
    [gb.hasFourByte ? 'gb18030' : 'gbk', gb.score],
    ['big5', scoreBig5(sample)],
    ['shift_jis', scoreShiftJis(sample)],
  ];
  candidates.sort((a, b) => b[1] - a[1]);
  for (const [encoding, score] of candidates)
    if (score >= MIN_SCORE && isValidIn(bytes, encoding, isTruncated)) return encoding;
  return 'windows-1252';
}

/** Mostly ASCII in UTF-16 has a zero in every other byte: even ones for BE, odd ones for LE. */
function utf16ByZeros(bytes: Uint8Array): TextEncodingId | null {
  const pairs = Math.min(bytes.length, SAMPLE_BYTES) >> 1;
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

const within = (byte: number, low: number, high: number) => byte >= low && byte <= high;
const share = (common: number, chars: number) => (chars === 0 ? 0 : common / chars);

/** GB2312's punctuation rows and its two levels of hanzi, inside GBK. */
function scoreGb(bytes: Uint8Array) {
  let chars = 0;
  let common = 0;
  let hasFourByte = false;
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x81 || lead === 0xff) {
      i++;
      continue;
    }
    const trail = bytes[i + 1] ?? 0;
    chars++;
    if (within(trail, 0x30, 0x39)) {
      hasFourByte = true;
      i += 4;
      continue;
    }
    if ((within(lead, 0xb0, 0xf7) || within(lead, 0xa1, 0xa3)) && within(trail, 0xa1, 0xfe))
      common++;
    i += 2;
  }
  return { score: share(common, chars), hasFourByte };
}

/** Big5's symbols and its frequently used characters (A440-C67E). */
function scoreBig5(bytes: Uint8Array) {
  let chars = 0;
  let common = 0;
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x81) {
      i++;
      continue;
    }
    chars++;
    if (within(lead, 0xa1, 0xc6)) common++;
    i += 2;
  }
  return share(common, chars);
}

/** Shift_JIS's punctuation, kana and level-1 kanji; half-width katakana counts against it. */
function scoreShiftJis(bytes: Uint8Array) {
  let chars = 0;
  let common = 0;
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x81) {
      i++;
      continue;
    }
    chars++;
    if (within(lead, 0xa1, 0xdf)) {
      i++;
      continue;
    }
    if (within(lead, 0x81, 0x83) || within(lead, 0x88, 0x98)) common++;
    i += 2;
  }
  return share(common, chars);
}
