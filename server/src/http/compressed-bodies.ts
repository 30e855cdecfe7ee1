/**
 * Compressed copies of answers that are sent again and again unchanged (a kept folder listing, a
 * kept WebDAV listing), by a key that names their exact bytes (a hash of them) and the encoding:
 * brotli or gzip of a 10,000-entry listing costs 10-30 ms each time it is sent, a copy nothing.
 * Least recently used copies go first once the copies together pass MAX_BYTES.
 */
const MAX_BYTES = 32 * 1024 * 1024;

const copies = new Map<string, Uint8Array<ArrayBuffer>>();
let bytes = 0;

/** The copy kept under `key`, or `compress()` kept under it. */
export function compressedOnce(
  key: string,
  compress: () => Uint8Array<ArrayBuffer>,
): Uint8Array<ArrayBuffer> {
  const kept = copies.get(key);
  if (kept) {
    // Most recently used last: a Map keeps insertion order.
    copies.delete(key);
    copies.set(key, kept);
    return kept;
  }
  const made = compress();
  if (made.length > MAX_BYTES) return made;
  copies.set(key, made);
  bytes += made.length;
  for (const [oldKey, old] of copies) {
    if (bytes <= MAX_BYTES) break;
    copies.delete(oldKey);
    bytes -= old.length;
  }
  return made;
}
