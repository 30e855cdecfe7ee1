/**
 * The resume file of a multipart upload: which server session holds the parts of which local file.
 * One small JSON file per upload under ~/.local/state/cloudpaste/uploads, removed once the upload
 * completes; the same command run again finds it and continues (docs/CLI.md, "Resuming").
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sealing } from './source.js';

export interface LocalFile {
  path: string;
  name: string;
  size: number;
  mtimeMs: number;
}

export interface UploadState {
  fileId: string;
  uploadId: string;
  partSize: number;
  partCount: number;
  slug: string;
  /** When the server's session ends (24 hours after init). */
  expiresAt: string;
  /** An encrypted upload's key and header, to seal the missing parts the same way. */
  sealing?: Sealing | null;
}

/**
 * The same file (path, size, modification time) to the same server and place resumes; a changed
 * file or another destination starts a new upload.
 */
export function stateFileOf(dir: string, server: string, file: LocalFile, destination: string) {
  const identity = JSON.stringify([server, file.path, file.size, file.mtimeMs, destination]);
  return join(dir, `${createHash('sha256').update(identity).digest('hex').slice(0, 32)}.json`);
}

export async function loadState(path: string, now: Date): Promise<UploadState | null> {
  try {
    const state = JSON.parse(await readFile(path, 'utf8')) as UploadState;
    if (Date.parse(state.expiresAt) > now.getTime()) return state;
  } catch {
    // none, or unreadable: a new upload
  }
  await forgetState(path);
  return null;
}

export async function saveState(path: string, state: UploadState): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
  await writeFile(path, JSON.stringify(state), { mode: 0o600 });
}

export function forgetState(path: string): Promise<void> {
  return rm(path, { force: true });
}
