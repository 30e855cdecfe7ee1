/**
 * A task's figures, derived from its files so they can never disagree: counts, progress (bytes or
 * items), speed and time left for transfers, the file in hand, and the outcome once it has run.
 */
import type { ProgressMeter } from '../../../lib/transfer/progress';
import type { TaskFile, TaskJob, TaskSnapshot, TaskStatus } from './taskTypes';

/** A job's task before it starts: every file pending. */
export function initialState(id: string, job: TaskJob): TaskSnapshot {
  const files: TaskFile[] = job.files.map((file) => ({
    ...file,
    status: 'pending',
    loaded: 0,
    error: null,
  }));
  const total =
    job.unit === 'bytes' ? files.reduce((sum, f) => sum + (f.size ?? 0), 0) : files.length;
  return {
    id,
    type: job.type,
    isMove: job.isMove ?? false,
    target: job.target,
    status: 'pending',
    unit: job.unit,
    current: 0,
    total,
    percent: 0,
    bytesPerSecond: 0,
    secondsLeft: null,
    currentFile: null,
    successCount: 0,
    failureCount: 0,
    files,
    error: null,
  };
}

/** The task with these files: every figure recomputed, the speed sampled at `now`. */
export function withFiles(
  state: TaskSnapshot,
  files: readonly TaskFile[],
  meter: ProgressMeter,
  now: number,
): TaskSnapshot {
  const done = files.filter((file) => file.status === 'completed').length;
  const failed = files.filter((file) => file.status === 'failed').length;
  const active = files.find((file) => !['pending', 'completed', 'failed'].includes(file.status));
  const current =
    state.unit === 'bytes'
      ? files.reduce((sum, f) => sum + (f.status === 'completed' ? (f.size ?? 0) : f.loaded), 0)
      : done + failed;
  const progress = state.unit === 'bytes' ? meter.update(current, now) : null;
  return {
    ...state,
    files,
    successCount: done,
    failureCount: failed,
    currentFile: active?.name ?? null,
    current,
    percent: state.total > 0 ? Math.floor((Math.min(current, state.total) * 100) / state.total) : 0,
    bytesPerSecond: progress?.bytesPerSecond ?? 0,
    secondsLeft: progress?.secondsLeft ?? null,
  };
}

/** How a task that ran to its end came out (partial when some files failed). */
export function outcomeOf(state: TaskSnapshot, isAborted: boolean): TaskStatus {
  if (isAborted) return 'cancelled';
  if (state.failureCount === 0) return 'completed';
  return state.successCount === 0 ? 'failed' : 'partial';
}
