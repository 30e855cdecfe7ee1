/**
 * Where a form upload's file waits when the fields that say where it goes come after it (a client
 * may send a form's fields in any order): every form upload, share or mount, spools through here.
 */
import type { Readable } from 'node:stream';
import { newId } from '../../lib/ids.js';
import type { StorageDriver } from '../../storage/driver.js';
import { DEFAULT_CONTENT_TYPE } from '../../storage/driver-helpers.js';
import type { SettingsService } from '../settings.service.js';
import type { UploadLimits } from './upload-limits.js';

/** The spooled copy handed to the upload that stores it: read it once. */
export interface SpooledFile {
  body: Readable;
  /** Counted while spooling: the store knows the exact size and checks its limits up front. */
  size: number;
}

/** The file as it comes in, and what the form said of its length before it. */
export interface SpoolSource {
  stream: Readable;
  /** Declared before the file: held to, as on a streamed upload. */
  size?: number | undefined;
  /** What the request's Content-Length says the file holds at least. */
  sizeAtLeast?: number;
}

export class UploadSpool {
  constructor(
    private readonly o: {
      /** A local driver under DATA_DIR/tmp/spool; the sweeper removes what a crash left there. */
      driver: StorageDriver;
      settings: SettingsService;
      limits: UploadLimits;
    },
  ) {}

  /**
   * Spools `file` under the max upload size (a bigger one fails with 413 up front when its length
   * says so, as it streams in otherwise) and its declared size, when there is one; then waits
   * for the rest of the form (`fields`, which rejects on a bad or cut-short form), then lets `store`
   * upload the spooled copy where the fields say. The storage's capacity is `store`'s to check, the
   * size being known by then. The spooled copy is removed whatever the outcome: stored, refused,
   * or the client gone mid-file or mid-form.
   */
  async hold<F, T>(
    file: SpoolSource,
    fields: () => Promise<F>,
    store: (fields: F, spooled: SpooledFile) => Promise<T>,
  ): Promise<T> {
    const { max_upload_size_bytes: maxBytes } = await this.o.settings.maxUploadSize();
    const budget = { maxBytes, remaining: null, total: null };
    const key = newId();
    let body: Readable | undefined;
    try {
      this.o.limits.check(budget, file.size ?? file.sizeAtLeast ?? 0);
      const { size } = await this.o.limits.put(this.o.driver, key, file.stream, {
        budget,
        contentType: DEFAULT_CONTENT_TYPE,
        ...(file.size !== undefined && { size: file.size }),
      });
      const placed = await fields();
      body = (await this.o.driver.get(key)).body;
      return await store(placed, { body, size });
    } finally {
      body?.destroy();
      // A copy that cannot be removed now must not hide the upload's own outcome: the sweeper
      // removes it once it is older than the upload window.
      await this.o.driver.delete(key).catch(() => undefined);
    }
  }
}
