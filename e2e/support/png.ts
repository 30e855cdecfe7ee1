/** Reading a PNG file's header, for tests and benchmarks that check a downloaded or served image. */

/** Width and height from the IHDR chunk (big-endian at bytes 16-23), or undefined for no PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') return undefined;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
