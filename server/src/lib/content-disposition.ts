/**
 * The Content-Disposition value of every answer that names a file (share bytes, fs downloads,
 * storage links, zips, WebDAV GET, relayed URLs, raw pastes), so they all name files one way.
 *
 * Why not the raw name: a header is read as Latin-1 at best, and browsers disagree on raw bytes
 * above 0x7f (`café.pdf` arrives as `cafÃ©.pdf` in some, is refused in others), on `\` escapes
 * inside a quoted string and on `%XX` in `filename`. So a name that is plain printable ASCII goes
 * as `filename="..."`; any other gets an ASCII stand-in there (accents dropped, the rest `_`) and
 * the exact name as `filename*=UTF-8''...` (RFC 6266 / RFC 5987), which every current browser
 * prefers. Control characters have no place in a saved file's name: they become `_` in both.
 */

export type DispositionType = 'inline' | 'attachment';

// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Printable ASCII but `"`, `\` and `%`, which clients read differently inside `filename`. */
const PLAIN = /^[\x20-\x21\x23-\x24\x26-\x5b\x5d-\x7e]*$/;
const NOT_PLAIN = /[^\x20-\x21\x23-\x24\x26-\x5b\x5d-\x7e]/gu;
const COMBINING_MARKS = /\p{M}/gu;
/** RFC 5987 attr-char: what may stand unescaped in an ext-value. */
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

export function contentDisposition(type: DispositionType, filename: string): string {
  if (filename === '') return type;
  const name = filename.replace(CONTROL, '_');
  if (PLAIN.test(name)) return `${type}; filename="${name}"`;
  const fallback = name.normalize('NFKD').replace(COMBINING_MARKS, '').replace(NOT_PLAIN, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** Percent-encodes the name's UTF-8 bytes but attr-chars (a lone surrogate becomes U+FFFD). */
function encodeExtValue(name: string): string {
  let out = '';
  for (const byte of Buffer.from(name, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
