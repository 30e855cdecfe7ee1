/**
 * A copy or move task: the chosen entries into one folder, possibly in another mount. Inside one
 * storage the server copies (`/fs/batch-copy`); between storages it hands out, per file, a link to
 * read and one to write, and the browser carries the bytes, then `/fs/batch-copy-commit` checks
 * them. A move inside one mount is a rename; elsewhere it is a copy whose source is removed once
 * every file of it has arrived.
 */
import {
  PART_TIMEOUT_MS,
  type CrossStorageResult,
  type FsBatchCopyCommitInput,
  type FsBatchCopyResult,
  type FsItem,
} from '@cloudpaste/contracts';
import { failureText } from '../../../i18n/serverErrors';
import { readEtag } from '../../../lib/transfer/xhr';
import { joinPath } from '../explorerPath';
import { TaskFailure, toTaskError } from '../tasks/taskError';
import type { TaskContext, TaskJob } from '../tasks/taskTypes';
import type { FsTransport } from './transport';

export type CopyMode = 'copy' | 'move';

export interface CopyRequest {
  mode: CopyMode;
  items: FsItem[];
  /** The folder the entries go into, and the mount it lies in. */
  target: { path: string; mountId: string | null };
  /** The mount the entries come from (they are listed in one folder). */
  sourceMountId: string | null;
  /** Copy: files that exist in the target are left as they are. */
  skipExisting: boolean;
  /** Moves inside one mount are renames, which need the rename permission. */
  canRename: boolean;
}

/** A copy task, and whether it found nothing to copy (every file skipped: the target had it). */
export type CopyTaskJob = TaskJob & { copiedNothing: () => boolean };

export function copyJob(transport: FsTransport, request: CopyRequest): CopyTaskJob {
  const { items, target } = request;
  let needlessItems = 0;
  const isRename =
    request.mode === 'move' &&
    request.canRename &&
    target.mountId !== null &&
    target.mountId === request.sourceMountId;
  return {
    type: 'copy',
    isMove: request.mode === 'move',
    target: target.path,
    unit: 'items',
    copiedNothing: () => items.length > 0 && needlessItems === items.length,
    files: items.map((item) => ({
      name: item.name,
      path: item.path,
      size: item.isDirectory ? null : item.size,
    })),
    async run(ctx: TaskContext) {
      for (const [index, item] of items.entries()) {
        if (ctx.signal.aborted) return;
        ctx.updateFile(index, { status: 'preparing' });
        try {
          if (isRename) {
            await transport.rename(item.path, joinPath(target.path, item.name), ctx.signal);
          } else {
            const copied = await copyOne(
              transport,
              request,
              item,
              (patch) => ctx.updateFile(index, patch),
              ctx,
            );
            if (copied === 'nothing') needlessItems++;
            if (request.mode === 'move') await removeSource(transport, item, ctx.signal);
          }
          ctx.updateFile(index, { status: 'completed' });
        } catch (error) {
          ctx.updateFile(index, { status: 'failed', error: toTaskError(error, ctx.signal) });
        }
      }
    },
  };
}

type FilePatch = Parameters<TaskContext['updateFile']>[1];

async function copyOne(
  transport: FsTransport,
  request: CopyRequest,
  item: FsItem,
  update: (patch: FilePatch) => void,
  ctx: TaskContext,
): Promise<'copied' | 'nothing'> {
  const result = await transport.copy(
    {
      // The trailing slash: into the folder, under the entry's own name.
      items: [{ sourcePath: item.path, targetPath: `${request.target.path.replace(/\/$/, '')}/` }],
      skipExisting: request.skipExisting,
    },
    ctx.signal,
  );
  const [failure] = result.failed;
  if (failure) throw new TaskFailure({ kind: 'server', message: await failureText(failure) });
  for (const handover of result.crossStorageResults) {
    await carry(transport, handover, update, ctx.signal);
  }
  return copiedNothing(result, item) ? 'nothing' : 'copied';
}

/**
 * The server skipped everything of this entry because the target had it (skipExisting): between
 * storages no file was handed over, inside one storage the one file was skipped. A folder copied
 * inside one storage does not say what it wrote, so it never counts as nothing.
 */
function copiedNothing(result: FsBatchCopyResult, item: FsItem): boolean {
  if (result.skipped === 0) return false;
  if (result.crossStorageResults.length > 0) {
    return result.crossStorageResults.every((handover) => handover.items.length === 0);
  }
  return !item.isDirectory;
}

/** The browser's part of a copy between storages: every file downloaded, uploaded, then checked. */
async function carry(
  transport: FsTransport,
  handover: CrossStorageResult,
  update: (patch: FilePatch) => void,
  signal: AbortSignal,
) {
  const carried: FsBatchCopyCommitInput['files'] = [];
  for (const file of handover.items) {
    update({ status: 'downloading', loaded: 0 });
    const blob = await transport.download(file.downloadUrl, {
      signal,
      timeoutMs: PART_TIMEOUT_MS,
      onProgress: (loaded) => update({ loaded }),
    });
    update({ status: 'uploading', loaded: 0 });
    const answer = await transport.put(file.uploadUrl, blob, file.uploadHeaders, {
      signal,
      timeoutMs: PART_TIMEOUT_MS,
      onProgress: (loaded) => update({ loaded }),
    });
    if (answer.status < 200 || answer.status >= 300) {
      throw new TaskFailure({ kind: 'storageStatus', status: answer.status });
    }
    carried.push({
      targetPath: file.targetPath,
      s3Path: file.s3Path,
      contentType: file.contentType,
      fileSize: blob.size,
      etag: readEtag(answer.header('ETag')) ?? undefined,
    });
  }
  // An empty folder has nothing to carry.
  if (carried.length === 0) return;
  const checked = await transport.copyCommit(
    { targetMountId: handover.targetMountId, files: carried },
    signal,
  );
  const [failure] = checked.failed;
  if (failure) throw new TaskFailure({ kind: 'server', message: await failureText(failure) });
}

async function removeSource(transport: FsTransport, item: FsItem, signal: AbortSignal) {
  const result = await transport.remove([item.path], signal);
  const [failure] = result.failed;
  if (failure) throw new TaskFailure({ kind: 'server', message: await failureText(failure) });
}
