/**
 * A delete task: the chosen files and folders (folders with everything in them) removed in batches,
 * so the panel can show progress and a cancel takes effect between batches. The server answers
 * which paths it could not remove, and why; each is shown against its entry.
 */
import type { FsItem } from '@cloudpaste/contracts';
import { failureText } from '../../../i18n/serverErrors';
import { toTaskError } from '../tasks/taskError';
import type { TaskContext, TaskJob } from '../tasks/taskTypes';
import type { FsTransport } from './transport';

/** Paths per request: enough to be quick, few enough to show progress on large selections. */
export const DELETE_BATCH = 25;

export function deleteJob(transport: FsTransport, folder: string, items: FsItem[]): TaskJob {
  return {
    type: 'delete',
    target: folder,
    unit: 'items',
    files: items.map((item) => ({ name: item.name, path: item.path, size: null })),
    async run(ctx: TaskContext) {
      for (let start = 0; start < items.length; start += DELETE_BATCH) {
        if (ctx.signal.aborted) return;
        const batch = items.slice(start, start + DELETE_BATCH);
        batch.forEach((_, i) => ctx.updateFile(start + i, { status: 'preparing' }));
        try {
          const result = await transport.remove(
            batch.map((item) => item.path),
            ctx.signal,
          );
          const failures = new Map(
            await Promise.all(
              result.failed.map(async (f) => [f.path, await failureText(f)] as const),
            ),
          );
          batch.forEach((item, i) => {
            const message = failures.get(item.path);
            ctx.updateFile(
              start + i,
              message === undefined
                ? { status: 'completed' }
                : { status: 'failed', error: { kind: 'server', message } },
            );
          });
        } catch (error) {
          const failure = toTaskError(error, ctx.signal);
          batch.forEach((_, i) => ctx.updateFile(start + i, { status: 'failed', error: failure }));
        }
      }
    },
  };
}
