/**
 * A download task: files and folders as one zip. The server counts and checks them and answers a
 * short-lived link; the browser's own download manager then fetches the zip, which the server
 * builds while it streams, so neither side holds it whole. The task ends when the download starts:
 * from then on the browser shows its progress and can pause or resume it.
 */
import type { TaskFile, TaskJob } from '../tasks/taskTypes';
import { toTaskError } from '../tasks/taskError';
import type { FsTransport } from './transport';

export interface ArchiveRequest {
  entries: readonly Pick<TaskFile, 'name' | 'path' | 'size'>[];
  /** The folder shown as the task's place (the basket's files come from many). */
  folder: string;
  /** The zip's name without `.zip`; the server picks one when absent. */
  name?: string;
}

export type SaveLink = (url: string, fileName: string) => void;

export function archiveJob(
  transport: FsTransport,
  request: ArchiveRequest,
  save: SaveLink,
): TaskJob {
  const { entries } = request;
  return {
    type: 'download',
    target: request.folder,
    unit: 'items',
    files: entries.map(({ name, path, size }) => ({ name, path, size })),
    async run(ctx) {
      const each = (patch: Parameters<typeof ctx.updateFile>[1]) =>
        entries.forEach((_, index) => ctx.updateFile(index, patch));
      each({ status: 'preparing' });
      try {
        const ticket = await transport.archive(
          { paths: entries.map((entry) => entry.path), name: request.name },
          ctx.signal,
        );
        save(ticket.url, ticket.fileName);
        each({ status: 'completed' });
      } catch (error) {
        each({ status: 'failed', error: toTaskError(error, ctx.signal) });
      }
    },
  };
}
