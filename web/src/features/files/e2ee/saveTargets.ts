/**
 * Where a decrypted file share is written as it is opened (docs/ENCRYPTION.md, "File shares"), in
 * order of preference:
 * - the service worker (public/sw-download.js): the plaintext stream is handed to it and the
 *   browser downloads it as an attachment, as Mozilla Send did; a failed stream fails the
 *   download, which the browser then drops;
 * - the File System Access API (showSaveFilePicker, Chromium): written to the file the user
 *   picked; on failure the write is aborted and the file removed;
 * - memory, only for a file of at most IN_MEMORY_MAX_BYTES: gathered, then saved once complete,
 *   so a failure saves nothing.
 */

/** The largest file gathered in memory when neither streamed way is available (256 MiB). */
export const IN_MEMORY_MAX_BYTES = 256 * 1024 * 1024;
/** How long the service worker may take to take a stream before another way is used. */
const WORKER_ANSWER_MS = 10_000;

export type SaveMethod = 'service-worker' | 'picker' | 'memory';

export interface SaveTarget {
  method: SaveMethod;
  /** Resolves once the whole file is written; rejects with the stream's error, nothing kept. */
  write(stream: ReadableStream<Uint8Array>): Promise<void>;
}

interface WritableFile {
  createWritable(): Promise<WritableStream<Uint8Array>>;
  remove?: () => Promise<void>;
}
type SavePicker = (options: { suggestedName: string }) => Promise<WritableFile>;

/** Whether this browser can hand a stream to a worker (transferable streams). */
function canTransferStreams(): boolean {
  try {
    const probe = new ReadableStream();
    const channel = new MessageChannel();
    channel.port1.postMessage(probe, [probe as unknown as Transferable]);
    channel.port1.close();
    return true;
  } catch {
    return false;
  }
}

function workerTarget(worker: ServiceWorker, filename: string, size: number | null): SaveTarget {
  return {
    method: 'service-worker',
    async write(stream) {
      const pipe = new TransformStream<Uint8Array, Uint8Array>();
      const channel = new MessageChannel();
      const answered = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no answer')), WORKER_ANSWER_MS);
        channel.port1.onmessage = (event: MessageEvent<{ url: string }>) => {
          clearTimeout(timer);
          resolve(event.data.url);
        };
      });
      worker.postMessage(
        { type: 'cloudpaste:e2ee-download', filename, size, stream: pipe.readable },
        [channel.port2, pipe.readable as unknown as Transferable],
      );
      const url = await answered.catch(async (error: unknown) => {
        await stream.cancel();
        throw error;
      });
      channel.port1.close();
      // A hidden frame opens the worker's address: the answer is an attachment, so the page stays.
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.src = url;
      document.body.append(frame);
      try {
        await stream.pipeTo(pipe.writable);
      } finally {
        // The browser's download goes on without the frame; it is removed once surely started.
        setTimeout(() => frame.remove(), 30_000);
      }
    },
  };
}

function pickerTarget(file: WritableFile): SaveTarget {
  return {
    method: 'picker',
    async write(stream) {
      const writable = await file.createWritable();
      try {
        // pipeTo aborts the writable on failure, which discards what was written.
        await stream.pipeTo(writable);
      } catch (error) {
        await file.remove?.().catch(() => undefined);
        throw error;
      }
    },
  };
}

function memoryTarget(filename: string): SaveTarget {
  return {
    method: 'memory',
    async write(stream) {
      const blob = await new Response(stream).blob();
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = filename;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  };
}

/**
 * The best way this browser offers to save `size` bytes, or null when the file is too big to
 * gather in memory and nothing streams. Called from the click: the picker needs that gesture.
 * `AbortError` from the picker (the user closed it) is passed on.
 */
export async function chooseSaveTarget(
  filename: string,
  size: number | null,
): Promise<SaveTarget | null> {
  const worker = navigator.serviceWorker?.controller;
  if (worker && canTransferStreams()) return workerTarget(worker, filename, size);
  const picker = (window as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (picker) return pickerTarget(await picker({ suggestedName: filename }));
  if (size !== null && size <= IN_MEMORY_MAX_BYTES) return memoryTarget(filename);
  return null;
}
