/**
 * Where a share upload's object goes: `{default folder}{path/}{file name}`. A share never overwrites
 * an object that exists or another share's key (a failed commit deletes its object, which must only
 * ever be its own): a taken name, or the random_suffix naming strategy, adds a random suffix. Two
 * uploads that choose the same free name at once are told apart when their rows are inserted (a
 * unique index over upload-made keys): the later one is given a suffixed key (share-rows.ts).
 */
import { randomBytes } from 'node:crypto';
import { extensionOf } from '@cloudpaste/contracts';
import type { FileRepository } from '../../repositories/file.repository.js';
import type { ResolvedStorage } from '../storage-access.js';

/** File systems limit a name to 255 bytes; the suffix and some margin fit beside this. */
const NAME_MAX_BYTES = 200;

export async function chooseStorageKey(
  storage: ResolvedStorage,
  files: FileRepository,
  request: { path?: string | undefined; filename: string; strategy: string },
): Promise<string> {
  if (request.strategy !== 'random_suffix') {
    const plain = folderOf(storage, request.path) + storageName(request.filename);
    const taken =
      (await files.isKeyTaken(storage.id, plain)) || (await storage.driver.head(plain)) !== null;
    if (!taken) return plain;
  }
  return suffixedKey(storage, request);
}

/** A key of the same folder and name with a random suffix: what a taken key becomes. */
export function suffixedKey(
  storage: ResolvedStorage,
  request: { path?: string | undefined; filename: string },
): string {
  return (
    folderOf(storage, request.path) + storageName(request.filename, randomBytes(4).toString('hex'))
  );
}

const folderOf = (storage: ResolvedStorage, path: string | undefined) =>
  `${storage.defaultFolder}${path ? `${path}/` : ''}`;

/** The name part of a key: the file name, cut to fit, with an optional `-suffix` before the extension. */
export function storageName(filename: string, suffix?: string): string {
  const ext = extensionOf(filename);
  const stem = ext ? filename.slice(0, -(ext.length + 1)) : filename;
  const tail = `${suffix ? `-${suffix}` : ''}${ext ? filename.slice(stem.length) : ''}`;
  return truncateUtf8(stem, NAME_MAX_BYTES - Buffer.byteLength(tail)) + tail;
}

function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > maxBytes) break;
    out += ch;
  }
  return out || 'file';
}
