/** Turning whatever a task step threw into a TaskError the panel can word. */
import { DownloadStatusError } from '../../../lib/transfer/download';
import { PartError } from '../../../lib/transfer/sendParts';
import { TransferError } from '../../../lib/transfer/xhr';
import type { TaskError } from './taskTypes';

/** A failure a job names itself (a storage status, a part timeout). */
export class TaskFailure extends Error {
  constructor(readonly detail: TaskError) {
    super(detail.kind);
    this.name = 'TaskFailure';
  }
}

export function toTaskError(error: unknown, signal?: AbortSignal): TaskError {
  if (signal?.aborted) return { kind: 'cancelled' };
  if (error instanceof TaskFailure) return error.detail;
  if (error instanceof TransferError) {
    return { kind: error.kind === 'aborted' ? 'cancelled' : error.kind };
  }
  if (error instanceof DownloadStatusError) return { kind: 'downloadStatus', status: error.status };
  if (error instanceof PartError) {
    return error.kind === 'missingEtag'
      ? { kind: 'missingEtag', part: error.partNumber }
      : { kind: 'storageStatus', status: error.status ?? 0 };
  }
  // The api client's errors carry the server's (translated) message and the HTTP status.
  const status = (error as { status?: unknown } | null)?.status;
  return {
    kind: 'server',
    message: error instanceof Error ? error.message : String(error),
    status: typeof status === 'number' ? status : undefined,
  };
}
