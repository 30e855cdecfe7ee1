/** Reads a whole zip (a test's download) back into its entries with yauzl: name, bytes, mtime. */
import type { Readable } from 'node:stream';
import { fromBufferPromise } from 'yauzl';

export interface UnzippedEntry {
  name: string;
  data: Buffer;
  mtime: Date;
}

/** A whole stream's bytes. */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every entry in order; rejects when the zip is malformed or an entry's CRC does not match. */
export async function unzip(zip: Buffer): Promise<UnzippedEntry[]> {
  const file = await fromBufferPromise(zip);
  const entries: UnzippedEntry[] = [];
  for await (const entry of file.eachEntry()) {
    const data = await collect(await file.openReadStreamPromise(entry));
    entries.push({ name: entry.fileName, data, mtime: entry.getLastModDate() });
  }
  return entries;
}
