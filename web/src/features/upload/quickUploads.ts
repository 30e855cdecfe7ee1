/**
 * Uploads started outside the upload page (files pasted or dropped into the share editor,
 * docs/EDITOR.md): the same engine (presigned, multipart or through the server, by size) with the
 * server's defaults (default storage, default expiry), one callback per file with its share or a
 * translated reason, and the running batch's progress. The editor loads it on demand.
 */
import type { PublicFileInfo } from '@cloudpaste/contracts';
import i18n from 'i18next';
import { SnapshotStore } from '../../lib/SnapshotStore';
import { createUploadTransport, fetchMaxUploadBytes } from './api';
import { DEFAULT_ENGINE_CONFIG } from './engine/context';
import { createResumeStore } from './engine/resumeStore';
import type { UploadTransport } from './engine/transport';
import type { TaskSnapshot } from './engine/UploadTask';
import { UploadQueue } from './engine/UploadQueue';
import { uploadErrorMessage } from './uploadErrorMessage';

export type QuickResult = { ok: true; share: PublicFileInfo } | { ok: false; reason: string };

/** The files still uploading and how far they are together; null when none is. */
export interface QuickProgress {
  count: number;
  percent: number;
}

const FINISHED = new Set(['done', 'failed', 'cancelled']);

export class QuickUploads extends SnapshotStore<QuickProgress | null> {
  private readonly queue: UploadQueue;
  private readonly settle = new Map<string, (result: QuickResult) => void>();
  private maxBytes: Promise<number | null> | null = null;
  private knownLimit: number | null = null;

  constructor(transport: UploadTransport = createUploadTransport()) {
    super(null);
    this.queue = new UploadQueue({
      transport,
      resume: createResumeStore(),
      config: DEFAULT_ENGINE_CONFIG,
      now: () => Date.now(),
    });
    this.queue.subscribe(() => this.onTasks(this.queue.getSnapshot()));
  }

  /** Uploads the files in order; `settle` hears of each one once. */
  async add(files: readonly File[], settle: (file: File, result: QuickResult) => void) {
    await i18n.loadNamespaces('upload');
    const ids = this.queue.addFiles(files);
    ids.forEach((id, i) => this.settle.set(id, (result) => settle(files[i]!, result)));
    this.onTasks(this.queue.getSnapshot());
    this.maxBytes ??= fetchMaxUploadBytes().then((bytes) => (this.knownLimit = bytes));
    this.queue.start({ fields: {}, preference: 'auto', maxBytes: await this.maxBytes });
  }

  private onTasks(tasks: readonly TaskSnapshot[]) {
    let loaded = 0;
    let total = 0;
    let count = 0;
    for (const task of tasks) {
      const settle = this.settle.get(task.id);
      if (!settle) continue;
      if (FINISHED.has(task.status)) {
        this.settle.delete(task.id);
        settle(this.resultOf(task));
        // Not while the queue is telling its subscribers.
        queueMicrotask(() => this.queue.remove(task.id));
        continue;
      }
      count += 1;
      loaded += task.progress.loaded;
      total += task.size ?? 0;
    }
    const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
    const current = this.getSnapshot();
    if (count === 0) {
      if (current) this.emit(null);
    } else if (current?.count !== count || current.percent !== percent) {
      this.emit({ count, percent });
    }
  }

  private resultOf(task: TaskSnapshot): QuickResult {
    if (task.status === 'done' && task.share) return { ok: true, share: task.share };
    const reason = task.error
      ? uploadErrorMessage(task.error, i18n.getFixedT(null, 'upload'), {
          locale: i18n.language,
          maxBytes: this.knownLimit,
          method: task.method,
        })
      : i18n.t('upload:errors.failedPlain');
    return { ok: false, reason };
  }

  /** Its page has gone: stop the uploads. */
  dispose() {
    this.queue.dispose();
    this.settle.clear();
    this.forgetSubscribers();
  }
}
