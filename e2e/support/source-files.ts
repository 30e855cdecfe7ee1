/**
 * Files to upload, written to a temp dir: deterministic pseudo-random bytes (AES-CTR keystream seeded
 * by the name), so every run sends the same content, nothing compresses or dedupes it, and a wrong
 * byte anywhere changes the sha256. Written and hashed in chunks, never held whole.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface SourceFile {
  name: string;
  path: string;
  size: number;
  sha256: string;
}

export interface SourceFiles {
  /** Writes `name` with `size` bytes (once per name) and answers it with its sha256. */
  make(name: string, size: number): Promise<SourceFile>;
  /** Deletes the temp dir and everything in it. */
  remove(): void;
}

const CHUNK_BYTES = 1024 * 1024;

async function writeDeterministic(path: string, name: string, size: number): Promise<string> {
  const key = createHash('sha256').update(name).digest();
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  const hash = createHash('sha256');
  const zeros = Buffer.alloc(CHUNK_BYTES);
  async function* chunks() {
    for (let written = 0; written < size; written += CHUNK_BYTES) {
      const chunk = cipher.update(zeros.subarray(0, Math.min(CHUNK_BYTES, size - written)));
      hash.update(chunk);
      yield chunk;
    }
  }
  await pipeline(chunks, createWriteStream(path));
  return hash.digest('hex');
}

export function createSourceFiles(): SourceFiles {
  const dir = mkdtempSync(join(tmpdir(), 'cloudpaste-e2e-files-'));
  const made = new Map<string, Promise<SourceFile>>();
  return {
    make(name, size) {
      let file = made.get(name);
      if (!file) {
        const path = join(dir, name);
        file = writeDeterministic(path, name, size).then((sha256) => ({
          name,
          path,
          size,
          sha256,
        }));
        made.set(name, file);
      }
      return file;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
