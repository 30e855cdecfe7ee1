/**
 * The explorer's task list, framework-free: runs TaskJobs (a couple at a time, the rest pending),
 * refigures a task whenever one of its files moves on (taskFigures), and publishes immutable
 * snapshots for useSyncExternalStore.
 */
import { createLimiter, type Limiter } from '../../../lib/transfer/limiter';
import { SnapshotStore } from '../../../lib/SnapshotStore';
import { ProgressMeter } from '../../../lib/transfer/progress';
import { toTaskError } from './taskError';
import { initialState, outcomeOf, withFiles } from './taskFigures';
import { isFinished, type TaskContext, type TaskJob, type TaskSnapshot } from './taskTypes';

/** Abort reasons: the user's cancel cleans up on the server, leaving the page does not. */
const USER_CANCEL = Symbol('user cancel');
const DISPOSED = Symbol('disposed');

interface Task {
  job: TaskJob;
  state: TaskSnapshot;
  controller: AbortController;
  meter: ProgressMeter;
}

export interface TaskStoreOptions {
  now?: () => number;
  /** Tasks running at once; the rest wait as pending. */
  concurrency?: number;
}

export class TaskStore extends SnapshotStore<readonly TaskSnapshot[]> {
  private tasks: Task[] = [];
  private readonly limit: Limiter;
  private readonly now: () => number;
  private nextId = 1;

  constructor(options: TaskStoreOptions = {}) {
    super([]);
    this.now = options.now ?? (() => Date.now());
    this.limit = createLimiter(options.concurrency ?? 2);
  }

  private publish() {
    this.emit(this.tasks.map((task) => task.state));
  }

  private update(task: Task, patch: Partial<TaskSnapshot>) {
    task.state = { ...task.state, ...patch };
    this.publish();
  }

  /** Queues a job; it starts when fewer than `concurrency` tasks run. Returns the task id. */
  add(job: TaskJob): string {
    const state = initialState(`task-${this.nextId++}`, job);
    const task: Task = {
      job,
      state,
      controller: new AbortController(),
      meter: new ProgressMeter(state.total),
    };
    this.tasks.push(task);
    this.publish();
    this.limit(() => this.run(task), task.controller.signal).catch(() => undefined);
    return state.id;
  }

  private async run(task: Task) {
    const { signal } = task.controller;
    this.update(task, { status: 'running' });
    const ctx: TaskContext = {
      signal,
      isUserCancel: () => signal.reason === USER_CANCEL,
      updateFile: (index, patch) => {
        const files = task.state.files.slice();
        const file = files[index];
        if (!file) return;
        files[index] = { ...file, ...patch };
        task.state = withFiles(task.state, files, task.meter, this.now());
        this.publish();
      },
    };
    try {
      await task.job.run(ctx);
      this.update(task, { status: outcomeOf(task.state, signal.aborted), secondsLeft: null });
    } catch (error) {
      const failure = toTaskError(error, signal);
      this.update(task, {
        status: failure.kind === 'cancelled' ? 'cancelled' : 'failed',
        error: failure.kind === 'cancelled' ? null : failure,
        secondsLeft: null,
      });
    }
    task.job.onSettled?.(task.state);
  }

  /** Stops a task: a running one at its next step, a pending one before it starts. */
  cancel(id: string) {
    const task = this.tasks.find((t) => t.state.id === id);
    if (!task || isFinished(task.state.status)) return;
    task.controller.abort(USER_CANCEL);
    if (task.state.status === 'pending') this.update(task, { status: 'cancelled' });
  }

  /** Drops the tasks that have ended, keeping those still to do. */
  clearFinished() {
    this.tasks = this.tasks.filter((task) => !isFinished(task.state.status));
    this.publish();
  }

  /** The page is going away: stop everything, leaving multipart sessions to resume later. */
  dispose() {
    for (const task of this.tasks) {
      if (!isFinished(task.state.status)) task.controller.abort(DISPOSED);
    }
  }
}
