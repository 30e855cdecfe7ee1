/**
 * An upload task: files (and, from a dropped folder, the folders they lie in) into the current
 * folder. Folders are created first, parents before children (one that exists already is fine);
 * then each file goes presigned or in parts, one after the other, each failure its own.
 */
import { joinPath } from '../explorerPath';
import { toTaskError } from '../tasks/taskError';
import type { TaskContext, TaskJob } from '../tasks/taskTypes';
import { DEFAULT_FS_UPLOAD_CONFIG, type FileRun, type FsUploadConfig } from './config';
import type { FsTransport } from './transport';
import { uploadMultipart } from './uploadMultipart';
import { uploadSmall } from './uploadSmall';

export interface UploadEntry {
  file: File;
  /** The folder below the target it goes into ('' for the target itself), e.g. 'album/2024'. */
  dir: string;
}

export interface UploadRequest {
  folder: string;
  entries: UploadEntry[];
  /** Folders to create even when nothing goes into them (an empty dropped folder). */
  dirs?: string[];
}

/** Every folder the entries need, each after its parent: 'a/b' needs 'a' then 'a/b'. */
export function foldersToCreate(request: UploadRequest): string[] {
  const all = new Set<string>();
  for (const dir of [...request.entries.map((e) => e.dir), ...(request.dirs ?? [])]) {
    const segments = dir.split('/').filter(Boolean);
    segments.forEach((_, i) => all.add(segments.slice(0, i + 1).join('/')));
  }
  return [...all].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
}

async function createFolders(transport: FsTransport, request: UploadRequest, signal: AbortSignal) {
  for (const dir of foldersToCreate(request)) {
    await transport.mkdir(joinPath(request.folder, dir), signal).catch((error: unknown) => {
      // 409: something is there already; a folder is what we hope for, the uploads will tell.
      if ((error as { status?: unknown } | null)?.status !== 409) throw error;
    });
  }
}

export function uploadJob(
  transport: FsTransport,
  request: UploadRequest,
  config: FsUploadConfig = DEFAULT_FS_UPLOAD_CONFIG,
): TaskJob {
  const { folder, entries } = request;
  return {
    type: 'upload',
    target: folder,
    unit: 'bytes',
    files: entries.map(({ file, dir }) => ({
      name: dir ? `${dir}/${file.name}` : file.name,
      path: joinPath(joinPath(folder, dir), file.name),
      size: file.size,
    })),
    async run(ctx: TaskContext) {
      await createFolders(transport, request, ctx.signal);
      for (const [index, { file, dir }] of entries.entries()) {
        if (ctx.signal.aborted) return;
        ctx.updateFile(index, { status: 'preparing' });
        const run: FileRun = {
          transport,
          config,
          signal: ctx.signal,
          isUserCancel: ctx.isUserCancel,
          onUploading: () => ctx.updateFile(index, { status: 'uploading' }),
          onBytes: (loaded) => ctx.updateFile(index, { loaded }),
        };
        const target = joinPath(folder, dir);
        try {
          const upload = file.size > config.smallFileMax ? uploadMultipart : uploadSmall;
          await upload(run, target, file);
          ctx.updateFile(index, { status: 'completed', loaded: file.size });
        } catch (error) {
          ctx.updateFile(index, { status: 'failed', error: toTaskError(error, ctx.signal) });
        }
      }
    },
  };
}
