/**
 * The explorer's tasks (docs/product/mounts-and-explorer.md, "Tasks"): long-running work on many
 * files shown in the tasks panel. Each kind of work (upload, delete; copy and download later) is a
 * TaskJob the store runs; the store keeps the counts, progress and per-file states the panel shows.
 */

export type TaskType = 'upload' | 'delete' | 'copy' | 'download';
export type TaskStatus = 'pending' | 'running' | 'completed' | 'failed' | 'cancelled' | 'partial';
export type FileStatus =
  'pending' | 'preparing' | 'uploading' | 'downloading' | 'completed' | 'failed';

/** Why something failed, as data: the panel chooses (and translates) the words. */
export type TaskError =
  | { kind: 'cancelled' | 'network' | 'timeout' | 'partTimeout' }
  | { kind: 'missingEtag'; part: number }
  /** The storage answered a PUT with this HTTP status. */
  | { kind: 'storageStatus'; status: number }
  /** The storage answered the GET of a file being copied with this HTTP status. */
  | { kind: 'downloadStatus'; status: number }
  /** The server's own message (already translated by the api client). */
  | { kind: 'server'; message: string; status?: number };

export interface TaskFile {
  /** As shown: the file name, or its path below the target for folder uploads. */
  name: string;
  /** The virtual path it is written to or removed from. */
  path: string;
  /** Bytes, for transfers; null where size means nothing (a folder being deleted). */
  size: number | null;
  status: FileStatus;
  /** Bytes moved so far. */
  loaded: number;
  error: TaskError | null;
}

export interface TaskSnapshot {
  id: string;
  type: TaskType;
  /** A copy whose sources go away: worded as a move. */
  isMove: boolean;
  /** The folder the task works in. */
  target: string;
  status: TaskStatus;
  /** What current/total count: bytes for transfers, items for the rest. */
  unit: 'bytes' | 'items';
  current: number;
  total: number;
  percent: number;
  /** Transfers only: speed over the last seconds and the time left at it. */
  bytesPerSecond: number;
  secondsLeft: number | null;
  /** The file being worked on. */
  currentFile: string | null;
  successCount: number;
  failureCount: number;
  files: readonly TaskFile[];
  /** A failure of the task as a whole (a folder it could not create, say). */
  error: TaskError | null;
}

export interface TaskContext {
  signal: AbortSignal;
  /** True when the user cancelled, false when the page went away (keep what can resume). */
  isUserCancel: () => boolean;
  updateFile: (
    index: number,
    patch: Partial<Pick<TaskFile, 'status' | 'loaded' | 'error'>>,
  ) => void;
}

export interface TaskJob {
  type: TaskType;
  isMove?: boolean;
  target: string;
  unit: TaskSnapshot['unit'];
  files: Pick<TaskFile, 'name' | 'path' | 'size'>[];
  /** Does the work; a rejection fails the task as a whole. */
  run: (ctx: TaskContext) => Promise<void>;
  /** The task has finished, however it ended (refresh the listings it touched). */
  onSettled?: (task: TaskSnapshot) => void;
}

export const isFinished = (status: TaskStatus) => status !== 'pending' && status !== 'running';
