/**
 * What an upload's parts are cut from: the file's own bytes, or, for `--encrypt`, its sealed
 * stream (docs/ENCRYPTION.md, "Uploads in parts"), each part sealed as it is sent. A resumed
 * encrypted upload seals the missing parts again from the kept key and header.
 */
import { open } from 'node:fs/promises';
import { createPartSealer, generateKey, resumePartSealer } from '@cloudpaste/contracts/e2ee';
import { CliError } from '../errors.js';
import { say } from '../i18n/catalogue.js';
import type { LocalFile } from './state.js';

/** An encrypted upload's link key and its stream's 58-byte header (base64), kept to resume it. */
export interface Sealing {
  key: string;
  header: string;
}

export interface PartSource {
  /** Bytes the server stores: the file's, or its sealed stream's. */
  size: number;
  /** Bytes [start, end); `buffer` (one per request in flight) may hold them. */
  range(start: number, end: number, buffer: Buffer): Promise<Uint8Array>;
  /** Set for an encrypted upload. */
  sealing: Sealing | null;
  close(): Promise<void>;
}

export async function openSource(
  file: LocalFile,
  encrypt: { password?: string | undefined } | null,
  saved: Sealing | undefined,
): Promise<PartSource> {
  const handle = await open(file.path, 'r');
  const read = async (from: number, to: number, into: Buffer = Buffer.allocUnsafe(to - from)) => {
    const { bytesRead } = await handle.read(into, 0, to - from, from);
    if (bytesRead !== to - from) throw new CliError(say('upload.changed'));
    return into.subarray(0, to - from);
  };
  const close = () => handle.close();
  if (!encrypt) {
    return {
      size: file.size,
      range: (from, to, buffer) => read(from, to, buffer),
      sealing: null,
      close,
    };
  }
  const plain = async (from: number, to: number) => new Uint8Array(await read(from, to));
  const options = encrypt.password ? { password: encrypt.password } : {};
  const key = saved?.key ?? generateKey();
  const sealer = saved
    ? await resumePartSealer(key, Buffer.from(saved.header, 'base64'), file.size, plain, options)
    : await createPartSealer(key, file.size, plain, options);
  return {
    size: sealer.size,
    range: (from, to) => sealer.range(from, to),
    sealing: { key, header: Buffer.from(sealer.header).toString('base64') },
    close,
  };
}
