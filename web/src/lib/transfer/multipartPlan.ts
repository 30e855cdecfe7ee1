/**
 * The parts of a multipart upload: each moves pending -> uploading -> completed or
 * failed. Parts the server already holds (list-parts after a reload) start as completed.
 */
import type { ListPartsAnswer } from '@cloudpaste/contracts';

export type PartStatus = 'pending' | 'uploading' | 'completed' | 'failed';

export interface PartState {
  partNumber: number;
  start: number;
  end: number;
  status: PartStatus;
  etag?: string;
}

export function planParts(size: number, partSize: number): PartState[] {
  const count = Math.max(1, Math.ceil(size / partSize));
  return Array.from({ length: count }, (_, index) => ({
    partNumber: index + 1,
    start: index * partSize,
    end: Math.min(size, (index + 1) * partSize),
    status: 'pending' as const,
  }));
}

/**
 * Marks the parts the server lists as completed, with their ETags. A listed part of the wrong size
 * (a different file under the same name) or without an ETag is uploaded again.
 */
export function restoreListedParts(
  parts: PartState[],
  listed: ListPartsAnswer['parts'],
): PartState[] {
  const byNumber = new Map(listed.map((part) => [part.partNumber, part]));
  return parts.map((part) => {
    const found = byNumber.get(part.partNumber);
    return found && found.etag && found.size === part.end - part.start
      ? { ...part, status: 'completed', etag: found.etag }
      : part;
  });
}

export const partBytes = (part: PartState) => part.end - part.start;

export function completedBytes(parts: readonly PartState[]): number {
  return parts.filter((p) => p.status === 'completed').reduce((sum, p) => sum + partBytes(p), 0);
}
