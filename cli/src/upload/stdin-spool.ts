/**
 * `file upload -`: standard input has no size to declare up front, so it is first written to a
 * private temporary file, then uploaded like any file (without a resume file: a later run reads
 * other input).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Spooled {
  path: string;
  remove(): Promise<void>;
}

export async function spoolStdin(stdin: Readable, signal?: AbortSignal): Promise<Spooled> {
  const dir = await mkdtemp(join(tmpdir(), 'cloudpaste-stdin-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'input');
  try {
    await pipeline(stdin, createWriteStream(path, { mode: 0o600 }), { signal });
  } catch (error) {
    await remove();
    throw error;
  }
  return { path, remove };
}
