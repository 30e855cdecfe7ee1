/**
 * A zip written while it streams (yazl): entries stored uncompressed, each source opened only when
 * its turn comes and read with backpressure, so memory stays constant whatever the total. ZIP64 is
 * used by yazl where sizes need it.
 */
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipSource {
  /** Path inside the zip: `/`-separated, relative, no `.`/`..` segments. */
  name: string;
  /** Exact byte count; a source yielding another count fails the zip. */
  size: number;
  mtime: Date;
  /** Opens the bytes; `signal` aborts when the zip stops early (client gone, another source failed). */
  open(signal: AbortSignal): Promise<Readable>;
}

export interface ZipStream {
  /** Ends with an error (destroyed) when a source fails; destroying it stops the source being read. */
  body: Readable;
  /** The zip's exact length in bytes. */
  size: number;
}

/** The length the zip of these sources will have, without opening any of them. */
export function zipSize(sources: readonly ZipSource[]): number {
  const { body, size } = build(sources, () => undefined);
  body.destroy();
  return size;
}

/** The zip of `sources`, in order; `onError` hears a source that failed (not a reader that left). */
export function zipStream(
  sources: readonly ZipSource[],
  onError: (error: unknown) => void = () => undefined,
): ZipStream {
  const abort = new AbortController();
  let current: Readable | undefined;
  const stop = () => {
    abort.abort();
    current?.destroy();
  };
  const fail = (error: unknown) => {
    if (abort.signal.aborted) return;
    stop();
    onError(error);
    zip.body.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  const zip = build(sources, (source, deliver) => {
    // Deferred: yazl asks for the first source while it is being built, before anyone reads.
    setImmediate(() => {
      if (abort.signal.aborted) return;
      source.open(abort.signal).then((stream) => {
        if (abort.signal.aborted) return void stream.destroy();
        current = stream;
        stream.on('error', fail);
        deliver(stream);
      }, fail);
    });
  });
  zip.events.on('error', fail);
  zip.body.once('close', stop);
  return { body: zip.body, size: zip.size };
}

function build(
  sources: readonly ZipSource[],
  opener: (source: ZipSource, deliver: (stream: Readable) => void) => void,
): ZipStream & { events: ZipFile } {
  const zip = new ZipFile();
  for (const source of sources) {
    const options = { size: source.size, mtime: source.mtime, compress: false };
    zip.addReadStreamLazy(source.name, options, (callback) =>
      opener(source, (stream) => callback(null, stream)),
    );
  }
  let size = -1;
  // With every size known and nothing compressed, yazl computes the total as end() returns (its
  // type declarations leave out the callback's argument).
  const end = zip.end.bind(zip) as (options: undefined, onSize: (total: number) => void) => void;
  end(undefined, (total) => {
    size = total;
  });
  if (size < 0) throw new Error('zip size could not be computed');
  return { body: zip.outputStream as Readable, size, events: zip };
}
