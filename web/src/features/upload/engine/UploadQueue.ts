/**
 * The upload list: tasks added from files or URLs, run one at a time in the order they were
 * queued, with an immutable snapshot for React (useSyncExternalStore) and a callback when a
 * batch has settled, so the page can sum it up.
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import { SnapshotStore } from '../../../lib/SnapshotStore';
import type { EngineDeps } from './context';
import { UploadTask, type TaskSnapshot, type TaskSource, type UploadTarget } from './UploadTask';

export interface QueueHooks {
  /** A share was created. */
  onUploaded?: (share: PublicFileInfo) => void;
  /** Every task queued since the list was last idle has finished (done, failed or cancelled). */
  onSettled?: (finished: readonly TaskSnapshot[]) => void;
}

export class UploadQueue extends SnapshotStore<readonly TaskSnapshot[]> {
  private tasks: UploadTask[] = [];
  private isDraining = false;
  private nextId = 1;

  constructor(
    private readonly deps: EngineDeps,
    private hooks: QueueHooks = {},
  ) {
    super([]);
  }

  /** Replaces the callbacks (React passes fresh ones after each render). */
  setHooks(hooks: QueueHooks) {
    this.hooks = hooks;
  }

  private publish() {
    this.emit(this.tasks.map((task) => task.snapshot));
  }

  private add(source: TaskSource): string {
    const task = new UploadTask(`upload-${this.nextId++}`, source, this.deps);
    task.subscribe(() => this.publish());
    this.tasks.push(task);
    this.publish();
    return task.id;
  }

  addFiles(files: Iterable<File>): string[] {
    return Array.from(files, (file) => this.add({ kind: 'file', file }));
  }

  /** Adds a URL's file; `name` stores it under another name than the URL gives. */
  addUrl(url: string, name?: string): string {
    return this.add({ kind: 'url', url, name: name || undefined });
  }

  private find(id: string): UploadTask | undefined {
    return this.tasks.find((task) => task.id === id);
  }

  /** Queues every task not started yet with the form's current options. */
  start(target: UploadTarget) {
    for (const task of this.tasks) {
      if (task.snapshot.status === 'ready') task.enqueue(target);
    }
    void this.drain();
  }

  retry(id: string) {
    this.find(id)?.enqueue();
    void this.drain();
  }

  cancel(id: string) {
    this.find(id)?.cancel();
  }

  remove(id: string) {
    const task = this.find(id);
    if (!task) return;
    task.cancel();
    task.dispose();
    this.tasks = this.tasks.filter((t) => t !== task);
    this.publish();
  }

  /** Drops finished rows (done, failed, cancelled), keeping what is still to do. */
  clearFinished() {
    const finished = (task: UploadTask) =>
      ['done', 'failed', 'cancelled'].includes(task.snapshot.status);
    this.tasks.filter(finished).forEach((task) => task.dispose());
    this.tasks = this.tasks.filter((task) => !finished(task));
    this.publish();
  }

  /** The page is going away: stop everything, keeping multipart sessions for a resume. */
  dispose() {
    this.tasks.forEach((task) => task.dispose());
    this.tasks = [];
    this.forgetSubscribers();
  }

  private async drain() {
    if (this.isDraining) return;
    this.isDraining = true;
    const finished: TaskSnapshot[] = [];
    try {
      for (let task = this.nextQueued(); task !== undefined; task = this.nextQueued()) {
        const outcome = await task.run();
        finished.push(outcome);
        if (outcome.status === 'done' && outcome.share) this.hooks.onUploaded?.(outcome.share);
      }
    } finally {
      this.isDraining = false;
    }
    if (finished.length > 0) this.hooks.onSettled?.(finished);
  }

  private nextQueued(): UploadTask | undefined {
    return this.tasks.find((task) => task.snapshot.status === 'queued');
  }
}
