/**
 * The task store on its own: a task's statuses from pending to its outcome (completed, partial,
 * failed, cancelled), its figures (counts, progress, speed, time left, current file), cancel and
 * dispose told apart, and clearing finished tasks.
 */
import { describe, expect, it } from 'vitest';
import { TaskFailure } from './taskError';
import { TaskStore } from './TaskStore';
import type { TaskContext, TaskJob } from './taskTypes';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A job over files a, b, c (100 bytes each) whose steps the test plays through `ctx`. */
function job(run: (ctx: TaskContext) => Promise<void>, unit: 'bytes' | 'items' = 'bytes'): TaskJob {
  return {
    type: 'upload',
    target: '/team',
    unit,
    files: ['a', 'b', 'c'].map((name) => ({ name, path: `/team/${name}`, size: 100 })),
    run,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TaskStore', () => {
  it('runs a task to completed, with its progress, speed, time left and current file', async () => {
    let now = 0;
    const store = new TaskStore({ now: () => now });
    const gate = deferred();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()[0]!.status));
    const id = store.add(
      job(async (ctx) => {
        ctx.updateFile(0, { status: 'uploading', loaded: 0 });
        now = 1_000;
        ctx.updateFile(0, { loaded: 50 });
        await gate.promise;
        ctx.updateFile(0, { status: 'completed', loaded: 100 });
        for (const index of [1, 2]) ctx.updateFile(index, { status: 'completed', loaded: 100 });
      }),
    );
    expect(id).toBe('task-1');
    await settle();
    const running = store.getSnapshot()[0]!;
    expect(running).toMatchObject({
      status: 'running',
      current: 50,
      total: 300,
      percent: 16,
      bytesPerSecond: 50,
      secondsLeft: 5,
      currentFile: 'a',
    });
    gate.resolve();
    await settle();
    expect(store.getSnapshot()[0]).toMatchObject({
      status: 'completed',
      percent: 100,
      successCount: 3,
      failureCount: 0,
      currentFile: null,
    });
    expect(seen[0]).toBe('pending');
    expect(seen).toContain('running');
  });

  it('ends partial when some files failed, failed when all did or the job threw', async () => {
    const store = new TaskStore();
    store.add(
      job(async (ctx) => {
        ctx.updateFile(0, { status: 'completed' });
        ctx.updateFile(1, { status: 'failed', error: { kind: 'network' } });
      }, 'items'),
    );
    store.add(
      job(async (ctx) => {
        for (const index of [0, 1, 2])
          ctx.updateFile(index, { status: 'failed', error: { kind: 'timeout' } });
      }),
    );
    store.add(
      job(async () => {
        throw new TaskFailure({ kind: 'storageStatus', status: 507 });
      }),
    );
    await settle();
    await settle();
    const [partial, failed, thrown] = store.getSnapshot();
    expect(partial).toMatchObject({
      status: 'partial',
      current: 2,
      total: 3,
      successCount: 1,
      failureCount: 1,
    });
    expect(failed).toMatchObject({ status: 'failed', failureCount: 3 });
    expect(thrown).toMatchObject({
      status: 'failed',
      error: { kind: 'storageStatus', status: 507 },
    });
  });

  it('keeps tasks beyond its concurrency pending; cancel stops one before it starts', async () => {
    const store = new TaskStore({ concurrency: 1 });
    const gate = deferred();
    let secondRan = false;
    store.add(job(() => gate.promise));
    const second = store.add(
      job(async () => {
        secondRan = true;
      }),
    );
    await settle();
    expect(store.getSnapshot().map((task) => task.status)).toEqual(['running', 'pending']);
    store.cancel(second);
    expect(store.getSnapshot()[1]!.status).toBe('cancelled');
    gate.resolve();
    await settle();
    expect(secondRan).toBe(false);
    expect(store.getSnapshot().map((task) => task.status)).toEqual(['completed', 'cancelled']);

    store.clearFinished();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('tells a cancel (clean up) from leaving the page (keep for a resume)', async () => {
    const store = new TaskStore();
    const reasons: boolean[] = [];
    const waitForAbort = (ctx: TaskContext) =>
      new Promise<void>((resolve) =>
        ctx.signal.addEventListener('abort', () => {
          reasons.push(ctx.isUserCancel());
          resolve();
        }),
      );
    const cancelled = store.add(job(waitForAbort));
    store.add(job(waitForAbort));
    await settle();
    store.cancel(cancelled);
    store.dispose();
    await settle();
    expect(reasons).toEqual([true, false]);
    expect(store.getSnapshot().map((task) => task.status)).toEqual(['cancelled', 'cancelled']);
  });
});
