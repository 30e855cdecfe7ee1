/**
 * A request's optional webhook (docs/FILE-REQUESTS.md): a JSON POST for each file that arrives,
 * sent after the upload answered, through the URL uploads' SSRF-safe fetcher (public addresses
 * only, checked at every connection), tried three times at most. Never fails an upload. Each try
 * is signed with the request's secret over its timestamp and the body; the delivery id stays the
 * same across the tries of one delivery ("Signed deliveries").
 */
import type { FileRequestRow } from '../../db/types.js';
import type { SafeFetcher } from '../../lib/safe-fetch/index.js';
import { newId } from '../../lib/ids.js';
import type { FileRequestRepository } from '../../repositories/file-request.repository.js';
import {
  webhookSignature,
  type FileRequestWebhookSecrets,
} from './file-request-webhook-secrets.js';
import { fileView } from './file-request-views.js';

const DELAYS_MS = [0, 2_000, 10_000];

export class FileRequestWebhooks {
  /** Deliveries in flight, for tests and a clean shutdown. */
  readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly o: {
      requests: Pick<FileRequestRepository, 'files'>;
      secrets: Pick<FileRequestWebhookSecrets, 'current'>;
      fetcher: SafeFetcher;
      onError?: (error: unknown) => void;
      /** Waits before each try (tests shorten them). */
      delaysMs?: readonly number[];
    },
  ) {}

  notify(row: FileRequestRow, fileId: string): void {
    if (row.webhook_url === null) return;
    const delivery = this.deliver(row, row.webhook_url, fileId).catch((error: unknown) =>
      this.o.onError?.(error),
    );
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  private async deliver(row: FileRequestRow, url: string, fileId: string): Promise<void> {
    const files = await this.o.requests.files(row.id);
    const file = files.find((f) => f.id === fileId);
    const secret = await this.o.secrets.current(row.id);
    if (!file || secret === undefined) return;
    const delivery = newId();
    const body = JSON.stringify({
      event: 'file_request.upload',
      request: { id: row.id, slug: row.slug, title: row.title },
      file: fileView(file),
    });
    let last: unknown;
    for (const delay of this.o.delaysMs ?? DELAYS_MS) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        const timestamp = Math.floor(Date.now() / 1000);
        const res = await this.o.fetcher.fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-cloudpaste-delivery': delivery,
            'x-cloudpaste-timestamp': String(timestamp),
            'x-cloudpaste-signature': webhookSignature(secret, timestamp, body),
          },
          body,
          maxBytes: 64 * 1024,
          timeoutMs: 10_000,
          idleTimeoutMs: 5_000,
        });
        res.body.resume();
        return;
      } catch (error) {
        last = error;
      }
    }
    throw last;
  }
}
